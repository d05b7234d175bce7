/** Chooses one record of a resource through the spec's autocomplete call (and its XAutocomplete permission). */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { findResource } from '../../../resources';
import type { AppDataProvider } from '../../providers/dataProvider';

interface Option {
  id: string;
  label: string;
}

interface RecordPickerProps {
  resource: string;
  /** An i18n key (or plain text). */
  label: string;
  onChoose: (id: string) => void;
}

export function RecordPicker({ resource, label, onChoose }: RecordPickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Sequence numbers read as "#12", as on the printed documents; typing the "#" still finds them.
  const prefix = findResource(resource)?.labelField === 'valueID' ? '#' : '';
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let current = true;
    dataProvider.autocomplete(resource, text, 20).then((found) => current && setOptions(found), () => current && setOptions([]));
    return () => {
      current = false;
    };
  }, [dataProvider, resource, text]);
  return (
    <Autocomplete
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => `${prefix}${o.label}`}
      onInputChange={(_, value) => setText(prefix ? value.replace(/^#/, '') : value)}
      onChange={(_, chosen) => chosen && onChoose(chosen.id)}
      renderInput={(params) => <TextField {...params} label={translate(label, { _: label })} />}
      sx={{ maxWidth: 360 }}
    />
  );
}
