/**
 * What the server keeps on an invoice (docs/domain-rules.md#invoices): total, due date and status.
 * Pure functions over plain values, so the rules read (and test) without a database.
 */
import { invoiceStatus, type InvoiceStatus } from '../../../resources/invoice';
import { scaledUnits } from '../../../resources/kit/decimal-units';
import { termDays } from '../../../resources/kit/payment-terms';

/** Today's date as the shop's records hold dates: yyyy-MM-dd (UTC). */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** The customer's term's days added to the invoice date (À vista, D0: the date itself); no term, no due date. */
export function dueDateFor(date: string, term: unknown): string | null {
  const days = termDays(term);
  if (days === null) return null;
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** unitPrice (as stored) x quantity, in cents so 0.1 x 3 is 0.30, not 0.30000000000000004. */
export function totalFor(unitPrice: unknown, quantity: unknown): string | null {
  if (unitPrice === null || unitPrice === undefined) return null;
  const cents = scaledUnits(unitPrice, 2) * Number(quantity ?? 0);
  return (cents / 100).toFixed(2);
}

export interface StatusInput {
  status?: unknown;
  total?: unknown;
  paid?: unknown;
  dueDate?: unknown;
}

/** Void only by a user's choice; then Paid once paid covers the total; Expired while unpaid past due. */
export function statusFor({ status, total, paid, dueDate }: StatusInput, today: string): InvoiceStatus {
  if (status === invoiceStatus.Void) return invoiceStatus.Void;
  const hasPaid = paid !== null && paid !== undefined;
  if (hasPaid && total !== null && total !== undefined && Number(paid) >= Number(total)) return invoiceStatus.Paid;
  if (typeof dueDate === 'string' && dueDate < today) return invoiceStatus.Expired;
  return invoiceStatus.Pending;
}
