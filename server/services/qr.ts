/**
 * The public face of a scanned packing slip (docs/domain-rules.md#documents-and-qr-page): only the packing
 * number, date, status, part number and quantity, nothing else about the customer.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { declaredTables } from '../db/tables';
import { notFound } from '../errors';
import { UUID } from './records/references';

export interface PublicPacking {
  valueID: number;
  date: string;
  status: string;
  part: string;
  quantity: number;
}

export async function publicPacking(db: Database, id: string): Promise<PublicPacking> {
  if (!UUID.test(id)) throw notFound();
  const { packing, product } = declaredTables;
  const [row] = await db
    .select({
      valueID: packing.valueID,
      date: packing.date,
      status: packing.status,
      part: product.part,
      quantity: packing.quantity,
    })
    .from(packing)
    .innerJoin(product, eq(product.id, packing.product))
    .where(eq(packing.id, id));
  if (!row) throw notFound();
  return row as PublicPacking;
}
