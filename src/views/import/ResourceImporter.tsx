/**
 * The import screen at /<resource.path>/importer (docs/product-spec.md#import):
 * download the template, drop or choose an .xlsx or .csv, review every row, then import the
 * valid ones 10 at a time with pause and resume; the rows that failed download as a file to fix.
 */
import { useCallback, useId } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Link, useDataProvider, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kit/types';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ImportControls } from './ImportControls';
import { ImportFilePicker } from './ImportFilePicker';
import { ImportRowsTable } from './ImportRowsTable';
import { downloadFailedRows } from './failed-rows';
import { downloadImportTemplate } from './import-template';
import { useImportSession } from './useImportSession';

export interface ResourceImporterProps {
  resource: ResourceDefinition;
}

export default function ResourceImporter({ resource }: ResourceImporterProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const send = useCallback(
    (data: Record<string, unknown>, hash: string) => dataProvider.importRow(resource.name, data, hash),
    [dataProvider, resource.name],
  );
  const { session, chooseFile, start, pause, resume, discard } = useImportSession(resource, send, translate);
  const { phase, rows } = session;
  const entityName = translate(`resources.${resource.name}.name`, { smart_count: 2 });
  const titleId = useId();

  return (
    // minWidth 0: in the layout's flex row a wide rows table would otherwise widen the page, not scroll.
    <Box sx={{ p: 2, minWidth: 0, maxWidth: '100%' }}>
      <Link to={`/${resource.path}`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {translate('importer.backToList')}
      </Link>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('importer.title', { name: entityName })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadImportTemplate(resource, translate)}
        >
          {translate('importer.downloadTemplate')}
        </Button>
      </Stack>

      {(phase === 'empty' || phase === 'failed') && (
        <ImportFilePicker onFile={chooseFile} titleId={titleId} entityName={entityName} />
      )}
      {phase === 'reading' && (
        <Stack direction="row" spacing={1} sx={{ my: 2, alignItems: 'center' }} role="status">
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{translate('importer.reading')}</Typography>
        </Stack>
      )}
      {phase === 'failed' && session.error && <Alert severity="error">{session.error}</Alert>}

      {rows.length > 0 && (
        <>
          <ImportControls
            session={session}
            onStart={start}
            onPause={pause}
            onResume={resume}
            onDiscard={discard}
            onDownloadFailed={() => downloadFailedRows(resource, rows, translate)}
          />
          <ImportRowsTable
            resource={resource}
            rows={rows}
            caption={translate('importer.rowsCaption', { file: session.fileName ?? '' })}
          />
        </>
      )}
    </Box>
  );
}
