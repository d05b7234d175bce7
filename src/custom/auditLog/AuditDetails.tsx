/** An entry opened: every field it speaks of, before and after for an update, the value otherwise. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useFormat } from '../../views/fields/useFormat';
import { auditChanges, type AuditEntry } from './audit-changes';

export function AuditDetails() {
  const entry = useRecordContext<AuditEntry & RaRecord>();
  const translate = useTranslate();
  const formats = useFormat();
  if (!entry) return null;
  const update = entry.action === 'update';
  const changes = auditChanges(translate, entry, formats);
  if (!changes.length) return <>{translate('audit.unchanged')}</>;
  return (
    <Table size="small" sx={{ '& td, & th': { wordBreak: 'break-word' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('audit.field')}</TableCell>
          {update ? (
            <>
              <TableCell>{translate('audit.before')}</TableCell>
              <TableCell>{translate('audit.after')}</TableCell>
            </>
          ) : (
            <TableCell>{translate('audit.value')}</TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.name}>
            <TableCell component="th" scope="row">
              {change.label}
            </TableCell>
            {update ? (
              <>
                <TableCell>{change.before || '—'}</TableCell>
                <TableCell>{change.after || '—'}</TableCell>
              </>
            ) : (
              <TableCell>{entry.action === 'delete' ? change.before : change.after}</TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
