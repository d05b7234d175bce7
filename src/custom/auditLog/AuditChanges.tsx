/** A log row's one line of what changed ("Status: Pending → Paid"), the full list a click away (AuditDetails). */
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { auditChanges, changeSummary } from './audit-changes';

export function AuditChanges() {
  const entry = useRecordContext();
  const translate = useTranslate();
  if (!entry) return null;
  const changes = auditChanges(translate, entry as never);
  const { parts, more } = changeSummary(changes, String(entry.action));
  const text = parts.length ? parts.join(' · ') : translate('audit.unchanged');
  return (
    <Typography variant="body2" component="span" title={text} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}>
      {text}
      {more > 0 && <Typography component="span" variant="body2" color="text.secondary">{` ${translate('audit.more', { smart_count: more })}`}</Typography>}
    </Typography>
  );
}
