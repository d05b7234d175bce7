/**
 * One value on a phone's list card (../ListCards.tsx), written as a table cell writes it (format-cell.ts:
 * numbers, money and dates in the interface language, options by name); a reference by the label the
 * API answers beside it, as text (the card itself opens the record; a link inside a link is no target).
 */
import { useTranslate, type RaRecord } from 'react-admin';
import type { Field, NumberField } from '../../../resources/kit/types';
import { formatCell } from './format-cell';
import { QuantityWithUnit } from './QuantityWithUnit';
import { useFormat } from './useFormat';

interface CardValueProps {
  name: string;
  field: Field | undefined;
  record: RaRecord;
}

/** A flag counts where set: a card names it (Disabled) and says nothing where it is not. */
export const hasValue = (field: Field | undefined, record: RaRecord, name: string): boolean =>
  field?.type === 'boolean'
    ? record[name] === true
    : field !== undefined && record[name] !== null && record[name] !== undefined && record[name] !== '';

export function CardValue({ name, field, record }: CardValueProps) {
  const translate = useTranslate();
  const formats = useFormat();
  if (!field) return null;
  const label: unknown = record.labels?.[name];
  if (typeof label === 'string' || typeof label === 'number') return <>{String(label)}</>;
  // Counted in a referenced record's unit (a receipt's kg).
  if ((field as NumberField).unitOf) return <QuantityWithUnit source={name} field={field as NumberField} />;
  return <>{formatCell(translate, field, record[name], formats)}</>;
}
