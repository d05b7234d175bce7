/** The spec's 12 themes on MUI palettes: every theme and mode builds, and its primary colour meets WCAG AA. */
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, test } from 'vitest';
import { defaultSettings, parseSettings, themeModes, themeNames } from '../../resources/kit/settings';
import { appTheme } from '../../src/layout/theme';
import { primaryColors, themeColors } from '../../src/layout/theme-palettes';

const cases = themeNames.flatMap((theme) => themeModes.map((mode) => ({ theme, mode })));

describe('appTheme', () => {
  test.each(cases)('$theme in $mode mode: a palette whose primary meets AA', ({ theme, mode }) => {
    const { palette } = appTheme({ theme, mode });
    expect(palette.mode).toBe(mode);
    expect(palette.primary.main).toMatch(/^#[0-9a-f]{6}$/);
    // Text on a primary (contained) button.
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
    // Primary-coloured text (links, text buttons, the selected radio) on the page.
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.secondary.contrastText, palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
  });

  test.each(themeModes)('the status colours keep AA button text too (%s)', (mode) => {
    const { palette } = appTheme({ theme: 'default', mode });
    for (const colour of [palette.error, palette.warning, palette.info, palette.success]) {
      expect(getContrastRatio(colour.contrastText, colour.main), colour.main).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('without settings it is the default light theme, in the app blue', () => {
    const { palette } = appTheme();
    expect(palette.mode).toBe('light');
    expect(palette.primary.main).toBe('#1565c0');
  });

  test('the 12 themes keep 12 distinct colours in each mode', () => {
    for (const mode of themeModes) {
      expect(new Set(themeNames.map((theme) => primaryColors(theme, mode).main)).size).toBe(12);
    }
  });

  test("a preset that already meets AA keeps Ant Design's colour-6; a light one is darkened only in light mode", () => {
    expect(primaryColors('geek-blue', 'light').main).toBe(themeColors['geek-blue']);
    expect(primaryColors('purple', 'light').main).toBe('#722ed1');
    expect(primaryColors('yellow', 'dark').main).toBe('#fadb14');
    expect(primaryColors('yellow', 'light').main).not.toBe('#fadb14');
    expect(primaryColors('default', 'dark').main).not.toBe('#1565c0');
  });
});

describe('parseSettings', () => {
  test('keeps known values and replaces unknown ones field by field', () => {
    expect(parseSettings({ theme: 'lime', mode: 'dark' })).toEqual({ ...defaultSettings, theme: 'lime', mode: 'dark' });
    expect(parseSettings({ theme: 'pink', mode: 'dark' })).toEqual({
      ...defaultSettings,
      theme: 'default',
      mode: 'dark',
    });
    expect(parseSettings({ theme: 'lime' })).toEqual({ ...defaultSettings, theme: 'lime', mode: 'light' });
    expect(parseSettings(null)).toEqual({ ...defaultSettings, theme: 'default', mode: 'light' });
  });

  test("keeps the shop's currency and document language when known, else USD and English", () => {
    expect(parseSettings({ currency: 'BRL', documentLanguage: 'pt-BR', profileFilled: true })).toMatchObject({
      currency: 'BRL',
      documentLanguage: 'pt-BR',
      profileFilled: true,
    });
    expect(parseSettings({ currency: 'brl', documentLanguage: 'fr', profileFilled: 'yes' })).toMatchObject({
      currency: 'USD',
      documentLanguage: 'en',
      profileFilled: false,
    });
  });
});
