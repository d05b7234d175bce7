/**
 * The calendar button beside a typed date (LocaleDateInput, LocaleDateText): it opens the browser's
 * own picker on a hidden native date input, for those who would rather click than type.
 */
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';

interface CalendarButtonProps {
  /** The date's field label, naming the button. */
  label: string;
  /** The day shown, `YYYY-MM-DD`, or '' while none (or a half typed one). */
  iso: string;
  /** The day picked, `YYYY-MM-DD`, or '' when the picker was cleared. */
  onPick: (iso: string) => void;
}

export function CalendarButton({ label, iso, onPick }: CalendarButtonProps) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <InputAdornment position="end">
      <IconButton
        size="small"
        edge="end"
        onClick={() => picker.current?.showPicker?.()}
        aria-label={translate('app.openCalendar', { field: label })}
      >
        <EventIcon fontSize="small" />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={iso}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          pointerEvents: 'none',
          border: 0,
          padding: 0,
        }}
        onChange={(event) => onPick(event.target.value)}
      />
    </InputAdornment>
  );
}
