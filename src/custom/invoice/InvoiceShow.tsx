/**
 * An invoice as it prints (its totals, amount paid and balance due among them), the payments made on it, its PDF,
 * and the way to record a payment.
 */
import { resources } from '../../../resources';
import { DocumentButtons, documentFields } from '../../views/DocumentButtons';
import { DocumentSheet } from '../../views/DocumentSheet';
import ResourceShow from '../../views/ResourceShow';
import { InvoicePayments } from './InvoicePayments';
import { RecordPaymentButton } from './RecordPaymentButton';

// Offered as buttons above the fields, not again as Open PDF links among them.
const printed = documentFields(resources.invoice).map(([name]) => name);

export default function InvoiceShow() {
  return (
    <ResourceShow resource={resources.invoice} omit={printed} document={<DocumentSheet resource={resources.invoice} />}
      actions={<><DocumentButtons resource={resources.invoice} /><RecordPaymentButton /></>}>
      <InvoicePayments />
    </ResourceShow>
  );
}
