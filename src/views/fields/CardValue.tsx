/**
 * One value on a phone's list card (../ListCards.tsx): as the list's column writes it, a reference by
 * its label as text (the card itself opens the record; a link inside a link is no target on a phone).
 */
import type { RaRecord } from 'react-admin';
import type { Field } from '../../../resources';
import { ChoiceText } from './ChoiceText';
import { FormattedValue } from './FormattedValue';
import { QuantityWithUnit } from './QuantityWithUnit';

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
  if (!field) return null;
  const value = record[name];
  switch (field.type) {
    case 'reference':
      return <>{String(record.labels?.[name] ?? value)}</>;
    case 'choice':
      return <ChoiceText field={field} value={value} />;
    case 'integer':
    case 'decimal':
      if (field.unitOf) return <QuantityWithUnit source={name} field={field} />;
      return <FormattedValue field={field} value={value} />;
    default:
      return <FormattedValue field={field} value={value} />;
  }
}
