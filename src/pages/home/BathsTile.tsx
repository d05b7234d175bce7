/**
 * "Baths needing attention": tanks in use that are Out of control or Not analysed for too long, read
 * from the tank list itself (the state is the server's), so it shows exactly what the list would.
 */
import { Chip, Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { resources } from '../../../resources';
import { viewUrl } from '../../../resources/kit/derive';
import { can } from '../../providers/authProvider';
import { useShopSettings } from '../../providers/shop-settings';
import { useFormat } from '../../views/fields/useFormat';
import { TABLE_HEIGHT, TileSkeleton } from './DashboardSkeleton';
import { EmptyState } from './EmptyState';
import { filteredListUrl } from './home-format';
import { Tile } from './Tile';

const SHOWN = 6;

export function BathsTile() {
  const translate = useTranslate();
  const tank = resources.tank;
  const { date } = useFormat();
  // The shop's number of days (the server judged the state by it); said on each stale row.
  const { analysisStaleDays } = useShopSettings();
  const page = { page: 1, perPage: SHOWN };
  const out = useGetList(tank.name, {
    pagination: page,
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'inUse', state: 'outOfControl' },
  });
  const stale = useGetList(tank.name, {
    pagination: page,
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'inUse', state: 'notAnalysed' },
  });
  const any = useGetList(tank.name, { pagination: { page: 1, perPage: 1 } });
  // Its place is kept while the tank list answers, so the tiles after it do not move when it arrives.
  if (out.isPending || stale.isPending || any.isPending) return <TileSkeleton height={TABLE_HEIGHT} />;
  const title = translate('home.baths.title');
  if (!any.total) {
    const action = can(tank.permissions.create)
      ? { to: `/${tank.path}/new`, label: translate('home.baths.add') }
      : undefined;
    return (
      <Tile title={title}>
        <EmptyState message={translate('home.baths.noTanks')} action={action} />
      </Tile>
    );
  }
  const rows = [...(out.data ?? []), ...(stale.data ?? [])].slice(0, SHOWN);
  const count = (out.total ?? 0) + (stale.total ?? 0);
  const link = out.total
    ? {
        to: filteredListUrl(tank, { state: 'outOfControl' }),
        label: translate('home.baths.seeAll', { smart_count: count }),
      }
    : undefined;
  return (
    <Tile title={title} link={link}>
      {rows.length === 0 ? (
        <EmptyState message={translate('home.baths.none')} />
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              disableGutters
              secondaryAction={
                <Chip
                  size="small"
                  color={row.state === 'outOfControl' ? 'error' : 'warning'}
                  label={translate(`choices.tankState.${row.state}.label`)}
                />
              }
            >
              <ListItemText
                primary={
                  <MuiLink component={Link} to={viewUrl(tank, row.id)}>
                    {row.name}
                  </MuiLink>
                }
                secondary={[
                  row.lastAnalysed
                    ? translate('home.baths.lastAnalysed', { date: date(row.lastAnalysed) })
                    : translate('home.baths.never'),
                  row.state === 'notAnalysed' && translate('home.baths.staleFor', { smart_count: analysisStaleDays }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                sx={{ pr: 14, overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Tile>
  );
}
