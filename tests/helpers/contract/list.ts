/** List, export, paging and sorting, for every resource (docs/product-spec.md#api-conventions). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { findResource, type ResourceDefinition } from '../../../resources';
import { allFields, sortableFields } from '../../../resources/kit/derive';
import { resourceTables } from '../../../server/db/tables';
import { ExportReader } from '../../../src/providers/export-reader';
import { call, callRaw } from '../http';
import { variedInLists } from '../domain-samples';
import { referencedResources, sampleValue } from '../samples';
import { isOrdered } from './compare';
import type { ContractContext } from './context';
import { filterContract, type ListFixture } from './list-filters';
import { pathFor, exportAll, seed, type Row } from './store';

const SEEDED = 12;
/** Seeding out of value order, so insertion order never passes for a sort. */
const SCRAMBLE = [5, 0, 9, 3, 11, 1, 7, 2, 10, 4, 8, 6];

async function seedScrambled(ctx: ContractContext, resource: ResourceDefinition): Promise<string[]> {
  const seqs = Array.from({ length: SEEDED }, () => ctx.nextSeq());
  const table = resourceTables[resource.name];
  const subtracted = new Set(
    Object.values(resource.fields).flatMap((f) =>
      (f.type === 'integer' || f.type === 'decimal') && f.difference ? [f.difference[1]] : [],
    ),
  );
  const ids: string[] = [];
  for (const index of SCRAMBLE) {
    const { id } = await seed(ctx, resource, seqs[index]);
    // Values the server keeps (timestamps, counts such as shipper.packed) get distinct stored values
    // too, so their filters narrow and their sorts mean something.
    // So are the domain's pinned samples (invoice status) and the server's back-links (packing.invoice).
    const stamps = allFields(resource).filter(([name, f]) =>
      name in resource.fields
        ? (f.readOnly && !((f.type === 'integer' || f.type === 'decimal') && (f.sequence || f.difference))) ||
          variedInLists[resource.name]?.includes(name)
        : f.type === 'datetime',
    );
    if (stamps.length) {
      const stored = async (name: string, f: (typeof stamps)[number][1]) => {
        if (f.type === 'reference') return (await seed(ctx, findResource(f.resource)!)).id;
        // What a difference subtracts (shipper.packed) takes another row's sample, so the difference
        // the database keeps (remaining = quantity − packed) varies from row to row too.
        const seq = subtracted.has(name) ? seqs[SEEDED - 1 - index] : seqs[index];
        const value = sampleValue(name, f, seq);
        return f.type === 'datetime' ? new Date(value as string) : value;
      };
      const values: Record<string, unknown> = {};
      for (const [name, f] of stamps) values[name] = await stored(name, f);
      await ctx.db.update(table).set(values).where(eq(table.id, id));
    }
    ids.push(id);
  }
  return ids;
}

