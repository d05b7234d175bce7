/**
 * A list's statements are Drizzle prepared statements kept per filter shape and order
 * (server/services/records/list-statements.ts): the values are parameters, never text, so lists that
 * differ only in their values send the same text. Past the shapes kept, a list is still answered,
 * unprepared. On PostgreSQL every execution is planned for its own values.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { expect, test } from 'vitest';
import { resources } from '../../resources';
import type { Database } from '../../server/db/client';
import { listRecords } from '../../server/services/records/records-read';
import { createCustomer, setupPartsFlow } from '../helpers/parts-flow';

const ctx = setupPartsFlow();

/** What `work` sends through Drizzle: each statement's text and parameters (its logger's view). */
async function sentBy(work: (db: Database) => Promise<unknown>) {
  const sent: { text: string; params: unknown[] }[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => sent.push({ text, params }) };
  const client = (ctx.db as unknown as { $client: never }).$client;
  const db = ctx.driver === 'pglite' ? pgliteDrizzle({ client, logger }) : pgDrizzle({ client, logger });
  await work(db as unknown as Database);
  return sent;
}

test('lists that differ only in their values send the same statements, the values as parameters', async () => {
  const [first, second] = [await createCustomer(ctx, 'Alpha plating'), await createCustomer(ctx, 'Beta plating')];
  let pages: Awaited<ReturnType<typeof listRecords>>[] = [];
  const sent = await sentBy(async (db) => {
    pages = [
      await listRecords(db, resources.customer, {
        filter: { name: 'alpha' },
        orderBy: 'name_ASC',
        limit: 10,
        offset: 0,
      }),
      await listRecords(db, resources.customer, { filter: { name: 'beta' }, orderBy: 'name_ASC', limit: 5, offset: 0 }),
    ];
  });
  expect(pages.map(({ rows, count }) => [rows.map((row) => row.id), count])).toEqual([
    [[first.id], 1],
    [[second.id], 1],
  ]);
  expect(sent).toHaveLength(4);
  expect(sent[2].text).toBe(sent[0].text);
  expect(sent[3].text).toBe(sent[1].text);
  expect(sent.map(({ text }) => /alpha|beta/i.test(text))).toEqual([false, false, false, false]);
  expect(sent[0].params).toEqual(['%alpha%', 10, 0]);
  expect(sent[2].params).toEqual(['%beta%', 5, 0]);
});

test('past the shapes kept, a list is built and answered all the same', async () => {
  const customer = await createCustomer(ctx);
  // An `in` of n ids is a shape of its own: 201 shapes, one more than a resource keeps.
  for (let n = 1; n <= 201; n++) {
    const ids = [customer.id, ...Array.from({ length: n - 1 }, () => randomUUID())];
    const { rows, count } = await listRecords(ctx.db, resources.customer, {
      filter: { id: ids },
      limit: 10,
      offset: 0,
    });
    expect([rows.map((row) => row.id), count]).toEqual([[customer.id], 1]);
  }
});

test('on PostgreSQL each execution is planned for its own values (PGlite keeps no named statements)', async () => {
  const { rows } = (await ctx.db.execute(sql`show plan_cache_mode`)) as unknown as {
    rows: { plan_cache_mode: string }[];
  };
  expect(rows[0].plan_cache_mode).toBe(ctx.driver === 'postgres' ? 'force_custom_plan' : 'auto');
});

test('a list bad in both its order and its page is refused for its order, as before', async () => {
  const bad = { orderBy: 'nonsense_ASC', limit: 'many', offset: 0 };
  await expect(listRecords(ctx.db, resources.customer, bad)).rejects.toMatchObject({
    statusCode: 400,
    message: 'errors.query.invalidOrderBy',
  });
  await expect(listRecords(ctx.db, resources.customer, { ...bad, orderBy: 'name_ASC' })).rejects.toMatchObject({
    message: 'errors.query.invalidPage',
  });
});
