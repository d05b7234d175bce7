/**
 * A choice or reference list filter, loaded only when a list shows one: a list opens with its naming
 * field's filter (text, or a number's range: RangeFilterInput), the rest added with the filter button.
 */
import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import type { ResourceDefinition } from '../../../resources';
import { allFields, type FilterSpec } from '../../../resources/kit/derive';
import { autocompleteFilter } from '../../providers/dataProvider';
import { ManyChoicesInput, MANY_OPTIONS } from './ManyChoicesInput';
import { OfferedFilter } from './OfferedFilter';
import { optionChoices } from './option-label';
import { optionText } from './option-text';

export interface DeclaredFilterProps {
  source: string;
  label: string;
  spec: FilterSpec;
  definition: ResourceDefinition;
}

/** `common` carries what react-admin's filter form gives each filter (resource, size, an empty record) on to the input. */
export default function DeclaredFilterInput({
  spec,
  definition,
  ...common
}: DeclaredFilterProps & Record<string, unknown>) {
  const field = new Map(allFields(definition)).get(spec.field);
  // The shop's own options (a customer's term): those it offers, not every one it could keep.
  if (field?.type === 'choice' && field.shopOptions) return <OfferedFilter {...common} field={field} />;
  if (field?.type === 'choice' && field.options.length > MANY_OPTIONS)
    return <ManyChoicesInput {...(common as { source: string; label: string })} field={field} helperText={false} />;
  if (field?.type === 'choice' || field?.type === 'choices')
    return <SelectInput {...common} helperText={false} choices={optionChoices(field)} />;
  if (field?.type === 'reference') {
    return (
      <ReferenceInput {...common} reference={field.resource} filter={autocompleteFilter}>
        <AutocompleteInput label={common.label} optionText={optionText(field.resource)} />
      </ReferenceInput>
    );
  }
  return null;
}
