/**
 * Editing an invoice: its date, packing list, customer and part. Its status is shown, never chosen
 * here: voiding is final, so only "Void invoice" does it, confirming and asking why in a dialog. What
 * the server keeps is shown read-only; payments are recorded, not typed.
 */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, TopToolbar, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { offeredIn, writableFields } from '../../../resources/kit/derive';
import { can } from '../../providers/authProvider';
import { useShopSettings } from '../../providers/shop-settings';
import { fieldInput } from '../../views/fields/FieldInput';
import { useRecordValidator } from '../../views/useRecordValidator';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { InvoiceFigures } from './InvoiceFigures';
import { PaymentSummaryOfRecord } from './PaymentSummary';
import { RecordPaymentButton } from './RecordPaymentButton';
import { VoidInvoiceButton } from './VoidInvoiceButton';

const invoice = resources.invoice;
// Shown read-only by InvoiceFigures instead; the status changes only through VoidInvoiceButton.
const shownApart = new Set(['unitPrice', 'status', 'voidReason']);

export default function InvoiceEdit() {
  const { id } = useParams();
  const translate = useTranslate();
  const validate = useRecordValidator(invoice);
  const { country } = useShopSettings();
  const { onSaved, onDeleted, onLoadFailed, onFailed } = useResourceNavigation(invoice);
  const name = translate(`resources.${invoice.name}.name`, { smart_count: 1 });
  return (
    <Edit
      resource={invoice.name}
      id={id}
      title={translate('ra.page.edit', { name, recordRepresentation: '' })}
      mutationMode="pessimistic"
      queryOptions={{ onError: onLoadFailed }}
      mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
      actions={
        <TopToolbar>
          <RecordPaymentButton />
          <VoidInvoiceButton />
        </TopToolbar>
      }
    >
      <SimpleForm
        validate={validate}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {can(invoice.permissions.destroy) && (
              <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted, onError: onFailed }} />
            )}
          </Toolbar>
        }
      >
        {writableFields(invoice)
          .filter(([field]) => !shownApart.has(field))
          .filter(offeredIn(country))
          .map(([field, f]) =>
            fieldInput(field, f, translate(`resources.${invoice.name}.fields.${field}`), invoice.name),
          )}
        <InvoiceFigures />
        <PaymentSummaryOfRecord />
      </SimpleForm>
    </Edit>
  );
}
