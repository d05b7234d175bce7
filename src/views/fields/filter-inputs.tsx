/** List filters derived from the declaration: contains, exact and [from, to] ranges. */
import { Stack } from '@mui/material';
import {
  NullableBooleanInput, NumberInput, ReferenceInput, AutocompleteInput, SelectInput, TextInput,
} from 'react-admin';
import type { ResourceDefinition } from '../../../resources';
import { autocompleteFilter } from '../../providers/dataProvider';
import { LocaleDateInput } from './LocaleDateInput';
import { optionChoices } from './option-label';
import { optionText } from './option-text';
import { allFields, filterSpecs, type FilterSpec } from '../../../resources/kit/derive';

type Translate = (key: string, options?: Record<string, unknown>) => string;

function RangeFilter({ source, label, spec }: { source: string; label: string; spec: FilterSpec; alwaysOn?: boolean }) {
  const Input = spec.type === 'integer' || spec.type === 'decimal' ? NumberInput : LocaleDateInput;
  return (
    <Stack direction="row" gap={1} role="group" aria-label={label}>
      <Input source={`${source}.0`} label={`${label} ≥`} helperText={false} />
      <Input source={`${source}.1`} label={`${label} ≤`} helperText={false} />
    </Stack>
  );
}

function filterInput(key: string, spec: FilterSpec, resource: ResourceDefinition, label: string, alwaysOn: boolean) {
  const common = { source: key, label, alwaysOn, helperText: false as const };
  const field = new Map(allFields(resource)).get(spec.field);
  if (spec.kind === 'range') return <RangeFilter key={key} {...common} spec={spec} />;
  if (field?.type === 'choice' || field?.type === 'choices') return <SelectInput key={key} {...common} choices={optionChoices(field)} />;
  if (field?.type === 'boolean') return <NullableBooleanInput key={key} {...common} />;
  if (field?.type === 'reference') {
    return (
      <ReferenceInput key={key} {...common} reference={field.resource} filter={autocompleteFilter}>
        <AutocompleteInput label={label} optionText={optionText(field.resource)} />
      </ReferenceInput>
    );
  }
  return <TextInput key={key} {...common} />;
}

export function filterInputs(resource: ResourceDefinition, translate: Translate) {
  return Object.entries(filterSpecs(resource)).map(([key, spec]) => {
    const label = translate(`resources.${resource.name}.fields.${spec.field}`);
    // The naming field is always shown; the others are added with the filter button.
    return filterInput(key, spec, resource, label, spec.field === resource.labelField);
  });
}
