/** The latest changes from the audit log: what, by whom, how long ago (the exact time on hover). */
import { Link as MuiLink, List, ListItem, ListItemText } from '@mui/material';
import { formatDistanceToNow } from 'date-fns';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { findResource, resources } from '../../../resources';
import type { ChoiceField } from '../../../resources/kit/types';
import { recordLabel } from '../../custom/auditLog/audit-changes';
import { recordUrl } from '../../custom/auditLog/record-url';
import { optionLabel } from '../../views/fields/option-label';
import type { ActivityEntry } from '../../../resources/kit/dashboard';
import { EmptyState } from './EmptyState';
import { useFormat } from '../../views/fields/useFormat';
import { dateLocale } from './home-format';
import { Tile } from './Tile';

const entityField = resources.auditLog.fields.entityName as ChoiceField;

export function ActivityTile({ activity }: { activity: ActivityEntry[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useFormat();
  const link = { to: `/${resources.auditLog.path}`, label: translate('home.activity.open') };
  return (
    <Tile title={translate('home.activity.title')} link={link}>
      {activity.length === 0 ? (
        <EmptyState message={translate('home.activity.none')} />
      ) : (
        <List dense disablePadding>
          {activity.map((entry) => {
            const when = new Date(entry.timestamp);
            // Which record, by its own name ("Shipper 1024"), linked to its page while it exists.
            const entity = optionLabel(translate, entityField, entry.entityName);
            const label = recordLabel(translate, entry.entityName, {
              [findResource(entry.entityName)?.labelField ?? '']: entry.label,
            });
            const name = label ? translate('audit.record', { entity, label }) : entity;
            const url = recordUrl(entry.entityName, entry.entityId, entry.action);
            const action = translate(`home.activity.actions.${entry.action}`, { _: entry.action });
            return (
              <ListItem key={entry.id} disableGutters>
                <ListItemText
                  primary={
                    url ? (
                      <MuiLink component={Link} to={url}>
                        {name}
                      </MuiLink>
                    ) : (
                      name
                    )
                  }
                  secondary={`${entry.createdByEmail ?? '—'} ${action} · ${formatDistanceToNow(when, { addSuffix: true, locale: dateLocale(locale) })}`}
                  title={format.dateTime(when)}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Tile>
  );
}
