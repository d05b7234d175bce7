/**
 * A list page holds at most LIST_PAGE_MAX rows (docs/decisions.md#api-shape) on every paged endpoint:
 * each resource's list (users and the audit log among them) and /api/inventory. A larger limit is a
 * 400 naming the maximum in the caller's language and writes nothing; `offset` alone pages the
 * maximum instead of every row from there on; the export call still answers every row.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceList, resources } from '../../resources';
import { LIST_PAGE_MAX } from '../../resources/kit/list-page';
import { resourceTables } from '../../server/db/tables';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { fingerprint } from '../helpers/bad-input/fingerprint';
import { exportAll, pathFor } from '../helpers/contract/store';
import { call } from '../helpers/http';

const ctx = setupOwnerContext();
const get = (path: string, query: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'GET', path, { token: ctx.owner.token, query, lang });
const CUSTOMERS = LIST_PAGE_MAX + 5;

const paged = [
  ...resourceList.filter((r) => r.operations.includes('list')).map((r) => pathFor(r, 'list')),
  '/api/inventory',
];
const tooLarge = [
  { limit: LIST_PAGE_MAX + 1 },
  { limit: 1_000_000, offset: 0 },
  { limit: String(LIST_PAGE_MAX + 1), offset: 20 },
];
const messages = {
  en: `limit must be ${LIST_PAGE_MAX} or less: a list page holds at most ${LIST_PAGE_MAX} rows`,
  'pt-BR': `limit deve ser ${LIST_PAGE_MAX} ou menos: uma página de lista tem no máximo ${LIST_PAGE_MAX} linhas`,
};

beforeAll(async () => {
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => ({
    id: randomUUID(),
    name: `Page max ${String(i).padStart(5, '0')}`,
    email: `page-max-${i}@plating.test`,
    term: 'T30',
  }));
  await ctx.db.insert(resourceTables.customer).values(rows);
});

describe('a page above the maximum', () => {
  for (const path of paged) {
    test(`GET ${path}: a 400 naming the maximum in the caller's language, nothing written, the next page answered`, async () => {
      const before = await fingerprint(ctx.db);
      for (const query of tooLarge) {
        for (const [lang, message] of Object.entries(messages)) {
          const res = await get(path, query, lang);
          expect([res.status, res.body.message], `${lang} ${JSON.stringify(query)}`).toEqual([400, message]);
        }
      }
      expect(await fingerprint(ctx.db), 'nothing written').toEqual(before);
      expect((await get(path, { limit: LIST_PAGE_MAX, offset: 0 })).status).toBe(200);
    });
  }
});

describe('pages at the maximum', () => {
  const list = pathFor(resources.customer, 'list');

  test('limit at the maximum answers that many rows and the count of all', async () => {
    const res = await get(list, { limit: LIST_PAGE_MAX, offset: 0 });
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(LIST_PAGE_MAX);
    expect(res.body.count).toBe(CUSTOMERS);
  });

  test('offset without limit is a page of the maximum, not every row from there on', async () => {
    const first = await get(list, { offset: 0, orderBy: 'name_ASC' });
    expect([first.status, first.body.rows.length, first.body.count]).toEqual([200, LIST_PAGE_MAX, CUSTOMERS]);
    const rest = await get(list, { offset: LIST_PAGE_MAX, orderBy: 'name_ASC' });
    expect(rest.body.rows.map((r: { name: string }) => r.name)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Page max ${String(LIST_PAGE_MAX + i).padStart(5, '0')}`),
    );
  });

  test('the export call (no limit, no offset) still answers every row', async () => {
    const { rows, count } = await exportAll(ctx, resources.customer);
    expect([rows.length, count]).toEqual([CUSTOMERS, CUSTOMERS]);
  });
});