async function page(ctx: ContractContext, resource: ResourceDefinition, query: Record<string, unknown>) {
  const res = await call<{ rows: Row[]; count: number }>(ctx.app, 'GET', pathFor(resource, 'list'), {
    token: ctx.owner.token,
    query,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export function listContract(ctx: ContractContext, resource: ResourceDefinition): void {
  describe('list', () => {
    const fixture: ListFixture = { ids: [] };
    const fields = new Map(allFields(resource));
    // A reference, a row naming one, or a list of referencing records is answered with its labels under row.labels.
    const hasReferences =
      referencedResources([...fields.entries()]).length > 0 ||
      [...fields.values()].some((field) => field.type === 'referencedBy');
    // References sort by the referenced record's label, which the API sends in row.labels.
    const sortField = (name: string) =>
      fields.get(name)!.type === 'reference' ? ({ type: 'string' } as const) : fields.get(name)!;
    const sortValue = (row: Row, name: string) =>
      (fields.get(name)!.type === 'reference' ? (row.labels as Record<string, string>)[name] : row[name]) as string;
    beforeAll(async () => {
      fixture.ids = await seedScrambled(ctx, resource);
    });

    test('export (no limit, no offset) returns every row and the count', async () => {
      const { rows, count } = await exportAll(ctx, resource);
      expect(rows.length).toBeGreaterThan(10);
      expect(count).toBe(rows.length);
      expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(fixture.ids));
      expect(Object.keys(rows[0]).sort()).toEqual([...fields.keys(), ...(hasReferences ? ['labels'] : [])].sort());
    });

    test('export rows are the list page rows: same values, same key order', async () => {
      // File links are signed per answer, so they differ between two answers; everything else may not. A list may add
      // what only its screen shows (the audit log's previousValues): the declared fields and labels are compared.
      const declared = new Set([...fields.keys(), 'labels']);
      const unsigned = (rows: Row[]) =>
        rows.map((row) => {
          const picked = Object.fromEntries(Object.entries(row).filter(([key]) => declared.has(key)));
          return JSON.parse(
            JSON.stringify(picked, (key, value: unknown) => (key === 'downloadUrl' ? undefined : value)),
          ) as Row;
        });
      const exported = unsigned((await exportAll(ctx, resource)).rows.slice(0, 10));
      const listed = unsigned((await page(ctx, resource, { limit: 10, offset: 0 })).rows);
      expect(exported).toEqual(listed);
      expect(exported.map((row) => Object.keys(row))).toEqual(listed.map((row) => Object.keys(row)));
    });

    // A page's rows are decoded by the list's own mapper (record-shape.ts), a get's by Drizzle's select.
    if (resource.operations.includes('get'))
      test('list page rows are the records get answers: same values, same key order', async () => {
        const declared = new Set([...fields.keys(), 'labels']);
        const unsigned = (row: Row) =>
          JSON.parse(
            JSON.stringify(
              Object.fromEntries(Object.entries(row).filter(([key]) => declared.has(key))),
              (key, value: unknown) => (key === 'downloadUrl' ? undefined : value),
            ),
          ) as Row;
        const listed = (await page(ctx, resource, { limit: 10, offset: 0 })).rows.map(unsigned);
        const got: Row[] = [];
        for (const row of listed) {
          const res = await call<Row>(ctx.app, 'GET', pathFor(resource, 'get', String(row.id)), {
            token: ctx.owner.token,
          });
          got.push(unsigned(res.body));
        }
        expect(listed.length).toBeGreaterThan(0);
        expect(listed).toEqual(got);
        expect(listed.map((row) => Object.keys(row))).toEqual(got.map((row) => Object.keys(row)));
      });

    test('export answer is one record per line: the client has each row as soon as its line arrives', async () => {
      const answer = await callRaw(ctx.app, pathFor(resource, 'list'), { token: ctx.owner.token });
      expect(answer.status).toBe(200);
      const text = answer.body.toString('utf8');
      const whole = JSON.parse(text) as { rows: Row[]; count: number };
      const reader = new ExportReader();
      const early: Row[] = [];
      for (let at = 0; at < text.length; at += 997) early.push(...(reader.push(text.slice(at, at + 997)) as Row[]));
      // Every record came out of a complete line, none left for the end.
      expect(reader.end()).toEqual([]);
      expect(early).toEqual(whole.rows);
      expect(early.length).toBe(whole.count);
    });

    const tieProne = allFields(resource).find(([, f]) => f.type === 'choice' || f.type === 'boolean')?.[0];
    for (const orderBy of [undefined, ...(tieProne ? [`${tieProne}_ASC`] : [])]) {
      test(`limit/offset pages cover every row once (orderBy ${orderBy ?? 'default'})`, async () => {
        const all = await exportAll(ctx, resource, { orderBy });
        // Small pages where ties could split, but at most about 30 of them: the audit log holds every
        // write of the suite, and a page of 5 over it was hundreds of requests on a loaded machine.
        const limit = Math.max(5, Math.ceil(all.count / 30));
        const seen: string[] = [];
        for (let offset = 0; offset < all.count; offset += limit) {
          const { rows, count } = await page(ctx, resource, { orderBy, limit, offset });
          expect(count).toBe(all.count);
          expect(rows.length).toBe(Math.min(limit, all.count - offset));
          seen.push(...rows.map((r) => r.id));
        }
        expect(new Set(seen).size).toBe(all.count);
        expect(seen.sort()).toEqual(all.rows.map((r) => r.id).sort());
        const past = await page(ctx, resource, { orderBy, limit, offset: all.count });
        expect(past).toEqual({ rows: [], count: all.count });
      });
    }

    test(`the default order is ${resource.defaultOrder}`, async () => {
      const [field, direction] = resource.defaultOrder.split('_') as [string, 'ASC' | 'DESC'];
      const { rows } = await exportAll(ctx, resource);
      const seeded = rows.filter((r) => fixture.ids.includes(r.id));
      expect(
        isOrdered(
          sortField(field),
          seeded.map((r) => sortValue(r, field)),
          direction,
        ),
      ).toBe(true);
    });

    for (const field of sortableFields(resource)) {
      for (const direction of ['ASC', 'DESC'] as const) {
        test(`orderBy ${field}_${direction}`, async () => {
          const { rows } = await exportAll(ctx, resource, { orderBy: `${field}_${direction}` });
          const values = rows.filter((r) => fixture.ids.includes(r.id)).map((r) => sortValue(r, field));
          expect(values).toHaveLength(SEEDED);
          expect(new Set(values.map(String)).size, 'seeded values differ').toBeGreaterThan(1);
          expect(isOrdered(sortField(field), values, direction), JSON.stringify(values)).toBe(true);
        });
      }
    }

    test('unknown orderBy keys, bad directions and bad paging are 400', async () => {
      const bad = [
        [{ orderBy: 'notAField_ASC' }, 'Invalid orderBy: notAField_ASC'],
        [
          { orderBy: `${sortableFields(resource)[0]}_SIDEWAYS` },
          `Invalid orderBy: ${sortableFields(resource)[0]}_SIDEWAYS`,
        ],
        [{ limit: -1 }, 'limit must be a whole number of zero or more'],
        [{ limit: 'ten' }, 'limit must be a whole number of zero or more'],
        [{ offset: 1.5 }, 'offset must be a whole number of zero or more'],
      ] as const;
      for (const [query, message] of bad) {
        const res = await call(ctx.app, 'GET', pathFor(resource, 'list'), { token: ctx.owner.token, query });
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });

    filterContract(ctx, resource, fixture);
  });
}
