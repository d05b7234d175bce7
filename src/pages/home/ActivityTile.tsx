/** The latest changes from the audit log: what, by whom, how long ago (the exact time on hover). */
import { List, ListItem, ListItemText } from '@mui/material';
import { formatDistanceToNow } from 'date-fns';
import { useLocaleState, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import type { ActivityEntry } from '../../../resources/kit/dashboard';
import { EmptyState } from './EmptyState';
import { dateLocale } from './home-format';
import { Tile } from './Tile';

export function ActivityTile({ activity }: { activity: ActivityEntry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const link = { to: `/${resources.auditLog.path}`, label: translate('home.activity.open') };
  return (
    <Tile title={translate('home.activity.title')} link={link}>
      {activity.length === 0 ? (
        <EmptyState message={translate('home.activity.none')} />
      ) : (
        <List dense disablePadding>
          {activity.map((entry) => {
            const when = new Date(entry.timestamp);
            // Entities without a resource label (settings) show their own name.
            const entity = translate(`resources.${entry.entityName}.name`, { smart_count: 1, _: entry.entityName });
            const action = translate(`home.activity.actions.${entry.action}`, { _: entry.action });
            return (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={entity}
                  secondary={`${entry.createdByEmail ?? '—'} ${action} · ${formatDistanceToNow(when, { addSuffix: true, locale: dateLocale(locale) })}`}
                  title={when.toLocaleString(locale)}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Tile>
  );
}
