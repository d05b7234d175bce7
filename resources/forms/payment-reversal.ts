import { dateToday, defineForm, text } from '../kit/fields';
import type { MessageDescriptor } from '../kit/messages';

/**
 * What "Reverse" asks for (POST /api/invoice-payment/:id/reverse): when, and why. Not a stored
 * resource: the reversal is an invoice payment of the negated amount that names the one it
 * reverses (docs/domain-rules.md#payments); declared so its form and validation derive.
 */
export default defineForm({
  name: 'paymentReversal',
  fields: {
    date: dateToday({ required: true }),
    notes: text({ required: true, max: 2000, multiline: true }),
  },
  permission: 'invoiceEdit',
});

/**
 * A reversal takes back money received, so it cannot be dated before that money came in: the
 * refusal of its date, checked by the Reverse dialog and by the server (payment-reversal.ts).
 */
export function reversalDateRefusal(date: unknown, paymentDate: unknown): MessageDescriptor | undefined {
  if (typeof date !== 'string' || typeof paymentDate !== 'string' || date >= paymentDate) return undefined;
  return { key: 'validation.date.beforePayment', args: { min: paymentDate }, dates: ['min'] };
}
