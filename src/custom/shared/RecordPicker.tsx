/** Chooses one record of a resource through the spec's autocomplete call (and its XAutocomplete permission). */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { findResource } from '../../../resources';
import type { AppDataProvider } from '../../providers/dataProvider';
import { PickerOption, type PickerChoice } from '../../views/fields/PickerOption';

type Option = PickerChoice;

interface RecordPickerProps {
  resource: string;
  /** An i18n key (or plain text). */
  label: string;
  onChoose: (id: string, choice: Option) => void;
  /** Given, clearing the picker chooses none (a filter); otherwise a record stays chosen. */
  onClear?: () => void;
  /** The record chosen so far, shown in the picker: the page's one place to choose it. */
  chosen?: Option | null;
}

export function RecordPicker({ resource, label, onChoose, onClear, chosen = null }: RecordPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Sequence numbers read as "#12", as on the printed documents; typing the "#" still finds them.
  const definition = findResource(resource);
  const prefix = definition?.labelField === 'valueID' ? '#' : '';
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  // A failed lookup shows under the input (an i18n key: lookup-error.ts); the user stays on the page.
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let current = true;
    dataProvider.autocomplete(resource, text, 20).then(
      (found) => current && (setOptions(found), setFailure(undefined)),
      (error: Error) => current && (setOptions([]), setFailure(error.message)),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, text]);
  // The chosen record stays among the options, whatever the last search found.
  const shown = chosen && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options;
  return (
    <Autocomplete
      options={shown}
      value={chosen}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterOptions={(all) => all}
      getOptionLabel={(o) => `${prefix}${o.label}`}
      // Where the resource declares a picker, each option shows what a clerk decides by.
      renderOption={
        definition?.picker
          ? ({ key, ...props }, option) => (
              <li key={key} {...props}>
                <PickerOption resource={definition} choice={option} prefix={prefix} />
              </li>
            )
          : undefined
      }
      // A 'reset' is the picker showing the chosen record, not someone searching for it.
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(prefix ? value.replace(/^#/, '') : value)}
      onChange={(_, picked) => {
        if (!picked) onClear?.();
        else if (picked.id !== chosen?.id) onChoose(picked.id, picked);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate(label, { _: label })}
          error={Boolean(failure)}
          helperText={failure && translate(failure, { _: failure })}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
}
