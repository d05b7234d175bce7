/** The form input for each declared field type. Rules come from the form-level validator. */
import {
  AutocompleteInput, BooleanInput, DateInput, DateTimeInput, NumberInput, ReferenceInput, SelectInput, TextInput,
} from 'react-admin';
import type { Field } from '../../../resources';
import { autocompleteFilter } from '../../providers/dataProvider';
import { ImagesInput } from './ImagesInput';
import { optionText } from './option-text';

export function fieldInput(name: string, field: Field, label: string) {
  const common = { key: name, source: name, label: field.required ? `${label} *` : label, defaultValue: field.default };
  switch (field.type) {
    case 'string':
      return (
        <TextInput {...common} type={field.format === 'email' ? 'email' : 'text'} multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined} fullWidth />
      );
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'decimal':
      return <NumberInput {...common} step={1 / 10 ** (field.scale ?? 2)} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'choice':
      return <SelectInput {...common} choices={field.options.map((o) => ({ id: o, name: o }))} />;
    case 'reference': {
      return (
        <ReferenceInput {...common} reference={field.resource} filter={autocompleteFilter}>
          <AutocompleteInput label={common.label} optionText={optionText(field.resource)} sx={{ minWidth: 320 }} />
        </ReferenceInput>
      );
    }
    case 'files':
      return <ImagesInput key={name} source={name} label={common.label} field={field} />;
    default:
      return null;
  }
}
