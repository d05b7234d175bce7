/**
 * A date typed and shown as the interface language writes it (pt-BR `23/11/2026`, en `11/23/2026`),
 * not as the browser's own language would in a native date input; the value stays `YYYY-MM-DD`.
 * The calendar button opens the browser's picker for those who would rather click.
 */
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment } from '@mui/material';
import { useRef, type ComponentProps } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDate, parseDate } from '../../../i18n/format';
import { useFormat } from './useFormat';

type LocaleDateInputProps = Omit<ComponentProps<typeof TextInput>, 'format' | 'parse'>;

/** Stored `YYYY-MM-DD` as the language writes it; anything else (half typed) as typed. */
export const showDate = (value: unknown, locale: string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, locale) : ((value as string | null | undefined) ?? '');

/** Typed text as `YYYY-MM-DD` once it is a whole day; until then as typed, so the validator names it. */
export const readDate = (text: string, locale: string) => (text.trim() === '' ? null : (parseDate(text, locale) ?? text));

export function LocaleDateInput(props: LocaleDateInputProps) {
  const { locale } = useFormat();
  const translate = useTranslate();
  const form = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const open = () => picker.current?.showPicker?.();
  const value: unknown = useWatch({ name: String(props.source) });
  const iso = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  const label = typeof props.label === 'string' ? props.label : '';
  return (
    <TextInput {...props} format={(value) => showDate(value, locale)} parse={(text: string) => readDate(text, locale)}
      placeholder={translate('app.datePattern')}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={open} aria-label={translate('app.openCalendar', { field: label })}>
                <EventIcon fontSize="small" />
              </IconButton>
              <input ref={picker} type="date" tabIndex={-1} aria-hidden value={iso}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
                onChange={(event) => form.setValue(String(props.source), event.target.value || null, { shouldDirty: true, shouldValidate: true })} />
            </InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }} />
  );
}
