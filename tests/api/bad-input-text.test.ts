/**
 * The other half of bad input. SQL and HTML fragments, LIKE wildcards and control characters in
 * a free-text field are VALID input: each is stored verbatim (trimmed, as all text is), read back
 * identically by the record, the list and its filter, and never executed: no other table gains
 * or loses a row. And bodies near the 1 MiB limit: just under it, too long a text is a 400;
 * over it, a 413; either way nothing is written, on every write route.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resourceList } from '../../resources';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { rowCounts } from '../helpers/bad-input/fingerprint';
import { expectRefused, RUNS, SEED } from '../helpers/bad-input/property';
import { resourceTarget, writeOperations } from '../helpers/bad-input/resource-targets';
import { systemTarget, systemTargets } from '../helpers/bad-input/system-targets';
import { dangerousText, freeTextFields } from '../helpers/bad-input/text-samples';
import { pathFor, seed, validData } from '../helpers/contract/store';
import { alsoWritten, freshReferencesPerCreate, notFreeText } from '../helpers/domain-samples';
import { call } from '../helpers/http';

const ctx = setupOwnerContext();
const as = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  options: { body?: unknown; query?: Record<string, unknown> } = {},
) => call(ctx.app, method, path, { token: ctx.owner.token, ...options });

describe('dangerous-looking text is plain text', () => {
  const textOf = (resource: (typeof resourceList)[number]) =>
    freeTextFields(resource).filter((f) => !notFreeText[resource.name]?.includes(f.name));
  for (const resource of resourceList.filter((r) => textOf(r).length && r.operations.includes('create'))) {
    test(`${resource.name}: stored verbatim, read back identically, found by its own filter, never executed`, async () => {
      const updates = resource.operations.includes('update');
      const record = updates ? await seed(ctx, resource) : undefined;
      const base = updates ? {} : await validData(ctx, resource);
      let n = 0;
      const property = fc.asyncProperty(fc.constantFrom(...textOf(resource)), dangerousText, async (field, text) => {
        // Cut by code points (never half a pair), made unique (names may be), within the field's maximum.
        const value = `${Array.from(text)
          .slice(0, field.max - 12)
          .join('')} #${++n}`;
        const own = freshReferencesPerCreate.includes(resource.name) ? await validData(ctx, resource) : base;
        const before = await rowCounts(ctx.db);
        const data = { ...own, [field.name]: value };
        const res = record
          ? await as('PUT', pathFor(resource, 'update', record.id), { body: { id: record.id, data } })
          : await as('POST', pathFor(resource, 'create'), { body: { data } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body[field.name]).toBe(value.trim());
        const id = res.body.id as string;
        expect((await as('GET', pathFor(resource, 'get', id))).body[field.name]).toBe(value.trim());
        // Found by its own text, as a page and in the export form (no limit: the streamed answer).
        for (const page of field.contains ? [{ limit: 5 }, {}] : []) {
          const found = await as('GET', pathFor(resource, 'list'), {
            query: { filter: { [field.name]: value }, ...page },
          });
          expect(found.body.rows.find((row: { id: string }) => row.id === id)?.[field.name], JSON.stringify(page)).toBe(
            value.trim(),
          );
        }
        const also = record ? {} : (alsoWritten[resource.name] ?? {});
        const grown = { [resource.table]: record ? 0 : 1, audit_log: 1 + (also.audit_log ?? 0) };
        const after = await rowCounts(ctx.db);
        expect(after).toEqual(
          Object.fromEntries(Object.entries(before).map(([t, count]) => [t, count + (grown[t] ?? 0)])),
        );
      });
      await fc.assert(property, { seed: SEED, numRuns: RUNS });
    });
  }
});

describe('bodies near the 1 MiB limit', () => {
  const MIB = 1_048_576;
  /** The target's first field given `size` characters: under the limit a 400, over it a 413. */
  const oversized = async (target: Awaited<ReturnType<typeof resourceTarget>>) => {
    const [field] = target.shape.fields[0];
    for (const [size, status] of [
      [MIB - 50_000, 400],
      [MIB + 10, 413],
    ]) {
      await expectRefused(ctx.db, () => target.send({ ...target.base, [field]: 'x'.repeat(size) }), [status]);
    }
  };
  for (const resource of resourceList) {
    for (const op of writeOperations(resource)) {
      test(`${resource.name} ${op}`, async () => oversized(await resourceTarget(ctx, resource, op)));
    }
  }
  for (const name of systemTargets) {
    test(name, async () => oversized(await systemTarget(ctx, name)));
  }
});
