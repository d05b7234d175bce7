/** An amount typed beside the shop currency's symbol as the interface language writes it (`R$`, `$`, `US$`). */
import { InputAdornment } from '@mui/material';
import { LocaleNumberInput, type LocaleNumberInputProps } from './LocaleNumberInput';
import { useFormat } from './useFormat';

export function MoneyInput(props: LocaleNumberInputProps) {
  const { symbol } = useFormat();
  return (
    <LocaleNumberInput
      minDecimals={props.scale}
      {...props}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> } }}
    />
  );
}
