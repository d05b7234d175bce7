/**
 * A packing list its non-void invoice bills stays as billed (docs/domain-rules.md#packing-lists): it cannot
 * be voided, and its quantity, part, customer and shipper hold, or the invoice's total would lie.
 */
import { eq } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { packingStatus } from '../../../resources/packing';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { badRequest } from '../../errors';

const billedFields = ['quantity', 'product', 'customer', 'shipper'] as const;

type PackingRow = StoredRowOf<'packing'>;

export async function checkInvoicedPackingChange(tx: Database, before: PackingRow, values: PackingRow): Promise<void> {
  if (typeof before.invoice !== 'string') return;
  const voiding = values.status === packingStatus.Void && before.status !== packingStatus.Void;
  const changed = billedFields.some(
    (name) => values[name] !== undefined && String(values[name]) !== String(before[name]),
  );
  if (!voiding && !changed) return;
  const { invoice } = declaredTables;
  const [billing] = await tx.select({ valueID: invoice.valueID }).from(invoice).where(eq(invoice.id, before.invoice));
  throw badRequest(voiding ? 'errors.packing.invoicedVoid' : 'errors.packing.invoicedLocked', {
    invoice: billing?.valueID ?? '',
  });
}
