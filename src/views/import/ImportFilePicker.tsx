/** A native, keyboard-reachable file input with a visible label and the template hint. */
import { useId } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { XLSX_MIME } from './read-import-file';

export interface ImportFilePickerProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function ImportFilePicker({ onFile, disabled }: ImportFilePickerProps) {
  const translate = useTranslate();
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <FormControl disabled={disabled} sx={{ my: 2 }}>
      <FormLabel htmlFor={id} sx={{ mb: 1, color: 'text.primary' }}>
        {translate('importer.chooseFile')}
      </FormLabel>
      <input
        id={id}
        type="file"
        accept={`.xlsx,${XLSX_MIME}`}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onFile(file);
        }}
      />
      <FormHelperText id={hintId} sx={{ mx: 0, color: 'text.secondary' }}>
        {translate('importer.hint')}
      </FormHelperText>
    </FormControl>
  );
}
