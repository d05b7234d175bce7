import { date, defineForm } from '../kit/fields';
import invoice from '../invoice';

/**
 * The period the accountant's list of fiscal notes covers (GET /api/fiscal-notes, /fiscal-notes):
 * validated on both sides like a record, so a missing or impossible day is refused under its field.
 */
export default defineForm({
  name: 'fiscalPeriod',
  fields: {
    from: date({ required: true }),
    to: date({ required: true }),
  },
  permission: invoice.permissions.read!,
});
