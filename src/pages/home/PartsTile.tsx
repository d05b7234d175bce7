/** Parts received (shippers) and shipped (non-void packing lists) per month, each series only if readable. */
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import type { DashboardAnswer, MonthlySeries } from '../../../resources/kit/dashboard';
import { can } from '../../providers/authProvider';
import { EmptyState } from './EmptyState';
import { useFormat } from '../../views/fields/useFormat';
import { MonthlyTile } from './MonthlyTile';

type Props = Pick<DashboardAnswer, 'months' | 'received' | 'shipped'>;

export function PartsTile({ months, received, shipped }: Props) {
  const translate = useTranslate();
  const { number } = useFormat();
  const series = (
    [
      ['received', received],
      ['shipped', shipped],
    ] as const
  )
    .filter((entry): entry is readonly ['received' | 'shipped', MonthlySeries] => entry[1] !== undefined)
    .map(([key, figures]) => ({ label: translate(`home.parts.${key}`), values: figures.values }));
  return (
    <MonthlyTile
      title={translate('home.parts.title')}
      months={months}
      series={series}
      format={(value) => number(value, { decimals: 0 })}
      axisFormat={(value) => number(value, { compact: true })}
      empty={emptyState()}
    />
  );

  // Nothing received yet says so (and offers to receive); shipped alone says the same of packing lists.
  function emptyState() {
    if (received && !received.any) {
      const action = can(resources.shipper.permissions.create)
        ? { to: `/${resources.shipper.path}/new`, label: translate('home.parts.receive') }
        : undefined;
      return <EmptyState message={translate('home.parts.noShippers')} action={action} />;
    }
    if (!received && shipped && !shipped.any) {
      const action = can(resources.packing.permissions.create)
        ? { to: `/${resources.packing.path}/new-from-shipper`, label: translate('home.parts.ship') }
        : undefined;
      return <EmptyState message={translate('home.parts.noPackings')} action={action} />;
    }
    return undefined;
  }
}
