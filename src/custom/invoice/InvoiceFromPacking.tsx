/**
 * /invoice/new-from-packing: pick a packing list; the invoice starts with its customer and part,
 * the part's price and today's date (docs/domain-rules.md#invoices). The server computes total and due date.
 * The picker is the page's one packing list input: choosing another starts the form again. The start
 * comes from the server's prefill, so an invoice editor who may not read packing lists gets it too.
 */
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { format } from 'date-fns';
import { Create, SaveButton, Title, Toolbar, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { packingStatus } from '../../../resources/packing';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { RecordPicker } from '../shared/RecordPicker';
import { prefillFailure, useInvoicePrefill } from '../shared/usePrefill';

export default function InvoiceFromPacking() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const packingId = params.get('packing') ?? '';
  const { data: prefill, error } = useInvoicePrefill(packingId || undefined);
  const { onSaved, onFailed } = useResourceNavigation(resources.invoice);
  const title = translate('custom.invoice.fromPackingTitle');
  const packing = prefill && prefill.packing.id === packingId ? prefill : undefined;
  const ready = packing && packing.status !== packingStatus.Void && !packing.invoice;
  const invoiceNumber = { invoice: packing?.invoice?.label ?? '' };
  const chosen = packing?.packing ?? null;
  return (
    <>
      {/* The Create below sets the title once a billable packing list is chosen. */}
      {!ready && <Title title={title} />}
      <Card sx={{ mt: 2, mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">
            {title}
          </Typography>
          <RecordPicker
            resource="packing"
            label="custom.invoice.choosePacking"
            chosen={chosen}
            onChoose={(id) => setParams({ packing: id })}
          />
          {error && <Alert severity="warning">{translate(prefillFailure(error))}</Alert>}
          {packing?.status === packingStatus.Void && (
            <Alert severity="info">{translate('custom.invoice.packingVoid')}</Alert>
          )}
          {packing && packing.status !== packingStatus.Void && packing.invoice && (
            <Alert
              severity="info"
              action={
                <Button component={Link} to={`/invoice/${packing.invoice.id}`} color="inherit" size="small">
                  {translate('custom.invoice.open', invoiceNumber)}
                </Button>
              }
            >
              {translate('custom.invoice.alreadyInvoiced', invoiceNumber)}
            </Alert>
          )}
        </CardContent>
      </Card>
      {ready && (
        <Create
          key={packing.packing.id}
          resource="invoice"
          title={title}
          mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
          record={{
            packing: packing.packing.id,
            customer: packing.customer?.id,
            product: packing.product?.id,
            status: invoiceStatus.Pending,
            date: format(new Date(), 'yyyy-MM-dd'),
            unitPrice: packing.unitPrice,
          }}
        >
          {/* The prefilled values are a complete invoice: saving them as they are is the common case. */}
          <ResourceForm
            resource={resources.invoice}
            omit={['packing']}
            toolbar={
              <Toolbar>
                <SaveButton alwaysEnable />
              </Toolbar>
            }
          />
        </Create>
      )}
    </>
  );
}
