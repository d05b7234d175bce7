/** Parts on hand per product (DESIGN.md section 3): moved by the records that move parts, in their transaction. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';

export async function moveInventory(tx: Database, productId: unknown, delta: number): Promise<void> {
  if (!delta || typeof productId !== 'string') return;
  const product = resourceTables.product;
  await tx
    .update(product)
    .set({ inventory: sql`coalesce(${product.inventory}, 0) + ${delta}` })
    .where(eq(product.id, productId));
}
