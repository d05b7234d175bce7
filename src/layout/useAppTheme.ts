/** The MUI theme for the current shop settings, rebuilt only when they change. */
import { useMemo } from 'react';
import { useShopSettings } from '../providers/shop-settings';
import { appTheme } from './theme';

export function useAppTheme() {
  const settings = useShopSettings();
  return useMemo(() => appTheme(settings), [settings]);
}
