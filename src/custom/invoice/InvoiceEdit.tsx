/**
 * Editing an invoice: its date, packing list, customer and part, and Void as the only status a
 * person chooses (with its reason; "Void invoice" asks it in a dialog). What the server keeps is shown
 * read-only; payments are recorded, not typed.
 */
import { DeleteButton, Edit, FormDataConsumer, SaveButton, SimpleForm, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { writableFields } from '../../../resources/kit/derive';
import { can } from '../../providers/authProvider';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { InvoiceFigures } from './InvoiceFigures';
import { PaymentSummaryOfRecord } from './PaymentSummary';
import { RecordPaymentButton } from './RecordPaymentButton';
import { VoidInvoiceButton } from './VoidInvoiceButton';

const invoice = resources.invoice;
// Shown read-only by InvoiceFigures instead.
const shownApart = new Set(['unitPrice']);

export default function InvoiceEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const validate = useRecordValidator(invoice);
  const { onSaved, onDeleted, onLoadFailed, onFailed } = useResourceNavigation(invoice);
  const name = translate(`resources.${invoice.name}.name`, { smart_count: 1 });
  return (
    <Edit resource={invoice.name} id={id} title={translate('ra.page.edit', { name, recordRepresentation: '' })}
      mutationMode="pessimistic" queryOptions={{ onError: onLoadFailed }}
      mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
      actions={<TopToolbar><RecordPaymentButton /><VoidInvoiceButton /></TopToolbar>}>
      <SimpleForm validate={validate} toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {can(invoice.permissions.destroy) && <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted, onError: onFailed }} />}
        </Toolbar>
      }>
        {writableFields(invoice).filter(([field]) => !shownApart.has(field)).map(([field, f]) => {
          const input = fieldInput(field, f, translate(`resources.${invoice.name}.fields.${field}`), invoice.name);
          // Why it is voided: asked once Void is chosen (the server refuses Void without it, under this field).
          return field !== 'voidReason' ? input
            : <FormDataConsumer key={field}>{({ formData }) => (formData.status === invoiceStatus.Void ? input : null)}</FormDataConsumer>;
        })}
        <InvoiceFigures />
        <PaymentSummaryOfRecord />
      </SimpleForm>
    </Edit>
  );
}
