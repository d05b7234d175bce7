/** Money invoiced (totals) and collected (paid) per month, of the non-Void invoices. */
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import type { DashboardAnswer } from '../../../resources/kit/dashboard';
import { can } from '../../providers/authProvider';
import { EmptyState } from './EmptyState';
import { formatMoney } from '../../../i18n/format';
import { useFormat } from '../../views/fields/useFormat';
import { MonthlyTile } from './MonthlyTile';

type Props = { months: string[]; billing: NonNullable<DashboardAnswer['billing']> };

export function MoneyTile({ months, billing }: Props) {
  const translate = useTranslate();
  const formats = useFormat();
  const axisFormat = (value: number) => formatMoney(value, formats.currency, formats.locale, { compact: true });
  const series = [
    { label: translate('home.money.invoiced'), values: billing.invoiced.values },
    { label: translate('home.money.collected'), values: billing.collected.values },
  ];
  const action = can(resources.invoice.permissions.create)
    ? { to: `/${resources.invoice.path}/new-from-packing`, label: translate('home.money.bill') }
    : undefined;
  const empty = billing.invoiced.any ? undefined : (
    <EmptyState message={translate('home.money.noInvoices')} action={action} />
  );
  return (
    <MonthlyTile
      title={translate('home.money.title')}
      months={months}
      series={series}
      format={formats.money}
      axisFormat={axisFormat}
      empty={empty}
    />
  );
}
