/** The MUI theme from the shop-wide settings (theme colour and light/dark mode, docs/domain-rules.md#settings). */
import { createTheme } from '@mui/material/styles';
import { defaultSettings, type ShopSettings } from '../../resources/kit/settings';
import { AA_CONTRAST, primaryColors } from './theme-palettes';

/** A neutral blue-grey; the lighter shade in dark mode so it stays readable on dark paper. */
const secondary = { light: '#37474f', dark: '#b0bec5' } as const;

export function appTheme(settings: Pick<ShopSettings, 'theme' | 'mode'> = defaultSettings) {
  return createTheme({
    // sm at the spec's 576 px, where the menu hides: react-admin's side menu becomes a drawer over the
    // page below sm, so at MUI's default 600 px it opened over the page with a backdrop from 576 to 599 px.
    breakpoints: { values: { xs: 0, sm: 576, md: 900, lg: 1200, xl: 1536 } },
    palette: {
      mode: settings.mode,
      primary: primaryColors(settings.theme, settings.mode),
      secondary: { main: secondary[settings.mode] },
      // Every contrastText MUI derives (error, success, ...) must meet AA too, not MUI's default 3:1.
      contrastThreshold: AA_CONTRAST,
    },
    components: { MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } } },
  });
}
