/**
 * A chemical's name is unique regardless of case, and its stock and low-stock flag are the
 * server's: stock starts at zero and only movements change it (./stock.ts).
 */
import { and, ne, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { isLowStock } from './stock';

async function checkNameFree(tx: Database, name: unknown, ownId?: string): Promise<void> {
  const chemical = declaredTables.chemical;
  const key = String(name).toLowerCase();
  // Two writes of one name queue here, so both cannot pass the check below.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chemical.name:${key}`}))`);
  const sameName = sql`lower(${chemical.name}) = ${key}`;
  const [taken] = await tx
    .select({ id: chemical.id })
    .from(chemical)
    .where(ownId ? and(sameName, ne(chemical.id, ownId)) : sameName)
    .limit(1);
  if (taken) throw badRequest('errors.chemical.nameTaken', { name: String(name) });
}

export const chemicalHooks: ResourceHooks<StoredRowOf<'chemical'>> = {
  async beforeCreate({ tx }, values) {
    await checkNameFree(tx, values.name);
    values.stock = 0;
    values.lowStock = isLowStock(0, values.minimumStock);
  },
  async beforeUpdate({ tx }, before, values) {
    await checkNameFree(tx, values.name, before.id);
    // `before` is locked, so its stock is the current one.
    values.lowStock = isLowStock(before.stock, values.minimumStock);
  },
};
