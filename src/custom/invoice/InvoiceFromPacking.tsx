/**
 * /invoice/new-from-packing: pick a packing list; the invoice starts with its customer and part,
 * the part's price and today's date (docs/domain-rules.md#invoices). The server computes total and due date.
 * The picker is the page's one packing list input: choosing another starts the form again.
 */
import { Alert, Button, Card, CardContent, Typography } from '@mui/material';
import { format } from 'date-fns';
import { Create, SaveButton, Title, Toolbar, useGetOne, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { resources } from '../../../resources';
import { can } from '../../providers/authProvider';
import { ResourceForm } from '../../views/ResourceForm';
import { useResourceNavigation } from '../../views/useResourceNavigation';
import { RecordPicker } from '../shared/RecordPicker';

export default function InvoiceFromPacking() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const packingId = params.get('packing') ?? '';
  // A lookup: a packing list this user may not read stays a message on the page (lookup-error.ts), not a /403.
  const { data: packing, error } = useGetOne('packing', { id: packingId, meta: { lookup: true } }, { enabled: Boolean(packingId) });
  // Without productRead the price stays empty and the server fills it from the product.
  const readsPrice = can('productRead');
  const { data: product, isPending: pricePending } = useGetOne(
    'product', { id: packing?.product }, { enabled: Boolean(packing?.product) && readsPrice },
  );
  const { onSaved, onFailed } = useResourceNavigation(resources.invoice);
  const title = translate('custom.invoice.fromPackingTitle');
  const billable = packing && packing.status !== 'Void' && !packing.invoice;
  const ready = billable && (!pricePending || !readsPrice);
  const invoiceNumber = { invoice: packing?.labels?.invoice ?? '' };
  const chosen = packing ? { id: String(packing.id), label: String(packing.valueID) } : null;
  return (
    <>
      {/* The Create below sets the title once a billable packing list is chosen. */}
      {!ready && <Title title={title} />}
      <Card sx={{ mt: 2, mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h6" component="h1">{title}</Typography>
          <RecordPicker resource="packing" label="custom.invoice.choosePacking" chosen={chosen} onChoose={(id) => setParams({ packing: id })} />
          {error && <Alert severity="warning">{translate((error as { status?: number }).status === 403 ? 'lookup.recordForbidden' : 'lookup.failed')}</Alert>}
          {packing?.status === 'Void' && <Alert severity="info">{translate('custom.invoice.packingVoid')}</Alert>}
          {packing && packing.status !== 'Void' && packing.invoice && (
            <Alert severity="info" action={
              <Button component={Link} to={`/invoice/${packing.invoice}`} color="inherit" size="small">
                {translate('custom.invoice.open', invoiceNumber)}
              </Button>
            }>
              {translate('custom.invoice.alreadyInvoiced', invoiceNumber)}
            </Alert>
          )}
        </CardContent>
      </Card>
      {ready && (
        <Create key={packing.id} resource="invoice" title={title} mutationOptions={{ onSuccess: onSaved, onError: onFailed }}
          record={{
            packing: packing.id, customer: packing.customer, product: packing.product, status: 'Pending',
            date: format(new Date(), 'yyyy-MM-dd'), unitPrice: product?.price ?? null,
          }}>
          {/* The prefilled values are a complete invoice: saving them as they are is the common case. */}
          <ResourceForm resource={resources.invoice} omit={['packing']} toolbar={<Toolbar><SaveButton alwaysEnable /></Toolbar>} />
        </Create>
      )}
    </>
  );
}
