/** An invoice as it prints, with what was paid on it, its PDF, and the way to record a payment. */
import { resources } from '../../../resources';
import { DocumentButtons, documentFields } from '../../views/DocumentButtons';
import { DocumentSheet } from '../../views/DocumentSheet';
import ResourceShow from '../../views/ResourceShow';
import { InvoicePayments } from './InvoicePayments';
import { PaymentSummaryOfRecord } from './PaymentSummary';
import { RecordPaymentButton } from './RecordPaymentButton';

// Offered as buttons above the fields, not again as Open PDF links among them.
const printed = documentFields(resources.invoice).map(([name]) => name);

export default function InvoiceShow() {
  return (
    <ResourceShow resource={resources.invoice} omit={printed} document={<DocumentSheet resource={resources.invoice} />}
      actions={<><DocumentButtons resource={resources.invoice} /><RecordPaymentButton /></>}>
      <div style={{ padding: '0 16px' }}><PaymentSummaryOfRecord /></div>
      <InvoicePayments />
    </ResourceShow>
  );
}
