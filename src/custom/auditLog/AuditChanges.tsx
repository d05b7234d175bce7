/** A log row's one line of what changed ("Status: Pending → Paid"), the full list a click away (AuditDetails). */
import { Fragment } from 'react';
import { Typography } from '@mui/material';
import EastIcon from '@mui/icons-material/East';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormat } from '../../views/fields/useFormat';
import { auditChanges, changeSummary, type AuditEntry, type FieldChange } from './audit-changes';

const SHOWN = 3;

/** The arrow as an icon: not every font has U+2192, and a missing glyph left "Pending   Paid". */
function Change({ change, action }: { change: FieldChange; action: string }) {
  if (action !== 'update') return <>{`${change.label}: ${action === 'delete' ? change.before : change.after}`}</>;
  return (
    <>
      {`${change.label}: ${change.before || '—'} `}
      <EastIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} aria-label="→" />
      {` ${change.after || '—'}`}
    </>
  );
}

export function AuditChanges() {
  const entry = useRecordContext<AuditEntry & RaRecord>();
  const translate = useTranslate();
  const formats = useFormat();
  if (!entry) return null;
  const action = String(entry.action);
  const changes = auditChanges(translate, entry, formats);
  const { parts, more } = changeSummary(changes, action, SHOWN);
  if (!parts.length)
    return (
      <Typography variant="body2" component="span">
        {translate('audit.unchanged')}
      </Typography>
    );
  return (
    <Typography
      variant="body2"
      component="span"
      title={parts.join(' · ')}
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        wordBreak: 'break-word',
      }}
    >
      {changes.slice(0, SHOWN).map((change, i) => (
        <Fragment key={change.name}>
          {i > 0 && ' · '}
          <Change change={change} action={action} />
        </Fragment>
      ))}
      {more > 0 && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
        >{` ${translate('audit.more', { smart_count: more })}`}</Typography>
      )}
    </Typography>
  );
}
