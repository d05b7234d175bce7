/** The form input for each declared field type. Rules come from the form-level validator. */
import {
  BooleanInput, DateTimeInput, ReferenceInput, SelectArrayInput, SelectInput, TextInput,
} from 'react-admin';
import type { Field } from '../../../resources';
import { autocompleteFilter } from '../../providers/dataProvider';
import { ChoosableSelect } from './ChoosableSelect';
import { ImagesInput } from './ImagesInput';
import { LocaleDateInput } from './LocaleDateInput';
import { LocaleNumberInput, numberInputProps } from './LocaleNumberInput';
import { MoneyInput } from './MoneyInput';
import { ReferenceAutocomplete } from './ReferenceAutocomplete';
import { RowsInput } from './RowsInput';
import { optionChoices } from './option-label';

/**
 * The browser's local "2026-03-02T10:30" as the instant it names (ISO with offset), which the shared
 * validator and the API take; a half-typed value stays as typed, so the validator says it is invalid.
 */
const isoDateTime = (value: string) => {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : instant.toISOString();
};

/** `resourceName` names the labels of a rows field's columns. */
export function fieldInput(name: string, field: Field, label: string, resourceName = '') {
  const common = { source: name, label: field.required ? `${label} *` : label, defaultValue: field.default };
  switch (field.type) {
    case 'string':
      return (
        <TextInput key={name} {...common} type={field.format === 'email' ? 'email' : 'text'} multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined} fullWidth />
      );
    case 'integer':
    case 'decimal': {
      const number = { ...common, ...numberInputProps(field) };
      return field.money ? <MoneyInput key={name} {...number} /> : <LocaleNumberInput key={name} {...number} />;
    }
    case 'boolean':
      return <BooleanInput key={name} {...common} />;
    case 'date':
      return <LocaleDateInput key={name} {...common} />;
    case 'datetime':
      return <DateTimeInput key={name} {...common} parse={isoDateTime} />;
    case 'choice':
      if (field.choosable) return <ChoosableSelect key={name} {...common} field={field} />;
      return <SelectInput key={name} {...common} choices={optionChoices(field)} />;
    case 'choices':
      return <SelectArrayInput key={name} {...common} choices={optionChoices(field)} sx={{ minWidth: 320 }} />;
    case 'reference': {
      return (
        <ReferenceInput key={name} {...common} reference={field.resource} filter={autocompleteFilter}>
          <ReferenceAutocomplete field={field} label={common.label} />
        </ReferenceInput>
      );
    }
    case 'files':
      return <ImagesInput key={name} source={name} label={common.label} field={field} />;
    case 'rows':
      return <RowsInput key={name} source={name} label={common.label} field={field} resourceName={resourceName} renderInput={fieldInput} />;
    default:
      return null;
  }
}
