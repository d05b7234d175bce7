/**
 * Gap-free visible numbers (valueID). The counter row is locked by the upsert until the
 * creating transaction ends, so concurrent creates queue and a rollback returns the number.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function nextSequenceValue(tx: Database, name: string): Promise<number> {
  const result = (await tx.execute(sql`
    insert into "counters" ("name", "value") values (${name}, 1)
    on conflict ("name") do update set "value" = "counters"."value" + 1
    returning "value"`)) as unknown as { rows: { value: number | string }[] };
  return Number(result.rows[0].value);
}
