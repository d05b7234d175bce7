/**
 * A date typed and shown as the interface language writes it (pt-BR `23/11/2026`, en `11/23/2026`),
 * not as the browser's own language would in a native date input; the value stays `YYYY-MM-DD`.
 * The calendar button opens the browser's picker for those who would rather click.
 */
import type { ComponentProps } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDate, parseDate } from '../../../i18n/format';
import { CalendarButton } from './CalendarButton';
import { useFormat } from './useFormat';

type LocaleDateInputProps = Omit<ComponentProps<typeof TextInput>, 'format' | 'parse'>;

/** Stored `YYYY-MM-DD` as the language writes it; anything else (half typed) as typed. */
export const showDate = (value: unknown, locale: string) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDate(value, locale)
    : ((value as string | null | undefined) ?? '');

/** Typed text as `YYYY-MM-DD` once it is a whole day; until then as typed, so the validator names it. */
export const readDate = (text: string, locale: string) =>
  text.trim() === '' ? null : (parseDate(text, locale) ?? text);

export function LocaleDateInput(props: LocaleDateInputProps) {
  const { locale } = useFormat();
  const translate = useTranslate();
  const form = useFormContext();
  const value: unknown = useWatch({ name: String(props.source) });
  const iso = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  const label = typeof props.label === 'string' ? props.label : '';
  const pick = (day: string) =>
    form.setValue(String(props.source), day || null, { shouldDirty: true, shouldValidate: true });
  return (
    <TextInput
      {...props}
      format={(value) => showDate(value, locale)}
      parse={(text: string) => readDate(text, locale)}
      placeholder={translate('app.datePattern')}
      slotProps={{
        input: { endAdornment: <CalendarButton label={label} iso={iso} onPick={pick} /> },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
      }}
    />
  );
}
