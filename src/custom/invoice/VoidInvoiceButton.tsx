/**
 * "Void invoice": offered to invoice editors while the invoice is not Void; the dialog confirms and asks why
 * (voidReason, required with Void; printed on the VOID invoice). A Void invoice is final.
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { invoiceStatus } from '../../../resources/invoice';
import invoiceVoid from '../../../resources/forms/invoice-void';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import { VoidDialog } from '../shared/VoidDialog';

export function VoidInvoiceButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [open, setOpen] = useState(false);
  if (!record || record.status === invoiceStatus.Void || !can(invoiceVoid.permission)) return null;
  const named = { invoice: record.valueID };
  return (
    <>
      <Button onClick={() => setOpen(true)} startIcon={<BlockIcon />} size="small" color="error">
        {translate('custom.invoice.void')}
      </Button>
      {open && (
        <VoidDialog
          request={invoiceVoid}
          title={translate('custom.invoice.voidTitle', named)}
          help={translate('custom.invoice.voidHelp')}
          confirm="custom.invoice.void"
          done="custom.invoice.voided"
          onClose={() => setOpen(false)}
          send={(data) =>
            dataProvider.update(resources.invoice.name, {
              // Over the record as it is, so only the status and the reason are sent as changed.
              id: record.id,
              data: { ...record, ...data, status: invoiceStatus.Void },
              previousData: record,
            })
          }
        />
      )}
    </>
  );
}
