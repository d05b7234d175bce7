/**
 * An invoice as it prints (its totals, amount paid and balance due among them), the payments made on it, its PDF,
 * the PIX code for its balance (a shop billing in reais), and the ways to record a payment and to void it (with a reason).
 */
import { resources } from '../../../resources';
import { DocumentButtons, documentFields } from '../../views/DocumentButtons';
import { DocumentSheet } from '../../views/DocumentSheet';
import ResourceShow from '../../views/ResourceShow';
import { InvoicePayments } from './InvoicePayments';
import { PixPanel } from './PixPanel';
import { RecordPaymentButton } from './RecordPaymentButton';
import { VoidInvoiceButton } from './VoidInvoiceButton';

// Offered as buttons above the fields, not again as Open PDF links among them; the balance due is
// the printed one, not repeated among the fields.
const printed = [...documentFields(resources.invoice).map(([name]) => name), 'balance'];

export default function InvoiceShow() {
  return (
    <ResourceShow
      resource={resources.invoice}
      omit={printed}
      document={<DocumentSheet resource={resources.invoice} />}
      actions={
        <>
          <DocumentButtons resource={resources.invoice} />
          <RecordPaymentButton />
          <VoidInvoiceButton />
        </>
      }
    >
      <PixPanel />
      <InvoicePayments />
    </ResourceShow>
  );
}
