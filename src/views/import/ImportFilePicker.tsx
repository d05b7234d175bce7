/**
 * The file picker as a drop zone: drop an .xlsx or .csv on it, or click it, or reach the native file input
 * with the keyboard (it stays in the tab order, named "Choose an .xlsx or .csv file"). The zone is a group
 * named by the page's title, so a screen reader hears what the file is for.
 */
import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { IMPORT_ACCEPT } from './read-import-file';

export interface ImportFilePickerProps {
  onFile: (file: File) => void;
  /** The id of the page's title, which names the zone. */
  titleId: string;
  /** The records the file holds, plural ("Customers"). */
  entityName: string;
  disabled?: boolean;
}

const visuallyHidden = {
  // '1px' as text: in sx a bare 1 means 100%.
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
} as const;

export function ImportFilePicker({ onFile, titleId, entityName, disabled }: ImportFilePickerProps) {
  const translate = useTranslate();
  const id = useId();
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drag = (event: DragEvent, entering: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(entering);
  };
  const drop = (event: DragEvent) => {
    drag(event, false);
    const file = event.dataTransfer.files?.[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      onClick={() => input.current?.click()}
      onDragOver={(event) => drag(event, true)}
      onDragLeave={(event) => drag(event, false)}
      onDrop={drop}
      data-dragging={over || undefined}
      sx={{
        position: 'relative',
        my: 2,
        px: 2,
        py: 4,
        textAlign: 'center',
        cursor: disabled ? 'default' : 'pointer',
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 2,
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: disabled ? 'divider' : 'primary.main' },
        '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {translate('importer.dropHere', { name: entityName })}
      </Typography>
      <Typography variant="body2" component="p" sx={{ color: 'primary.main', fontWeight: 500, mt: 0.5 }}>
        {translate('importer.orChoose')}
      </Typography>
      <Typography id={hintId} variant="body2" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {translate('importer.hint')}
      </Typography>
      <Box
        component="input"
        ref={input}
        id={id}
        type="file"
        accept={IMPORT_ACCEPT}
        aria-label={translate('importer.chooseFile')}
        aria-describedby={hintId}
        disabled={disabled}
        sx={visuallyHidden}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          const file = target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) is a change too.
          target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
