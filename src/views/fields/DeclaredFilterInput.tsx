/**
 * A list filter other than plain text (a range, a choice, yes/no, a reference), loaded only when a list
 * shows one: a list opens with its naming field's text filter, the rest added with the filter button.
 */
import { Stack } from '@mui/material';
import { AutocompleteInput, NullableBooleanInput, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import type { ResourceDefinition } from '../../../resources';
import { allFields, type FilterSpec } from '../../../resources/kit/derive';
import { autocompleteFilter } from '../../providers/dataProvider';
import { LocaleDateInput } from './LocaleDateInput';
import { optionChoices } from './option-label';
import { optionText } from './option-text';

export interface DeclaredFilterProps {
  source: string;
  label: string;
  spec: FilterSpec;
  definition: ResourceDefinition;
}

function RangeFilter({ source, label, spec }: Omit<DeclaredFilterProps, 'definition'>) {
  const Input = spec.type === 'integer' || spec.type === 'decimal' ? NumberInput : LocaleDateInput;
  return (
    <Stack direction="row" gap={1} role="group" aria-label={label}>
      <Input source={`${source}.0`} label={`${label} ≥`} helperText={false} />
      <Input source={`${source}.1`} label={`${label} ≤`} helperText={false} />
    </Stack>
  );
}

/** `common` carries what react-admin's filter form gives each filter (resource, size, an empty record) on to the input. */
export default function DeclaredFilterInput({ spec, definition, ...common }: DeclaredFilterProps & Record<string, unknown>) {
  const { source, label } = common;
  const field = new Map(allFields(definition)).get(spec.field);
  if (spec.kind === 'range') return <RangeFilter source={source} label={label} spec={spec} />;
  if (field?.type === 'choice' || field?.type === 'choices') return <SelectInput {...common} helperText={false} choices={optionChoices(field)} />;
  if (field?.type === 'boolean') return <NullableBooleanInput {...common} helperText={false} />;
  if (field?.type === 'reference') {
    return (
      <ReferenceInput {...common} reference={field.resource} filter={autocompleteFilter}>
        <AutocompleteInput label={label} optionText={optionText(field.resource)} />
      </ReferenceInput>
    );
  }
  return null;
}
