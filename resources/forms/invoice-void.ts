import { defineForm } from '../kit/fields';
import invoice from '../invoice';

/**
 * What "Void invoice" asks for: why (invoice.voidReason, required with the status Void; docs/domain-rules.md#invoices).
 * Not stored apart: the dialog sends it with the status Void as the invoice's update; declared so its form and
 * validation derive.
 */
export default defineForm({
  name: 'invoiceVoid',
  fields: {
    voidReason: { ...invoice.fields.voidReason, required: true },
  },
  permission: invoice.permissions.edit!,
});
