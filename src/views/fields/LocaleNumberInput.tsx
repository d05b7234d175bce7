/**
 * A number typed and shown as the interface language writes it (pt-BR `0,85`, `1.234,56`; en `0.85`,
 * `1,234.56`), whatever the browser's own language: a text input the app reads (i18n/format.ts
 * parseNumber), never the browser's `<input type=number>`, which dropped a comma it did not expect
 * (`0,85` became 85). What it cannot read stays in the form as typed, so the form's validator says so
 * under the field; a filter keeps its last readable value and says so itself.
 */
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate } from 'react-admin';
import { formatNumber, parseNumber } from '../../../i18n/format';
import type { NumberField } from '../../../resources/kit/types';
import { useFormat } from './useFormat';

export interface LocaleNumberInputProps {
  source: string;
  label?: string;
  /** Decimal places the field keeps: 0 for an integer. Shown at least `minDecimals` (money's 2). */
  scale?: number;
  minDecimals?: number;
  defaultValue?: unknown;
  helperText?: ReactNode | false;
  /** Below zero allowed: a phone's keypad then has to offer the minus sign. */
  signed?: boolean;
  /** A list filter: unreadable text is not sent to the server; the input names the problem. */
  filter?: boolean;
  slotProps?: TextFieldProps['slotProps'];
}

/** A declared number's input: its decimal places, and whether it may go below zero. */
export const numberInputProps = (field: NumberField) => ({
  scale: field.type === 'integer' ? 0 : (field.scale ?? 2),
  signed: !((field.min ?? -1) >= 0 || field.positive),
});

/** The stored number as the language writes it; text the input could not read, as typed. */
export function showNumber(value: unknown, locale: string, minDecimals = 0): string {
  if (typeof value === 'number') return formatNumber(value, locale, { minDecimals, maxDecimals: 20 });
  return typeof value === 'string' ? value : '';
}

/** Typed text as a number once it reads as one; blank as null; anything else as typed. */
export function readNumber(text: string, locale: string): number | string | null {
  if (text.trim() === '') return null;
  return parseNumber(text, locale) ?? text;
}

export function LocaleNumberInput({
  source,
  label,
  scale = 0,
  minDecimals = 0,
  defaultValue,
  helperText,
  signed,
  filter,
  slotProps,
}: LocaleNumberInputProps) {
  const { locale } = useFormat();
  const translate = useTranslate();
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source, defaultValue: defaultValue ?? null });
  // While focused the text is the person's own (`1,0` on its way to `1,05`); on blur it is rewritten.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? showNumber(field.value, locale, minDecimals);
  const unreadable = filter && typed !== null && typeof readNumber(typed, locale) === 'string';
  const message = unreadable ? translate('validation.number.typed', { path: label ?? '' }) : error?.message;

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    const value = readNumber(event.target.value, locale);
    if (!(filter && typeof value === 'string')) field.onChange(value);
  };
  const blur = () => {
    field.onBlur();
    if (!unreadable) setTyped(null);
  };
  const { ref, name } = field;
  return (
    <TextField
      id={id}
      name={name}
      inputRef={ref}
      value={text}
      onChange={change}
      onBlur={blur}
      className={`ra-input ra-input-${source}`}
      size="small"
      error={invalid || unreadable}
      label={label ? <FieldTitle label={label} source={source} isRequired={isRequired} /> : undefined}
      helperText={
        helperText === false && !message ? null : (
          <InputHelperText error={message} helperText={helperText || undefined} />
        )
      }
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: signed ? 'text' : scale > 0 ? 'decimal' : 'numeric',
          autoComplete: 'off',
          ...slotProps?.htmlInput,
        },
      }}
    />
  );
}
