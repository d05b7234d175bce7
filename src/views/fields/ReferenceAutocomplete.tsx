/**
 * A reference input's autocomplete. Where the field declares `presets`, choosing a record copies
 * those of its fields into the same-named inputs beside it (an ingredient's unit from its chemical).
 */
import { useFormContext } from 'react-hook-form';
import { AutocompleteInput, useDataProvider, useSourceContext } from 'react-admin';
import type { ReferenceField } from '../../../resources/kit/types';
import { findResource } from '../../../resources';
import { optionText } from './option-text';
import { PickerOption } from './PickerOption';

interface ReferenceAutocompleteProps {
  field: ReferenceField;
  label: string;
}

export function ReferenceAutocomplete({ field, label }: ReferenceAutocompleteProps) {
  const dataProvider = useDataProvider();
  const { getValues, setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const presets = field.presets ?? [];
  const textOf = optionText(field.resource);
  const onChange = async (id: unknown) => {
    if (!presets.length || typeof id !== 'string' || !id) return;
    const paths = presets.map((name) => sourceContext.getSource(name));
    const before = paths.map((path) => getValues(path));
    // The autocomplete knows only labels; the record itself says what to preset. Without read
    // access to it there is nothing to copy, and the inputs stay as they are.
    const record = await dataProvider.getOne(field.resource, { id, meta: { lookup: true } }).then(
      ({ data }) => data,
      () => undefined,
    );
    presets.forEach((name, i) => {
      // What the user changed while the record was on its way is theirs.
      if (record?.[name] == null || getValues(paths[i]) !== before[i]) return;
      setValue(paths[i], record[name], { shouldDirty: true, shouldValidate: true });
    });
  };
  const target = findResource(field.resource);
  // A picker's options show what a clerk decides by; the server has matched them already.
  const picker = target?.picker
    ? { optionText: <PickerOption resource={target} />, inputText: textOf, matchSuggestion: () => true }
    : { optionText: textOf };
  return (
    <AutocompleteInput
      label={label}
      {...picker}
      sx={{ minWidth: 320 }}
      onChange={presets.length ? onChange : undefined}
    />
  );
}
