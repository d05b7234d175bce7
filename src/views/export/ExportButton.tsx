/**
 * "Export" in a list's actions: every row matching the list's current filter and
 * sort, unpaginated, written to an .xlsx file, or with `format="csv"` to a CSV file
 * (docs/product-spec.md#export).
 */
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/kit/types';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useShopSettings } from '../../providers/shop-settings';

export interface ExportButtonProps {
  resource: ResourceDefinition;
  format?: 'xlsx' | 'csv';
}

const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : '');

export function ExportButton({ resource, format = 'xlsx' }: ExportButtonProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Money columns in the shop's currency (the .xlsx gives them a currency format).
  const { currency } = useShopSettings();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  // The list's permanent filter (a page's own scope) applies to its export too.
  const { filter, filterValues, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(0);

  const exportRows = async () => {
    setBusy(true);
    setReceived(0);
    const params = { filter: { ...filter, ...filterValues }, sort };
    try {
      // SheetJS and papaparse are large: load them only when someone actually exports.
      if (format === 'csv') {
        const [{ buildExportCsv, csvConvention, downloadText }, { exportFileName }] = await Promise.all([
          import('./export-csv'),
          import('./export-cells'),
        ]);
        const rows: RaRecord[] = [];
        await dataProvider.exportAll(resource.name, params, (batch) => setReceived(rows.push(...batch)));
        if (rows.length === 0) return notify('errors.export.noData', { type: 'info' });
        const csv = buildExportCsv(resource, rows, translate, csvConvention(locale));
        downloadText(exportFileName(resource, Date.now(), 'csv'), csv, 'text/csv;charset=utf-8');
        return;
      }
      const [XLSX, { ExportWorkbookBuilder }, { exportFileName }] = await Promise.all([
        import('xlsx'),
        import('./export-workbook'),
        import('./export-cells'),
      ]);
      // Each batch becomes sheet rows as it arrives, while the rest of the answer is on its way.
      const builder = new ExportWorkbookBuilder(resource, translate, { currency, locale });
      await dataProvider.exportAll(resource.name, params, (batch) => {
        builder.add(batch);
        setReceived(builder.count);
      });
      if (builder.count === 0) return notify('errors.export.noData', { type: 'info' });
      XLSX.writeFile(builder.workbook(), exportFileName(resource));
    } catch (error) {
      notify(errorMessage(error) || 'errors.defaultMessage', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // How much of the list has arrived, when the list knows its total.
  const progress = total && received ? Math.min(100, (received / total) * 100) : undefined;

  return (
    <Button
      size="small"
      onClick={exportRows}
      disabled={busy}
      aria-busy={busy}
      startIcon={
        busy ? (
          <CircularProgress
            size={16}
            color="inherit"
            aria-hidden
            variant={progress === undefined ? 'indeterminate' : 'determinate'}
            value={progress}
          />
        ) : (
          <DownloadIcon />
        )
      }
    >
      {translate(format === 'csv' ? 'list.exportCsv' : 'list.export')}
    </Button>
  );
}

export default ExportButton;
