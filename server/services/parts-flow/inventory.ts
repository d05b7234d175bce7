/**
 * Parts on hand per product (README "Inventory"): a ledger kept by the server alone. It starts at
 * the product's opening stock and is moved only here, by the records that move parts (shippers in,
 * packing lists out, stock adjustments either way), in their own transaction. The product row is
 * locked first, so concurrent moves queue and the check below always sees the count it changes.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { numberArg } from '../../../resources/kit/messages';
import { badRequest } from '../../errors';

export async function moveInventory(tx: Database, productId: unknown, delta: number): Promise<void> {
  if (!delta || typeof productId !== 'string') return;
  const product = declaredTables.product;
  const [row] = await tx
    .select({ part: product.part, inventory: product.inventory })
    .from(product)
    .where(eq(product.id, productId))
    .for('update');
  if (!row) return; // a missing product is the foreign key's refusal
  const onHand = Number(row.inventory ?? 0);
  if (onHand + delta < 0)
    throw badRequest('errors.product.belowZero', { part: row.part ?? '', onHand: numberArg(onHand) });
  await tx
    .update(product)
    .set({ inventory: sql`coalesce(${product.inventory}, 0) + ${delta}` })
    .where(eq(product.id, productId));
}
