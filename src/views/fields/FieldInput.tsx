/** The form input for each declared field type. Rules come from the form-level validator. */
import { BooleanInput, DateTimeInput, ReferenceInput, SelectArrayInput, SelectInput, TextInput } from 'react-admin';
import type { ReactElement } from 'react';
import type { Field } from '../../../resources';
import type { FieldOf, FieldType, NumberField } from '../../../resources/kit/types';
import { autocompleteFilter } from '../../providers/dataProvider';
import { ChoosableSelect } from './ChoosableSelect';
import { ImagesInput } from './ImagesInput';
import { LocaleDateInput } from './LocaleDateInput';
import { LocaleNumberInput, numberInputProps } from './LocaleNumberInput';
import { ManyChoicesInput, MANY_OPTIONS } from './ManyChoicesInput';
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

interface InputCommon {
  source: string;
  label: string;
  defaultValue: Field['default'];
}
type InputFor<F extends Field> = (name: string, field: F, common: InputCommon, resourceName: string) => ReactElement;

/** Each field type's input, by type (tsc asks a new type for its entry); null: never typed (computed, kept by the server). */
const inputs: { readonly [T in FieldType]: InputFor<FieldOf<T>> | null } = {
  string: (name, field, common) => (
    <TextInput
      key={name}
      {...common}
      type={field.format === 'email' ? 'email' : 'text'}
      multiline={field.multiline}
      minRows={field.multiline ? 2 : undefined}
      fullWidth
    />
  ),
  integer: numberInput,
  decimal: numberInput,
  boolean: (name, _field, common) => <BooleanInput key={name} {...common} />,
  date: (name, _field, common) => <LocaleDateInput key={name} {...common} />,
  datetime: (name, _field, common) => <DateTimeInput key={name} {...common} parse={isoDateTime} />,
  choice: (name, field, common) =>
    field.choosable ? (
      <ChoosableSelect key={name} {...common} field={field} />
    ) : field.options.length > MANY_OPTIONS ? (
      <ManyChoicesInput key={name} {...common} field={field} />
    ) : (
      <SelectInput key={name} {...common} choices={optionChoices(field)} {...emptyShown(field.emptyLabel)} />
    ),
  choices: (name, field, common) => (
    <SelectArrayInput key={name} {...common} choices={optionChoices(field)} sx={{ minWidth: 320 }} />
  ),
  reference: (name, field, common) => (
    <ReferenceInput key={name} {...common} reference={field.resource} filter={autocompleteFilter}>
      <ReferenceAutocomplete field={field} label={common.label} />
    </ReferenceInput>
  ),
  files: (name, field, common) => <ImagesInput key={name} source={name} label={common.label} field={field} />,
  rows: (name, field, common, resourceName) => (
    <RowsInput
      key={name}
      source={name}
      label={common.label}
      field={field}
      resourceName={resourceName}
      renderInput={fieldInput}
    />
  ),
  json: null,
  referencedBy: null,
};

function numberInput(name: string, field: NumberField, common: InputCommon) {
  const number = { ...common, ...numberInputProps(field) };
  return field.money ? <MoneyInput key={name} {...number} /> : <LocaleNumberInput key={name} {...number} />;
}

/** Where a choice names what no choice means, the select shows it while empty, not a bare label. */
const emptyShown = (emptyLabel: string | undefined) =>
  emptyLabel ? { emptyText: emptyLabel, SelectProps: { displayEmpty: true }, InputLabelProps: { shrink: true } } : {};

/** `resourceName` names the labels of a rows field's columns. */
export function fieldInput(name: string, field: Field, label: string, resourceName = '') {
  const common = { source: name, label: field.required ? `${label} *` : label, defaultValue: field.default };
  // An index by a union type cannot say the entry matches the field.
  const input = inputs[field.type] as InputFor<Field> | null;
  return input ? input(name, field, common, resourceName) : null;
}
