/** A files field (product photos): declared once, validated alike on both sides, signed links that expire. */
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import product from '../../resources/product';
import { exportFields, filterSpecs, importFields, listFields, sortableFields } from '../../resources/kit/derive';
import { validateField, validateRecord } from '../../resources/kit/validation';
import { resourceTables } from '../../server/db/tables';
import { createFileLinks, LINK_LIFETIME_MS } from '../../server/services/files/links';
import { readableSize } from '../../server/services/files/upload-checks';

const photos = product.fields.photos;
const names = (entries: [string, unknown][]) => entries.map(([name]) => name);
const file = (n: number) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `p${n}.png` });

describe('a files field', () => {
  test('is listed (first photo) and exported (its file names), never filtered, sorted or imported', () => {
    expect(photos).toMatchObject({ type: 'files', max: 3, maxBytes: 1_000_000, accept: 'image' });
    expect(names(listFields(product))).toContain('photos');
    expect(Object.values(filterSpecs(product)).map((s) => s.field)).not.toContain('photos');
    expect(sortableFields(product)).not.toContain('photos');
    expect(names(exportFields(product))).toContain('photos');
    expect(names(importFields(product))).not.toContain('photos');
  });

  test('is a jsonb column, not null, empty list by default', () => {
    const column = getTableColumns(resourceTables.product).photos;
    expect(column.columnType).toBe('PgJsonb');
    expect(column.notNull).toBe(true);
    expect(column.hasDefault).toBe(true);
  });

  test('takes up to max uploads by uuid; a blank is an empty list; echoed links are dropped', () => {
    expect(validateField(photos, null)).toEqual({ value: [] });
    expect(validateField(photos, '  ')).toEqual({ value: [] });
    expect(validateField(photos, [{ ...file(1), downloadUrl: '/api/files/x' }]).value).toEqual([file(1)]);
    expect(validateField(photos, [1, 2, 3, 4].map(file)).error).toEqual({
      key: 'validation.filesMax',
      args: { max: 3 },
    });
    expect(validateField(photos, [{ id: 'not-a-uuid' }]).error).toEqual({ key: 'validation.invalid' });
    expect(validateField(photos, 'photo.png').error).toEqual({ key: 'validation.type', args: { type: 'files' } });
    expect(validateRecord(product, { part: 'P-1', customer: file(9).id }).values.photos).toEqual([]);
  });
});

describe('signed file links', () => {
  const links = createFileLinks('test-secret');
  const id = file(1).id;
  const now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const parts = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  test('last at least an hour and verify only unchanged, for the same id, before expiry', () => {
    const { expires, signature } = parts(links.url(id, now));
    expect(Number(expires) - now).toBeGreaterThanOrEqual(LINK_LIFETIME_MS);
    expect(links.verify(id, expires, signature, now)).toBe(Number(expires));
    expect(links.verify(file(2).id, expires, signature, now)).toBeUndefined();
    expect(links.verify(id, String(Number(expires) + 1), signature, now)).toBeUndefined();
    expect(links.verify(id, expires, signature, Number(expires))).toBeUndefined();
    expect(
      links.verify(
        id,
        expires,
        signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        now,
      ),
    ).toBeUndefined();
    expect(createFileLinks('another-secret').verify(id, expires, signature, now)).toBeUndefined();
    expect(links.verify(id, [expires], signature, now)).toBeUndefined();
  });

  test('read within a few minutes of each other are the same link, so browsers cache the image', () => {
    expect(links.url(id, now + 1000)).toBe(links.url(id, now + 60_000));
  });
});

test('limits read as the spec writes them', () => {
  expect([readableSize(1_000_000), readableSize(1_500_000), readableSize(2048), readableSize(12)]).toEqual([
    '1 MB',
    '1.5 MB',
    '2 KB',
    '12 bytes',
  ]);
});
