/**
 * The spec's 12 themes are Ant Design's preset colours; each maps to its colour-6 (the preset's
 * primary), except 'default', the app's own blue. Per mode the colour is darkened (light) or
 * lightened (dark) just enough for WCAG AA: 4.5:1 both as text on the page and under button text.
 */
import { darken, getContrastRatio, lighten, rgbToHex } from '@mui/material/styles';
import type { ThemeMode, ThemeName } from '../../resources/kit/settings';

export const themeColors: Record<ThemeName, string> = {
  default: '#1565c0',
  cyan: '#13c2c2',
  'geek-blue': '#2f54eb',
  gold: '#faad14',
  lime: '#a0d911',
  magenta: '#eb2f96',
  orange: '#fa8c16',
  'polar-green': '#52c41a',
  purple: '#722ed1',
  red: '#f5222d',
  volcano: '#fa541c',
  yellow: '#fadb14',
};

export const AA_CONTRAST = 4.5;

/**
 * The surfaces primary-coloured text must stay readable on: a light grey (selected rows, hover) in
 * light mode; in dark mode the lightest MUI paper (a dialog's elevation-24 overlay on #121212).
 */
const worstSurface: Record<ThemeMode, string> = { light: '#eeeeee', dark: '#393939' };

/** Text on a primary button: white on the darkened light-mode colours, black on the lightened dark-mode ones. */
export const primaryContrastText: Record<ThemeMode, string> = { light: '#ffffff', dark: '#000000' };

export interface PrimaryColors {
  main: string;
  contrastText: string;
}

/** The theme's colour shifted in 2% steps until it reaches AA contrast on that mode's worst surface. */
export function primaryColors(theme: ThemeName, mode: ThemeMode): PrimaryColors {
  const base = themeColors[theme];
  const shift = mode === 'light' ? darken : lighten;
  let main = base;
  for (let step = 1; step <= 50 && getContrastRatio(main, worstSurface[mode]) < AA_CONTRAST; step++) {
    main = rgbToHex(shift(base, step / 50));
  }
  return { main, contrastText: primaryContrastText[mode] };
}
