/** An amount typed beside the shop currency's symbol as the interface language writes it (`R$`, `$`, `US$`). */
import { InputAdornment } from '@mui/material';
import type { ComponentProps } from 'react';
import { NumberInput } from 'react-admin';
import { useFormat } from './useFormat';

export function MoneyInput(props: ComponentProps<typeof NumberInput>) {
  const { symbol } = useFormat();
  return <NumberInput {...props} slotProps={{ input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> } }} />;
}
