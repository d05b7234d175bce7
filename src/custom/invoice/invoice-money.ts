/** What an invoice's payment summary shows: total, paid so far and the balance due, exact to the cent. */
import { scaledUnits } from '../../../resources/kit/decimal-units';

const cents = (value: unknown) => scaledUnits(value, 2);

export interface InvoiceMoney {
  total: number;
  paid: number;
  balance: number;
}

export function invoiceMoney(invoice: Record<string, unknown>): InvoiceMoney {
  const total = cents(invoice.total);
  const paid = cents(invoice.paid);
  return { total: total / 100, paid: paid / 100, balance: Math.max(total - paid, 0) / 100 };
}
