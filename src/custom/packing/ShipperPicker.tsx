/** Chooses a shipper through the spec's autocomplete call. */
import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

interface Option {
  id: string;
  label: string;
}

export function ShipperPicker({ onChoose }: { onChoose: (id: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let current = true;
    dataProvider.autocomplete('shipper', text, 20).then((found) => current && setOptions(found), () => current && setOptions([]));
    return () => {
      current = false;
    };
  }, [dataProvider, text]);
  return (
    <Autocomplete
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(o) => `#${o.label}`}
      onInputChange={(_, value) => setText(value.replace(/^#/, ''))}
      onChange={(_, chosen) => chosen && onChoose(chosen.id)}
      renderInput={(params) => <TextField {...params} label={translate('custom.packing.chooseShipper')} />}
      sx={{ maxWidth: 360 }}
    />
  );
}
