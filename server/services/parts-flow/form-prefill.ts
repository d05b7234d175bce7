/**
 * What a "new from" form starts with (docs/domain-rules.md#packing-lists, docs/domain-rules.md#invoices),
 * computed here so a packing or invoice editor who may not read the source record still gets it:
 * references as `{id, label}` (what their lookups may show), the values the form copies and the
 * counts it states. Nothing else of the source record leaves the server.
 */
import { eq } from 'drizzle-orm';
import { resources } from '../../../resources';
import type { Database } from '../../db/client';
import type { InvoicePrefill, PackingPrefill } from '../../schema/prefill';
import { declaredTables } from '../../db/tables';
import type { Row } from '../records/record-shape';
import { getRecord } from '../records/records-read';

export interface Labelled {
  id: string;
  label: string;
}

const labels = (record: Row) => (record.labels ?? {}) as Record<string, string | null>;
const labelled = (record: Row, field: string): Labelled | null =>
  typeof record[field] === 'string'
    ? { id: record[field] as string, label: String(labels(record)[field] ?? '') }
    : null;

/** A packing list from a shipper: its customer, part, PO and RMA, and how many parts remain unpacked. */
export async function packingPrefill(db: Database, shipperId: string): Promise<PackingPrefill> {
  const shipper = await getRecord(db, resources.shipper, shipperId);
  const quantity = Number(shipper.quantity ?? 0);
  const packed = Number(shipper.packed ?? 0);
  return {
    shipper: { id: String(shipper.id), label: String(shipper.valueID) },
    customer: labelled(shipper, 'customer'),
    product: labelled(shipper, 'product'),
    po: shipper.po ?? null,
    rma: shipper.rma ?? null,
    quantity,
    packed,
    remaining: Math.max(quantity - packed, 0),
  };
}

/** An invoice from a packing list: its customer, part, quantity and the part's price; whether it is billable. */
export async function invoicePrefill(db: Database, packingId: string): Promise<InvoicePrefill> {
  const packing = await getRecord(db, resources.packing, packingId);
  const { product } = declaredTables;
  const [part] =
    typeof packing.product === 'string'
      ? await db.select({ price: product.price }).from(product).where(eq(product.id, packing.product))
      : [];
  return {
    packing: { id: String(packing.id), label: String(packing.valueID) },
    status: packing.status,
    customer: labelled(packing, 'customer'),
    product: labelled(packing, 'product'),
    quantity: Number(packing.quantity ?? 0),
    unitPrice: part?.price === null || part?.price === undefined ? null : Number(part.price),
    // Its non-void invoice: the page offers to open it instead of billing twice.
    invoice: labelled(packing, 'invoice'),
  };
}
