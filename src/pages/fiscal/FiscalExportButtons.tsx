/**
 * The period's notes as the accountant takes them: an .xlsx or a CSV in the reader's convention,
 * written from the rows on screen by the app's own export (src/views/export/), loaded on first use.
 */
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useLocaleState, useTranslate } from 'react-admin';
import type { FiscalLedgerNote } from '../../../resources/kit/fiscal-ledger';
import { useShopSettings } from '../../providers/shop-settings';
import { fiscalNoteColumns, fiscalNoteRow } from './fiscal-note-columns';

export function FiscalExportButtons({ notes, from, to }: { notes: FiscalLedgerNote[]; from: string; to: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { currency } = useShopSettings();
  const rows = () => notes.map(fiscalNoteRow);
  const name = (extension: string) => `${fiscalNoteColumns.exportName}_${from}_${to}.${extension}`;
  const xlsx = async () => {
    const [XLSX, { buildExportWorkbook }] = await Promise.all([
      import('xlsx'),
      import('../../views/export/export-workbook'),
    ]);
    XLSX.writeFile(buildExportWorkbook(fiscalNoteColumns, rows(), translate, { currency, locale }), name('xlsx'));
  };
  const csv = async () => {
    const { buildExportCsv, csvConvention, downloadText } = await import('../../views/export/export-csv');
    const text = buildExportCsv(fiscalNoteColumns, rows(), translate, csvConvention(locale));
    downloadText(name('csv'), text, 'text/csv;charset=utf-8');
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" startIcon={<DownloadIcon />} onClick={xlsx} disabled={!notes.length}>
        {translate('list.export')}
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} onClick={csv} disabled={!notes.length}>
        {translate('list.exportCsv')}
      </Button>
    </Stack>
  );
}
