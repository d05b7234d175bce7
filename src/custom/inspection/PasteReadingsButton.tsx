/** "Paste readings": opens the paste dialog and puts what it read into the form's readings rows. */
import { useState } from 'react';
import ContentPaste from '@mui/icons-material/ContentPaste';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasteReadingsDialog } from './PasteReadingsDialog';
import { withReadings } from './paste-readings';

type Row = { value?: unknown };
// A row left blank would stop the form saving: pasted readings take its place.
const filledRows = (rows: unknown) =>
  (Array.isArray(rows) ? (rows as Row[]) : []).filter(
    (row) => row?.value !== null && row?.value !== undefined && row.value !== '',
  );

export function PasteReadingsButton() {
  const translate = useTranslate();
  const form = useFormContext();
  const rows = filledRows(useWatch({ name: 'readings' }));
  const [open, setOpen] = useState(false);
  const add = (values: number[], replace: boolean) => {
    form.setValue('readings', withReadings(rows, values, replace), { shouldDirty: true, shouldValidate: true });
    setOpen(false);
  };
  return (
    <>
      <Button startIcon={<ContentPaste />} onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        {translate('custom.inspection.paste')}
      </Button>
      {open && <PasteReadingsDialog current={rows.length} onAdd={add} onClose={() => setOpen(false)} />}
    </>
  );
}
