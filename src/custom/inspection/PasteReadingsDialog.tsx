/**
 * Readings pasted from an XRF gauge's export, read as the interface language writes numbers
 * (paste-readings.ts). The person sees how many values were found and every line refused, and adds
 * them to the readings rows or puts them in their place; nothing is added while a line is refused.
 */
import { useState } from 'react';
import { Alert, Button, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../views/fields/useFormat';
import { maxReadings, readingLimits, readPastedReadings } from './paste-readings';
import { PageDialog } from '../shared/PageDialog';

interface Props {
  /** How many readings the form holds now. */
  current: number;
  onAdd: (values: number[], replace: boolean) => void;
  onClose: () => void;
}

export function PasteReadingsDialog({ current, onAdd, onClose }: Props) {
  const translate = useTranslate();
  const { locale, number } = useFormat();
  const [text, setText] = useState('');
  const { values, refused } = readPastedReadings(text, locale);
  const room = maxReadings - current;
  const tooManyToAdd = values.length > room;
  const tooManyAtAll = values.length > maxReadings;
  const usable = values.length > 0 && refused.length === 0;
  const reason = (line: (typeof refused)[number]) =>
    line.reason === 'notANumber'
      ? translate('custom.inspection.notANumber')
      : translate('custom.inspection.outOfRange', { min: number(readingLimits.min), max: number(readingLimits.max) });
  return (
    <PageDialog titleId="paste-readings-title" onClose={onClose}>
      <DialogTitle id="paste-readings-title">{translate('custom.inspection.pasteTitle')}</DialogTitle>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <TextField
          label={translate('custom.inspection.pasteLabel')}
          helperText={translate('custom.inspection.pasteHelp')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={6}
          maxRows={14}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <div role="status" aria-live="polite">
          {text.trim() && (
            <Typography sx={{ mt: 2 }} data-testid="pasted-count">
              {translate('custom.inspection.found', { smart_count: values.length })}
            </Typography>
          )}
          {refused.length > 0 && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translate('custom.inspection.refused', { smart_count: refused.length })}
              <ul style={{ margin: 0, paddingInlineStart: '1.25em', overflowWrap: 'anywhere' }}>
                {refused.map((line) => (
                  <li key={line.line}>
                    {translate('custom.inspection.refusedLine', {
                      line: line.line,
                      text: line.text,
                      why: reason(line),
                    })}
                  </li>
                ))}
              </ul>
            </Alert>
          )}
          {usable && tooManyToAdd && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translate(tooManyAtAll ? 'custom.inspection.tooMany' : 'custom.inspection.noRoom', {
                max: maxReadings,
                room: Math.max(room, 0),
              })}
            </Alert>
          )}
        </div>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        {current > 0 && (
          <Button disabled={!usable || tooManyAtAll} onClick={() => onAdd(values, true)}>
            {translate('custom.inspection.replace')}
          </Button>
        )}
        <Button variant="contained" disabled={!usable || tooManyToAdd} onClick={() => onAdd(values, false)}>
          {translate('custom.inspection.add')}
        </Button>
      </DialogActions>
    </PageDialog>
  );
}
