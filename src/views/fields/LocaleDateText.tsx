/**
 * LocaleDateInput outside a react-admin form (the product report's From/To): a date typed and shown as
 * the interface language writes it, the calendar button beside it, the value `YYYY-MM-DD`. A half
 * typed date is kept in the box and not passed on; once the box is left, it says what to write.
 */
import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseDate } from '../../../i18n/format';
import { CalendarButton } from './CalendarButton';
import { showDate } from './LocaleDateInput';
import { useFormat } from './useFormat';

interface LocaleDateTextProps {
  label: string;
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** A whole day as `YYYY-MM-DD`, or '' when the box is emptied. */
  onChange: (value: string) => void;
  error?: boolean;
}

export function LocaleDateText({ label, value, onChange, error = false }: LocaleDateTextProps) {
  const { locale } = useFormat();
  const translate = useTranslate();
  const [text, setText] = useState(() => showDate(value, locale));
  const [left, setLeft] = useState(false);
  // A value set from outside (the address, the picker, the language) replaces what the box shows.
  useEffect(() => {
    setText((typed) => ((parseDate(typed, locale) ?? '') === value ? typed : showDate(value, locale)));
  }, [value, locale]);
  const type = (typed: string) => {
    setText(typed);
    setLeft(false);
    const day = parseDate(typed, locale);
    if (typed.trim() === '') onChange('');
    else if (day) onChange(day);
  };
  const notADay = left && text.trim() !== '' && !parseDate(text, locale);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => type(event.target.value)}
      onBlur={() => setLeft(true)}
      placeholder={translate('app.datePattern')}
      error={error || notADay}
      helperText={
        notADay ? translate('app.notADate', { value: text, pattern: translate('app.datePattern') }) : undefined
      }
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          endAdornment: (
            <CalendarButton label={label} iso={value} onPick={(day) => type(day ? showDate(day, locale) : '')} />
          ),
        },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
