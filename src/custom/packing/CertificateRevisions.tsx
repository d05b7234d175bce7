/**
 * The packing list's certificate as released: each revision, newest first, with who released it, why it
 * replaced the one before, and its stored PDF; before any release, that it prints as an unsigned draft.
 */
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useRecordContext, useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { useFormat } from '../../views/fields/useFormat';
import { DocumentLink } from '../../views/fields/DocumentLink';

const { certificate, packing } = resources;

/** The released revisions of packing list `id`, newest first (one query, shared by the list and the release). */
export function useCertificates(id: string | undefined) {
  return useGetList(
    certificate.name,
    { filter: { packing: id }, sort: { field: 'revision', order: 'DESC' }, pagination: { page: 1, perPage: 100 } },
    { enabled: id !== undefined },
  );
}

export function CertificateRevisions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { dateTime } = useFormat();
  const id = record?.id === undefined ? undefined : String(record.id);
  const { data } = useCertificates(id);
  if (!data || !id) return null;
  if (!data.length) return <Typography variant="body2">{translate('custom.quality.notReleased')}</Typography>;
  return (
    <List dense disablePadding aria-label={translate('custom.quality.revisions')}>
      {data.map((row) => (
        <ListItem key={row.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
          <ListItemText
            sx={{ minWidth: 0, flex: '1 1 16rem', overflowWrap: 'anywhere' }}
            primary={translate('custom.quality.revision', {
              revision: row.revision,
              at: dateTime(row.releasedAt),
              by: row.releasedBy,
            })}
            secondary={
              row.revision > 1 ? translate('custom.quality.revisionReason', { reason: row.reason ?? '' }) : null
            }
          />
          <DocumentLink
            url={`/api/${packing.path}/${encodeURIComponent(id)}/certificate?revision=${row.revision}`}
            label={translate('custom.quality.revisionPdf', { revision: row.revision })}
          />
        </ListItem>
      ))}
    </List>
  );
}
