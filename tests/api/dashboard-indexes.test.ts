/**
 * The dashboard's monthly sums are read from the per-day sums (db/tables.ts daySum), through its
 * key, never from the records' own table: at a million shippers that table read alone took 70–150 ms
 * on PGlite. With sequential scans priced out, the plan shows which table and index answer.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { monthlySums } from '../../resources/kit/dashboard';
import { monthSumsQuery } from '../../server/services/dashboard/monthly-sums';
import { monthWindow } from '../../server/services/dashboard/month-window';
import { createTestContext, type TestContext } from '../helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

test.each(Object.keys(monthlySums) as (keyof typeof monthlySums)[])(
  'the %s chart is summed from the per-day sums by their key',
  async (chart) => {
    const query = monthSumsQuery(ctx.db, chart, monthWindow(new Date('2026-11-22T12:00:00Z')));
    const text = new PgDialect().sqlToQuery(query.getSQL().inlineParams()).sql;
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan using day_sum_chart_day_pk on day_sum/);
    expect(plan).not.toMatch(new RegExp(`on ${monthlySums[chart].resource}\\b`));
  },
);
