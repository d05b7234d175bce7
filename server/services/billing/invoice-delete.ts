/**
 * Invoices that carry money or were voided stay in the books: deleting one would erase what was
 * billed and collected. Only an invoice nothing was paid on may go, Pending or Expired alike (an
 * unpaid Expired invoice holds no money either). A bulk delete is refused whole by the first one
 * kept, named by its number.
 */
import type { StoredRowOf } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { badRequest } from '../../errors';

type InvoiceRow = StoredRowOf<'invoice'>;

const hasMoney = (row: InvoiceRow) =>
  row.status === invoiceStatus.Paid || (row.paid !== null && row.paid !== undefined && Number(row.paid) > 0);

/** The rows are locked by the delete, so a payment recorded meanwhile waits and is seen here. */
export function checkInvoicesDeletable(rows: InvoiceRow[]): void {
  const kept = [...rows]
    .sort((a, b) => Number(a.valueID) - Number(b.valueID))
    .find((row) => row.status === invoiceStatus.Void || hasMoney(row));
  if (!kept) return;
  throw badRequest(kept.status === invoiceStatus.Void ? 'errors.invoice.deleteVoid' : 'errors.invoice.deletePaid', {
    invoice: Number(kept.valueID),
  });
}
