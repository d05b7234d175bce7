/** An invoice with what was paid on it, and the way to record a payment. */
import { resources } from '../../../resources';
import ResourceShow from '../../views/ResourceShow';
import { InvoicePayments } from './InvoicePayments';
import { PaymentSummaryOfRecord } from './PaymentSummary';
import { RecordPaymentButton } from './RecordPaymentButton';

export default function InvoiceShow() {
  return (
    <ResourceShow resource={resources.invoice} actions={<RecordPaymentButton />}>
      <div style={{ padding: '0 16px' }}><PaymentSummaryOfRecord /></div>
      <InvoicePayments />
    </ResourceShow>
  );
}
