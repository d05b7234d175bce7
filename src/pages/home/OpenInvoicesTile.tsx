/** Invoices waiting for payment: how many are Pending and Expired and their totals, each opening the filtered list. */
import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { invoiceStatus } from '../../../resources/invoice';
import { openInvoiceStatuses, type DashboardAnswer, type OpenInvoiceStatus } from '../../../resources/kit/dashboard';
import { optionLabel } from '../../views/fields/option-label';
import { EmptyState } from './EmptyState';
import { useFormat } from '../../views/fields/useFormat';
import { filteredListUrl } from './home-format';
import { Tile } from './Tile';

type Open = NonNullable<DashboardAnswer['billing']>['open'];

export function OpenInvoicesTile({ open }: { open: Open }) {
  const translate = useTranslate();
  const none = openInvoiceStatuses.every((status) => open[status].count === 0);
  return (
    <Tile title={translate('home.openInvoices.title')}>
      {none ? (
        <EmptyState message={translate('home.openInvoices.none')} />
      ) : (
        <List dense disablePadding>
          {openInvoiceStatuses.map((status) => (
            <StatusRow key={status} status={status} figures={open[status]} />
          ))}
        </List>
      )}
    </Tile>
  );
}

function StatusRow({ status, figures }: { status: OpenInvoiceStatus; figures: Open[OpenInvoiceStatus] }) {
  const translate = useTranslate();
  const { money } = useFormat();
  const field = resources.invoice.fields.status;
  // Named as the invoice list names its statuses.
  const label = field.type === 'choice' ? optionLabel(translate, field, status) : status;
  // Each link inside its list item: a <ul> holds only <li> (axe: list).
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={filteredListUrl(resources.invoice, { status })}>
        <ListItemText
          primary={label}
          secondary={translate('home.openInvoices.count', { smart_count: figures.count })}
        />
        <Typography
          variant="h6"
          component="span"
          color={status === invoiceStatus.Expired && figures.count ? 'error' : undefined}
        >
          {money(figures.total)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}
