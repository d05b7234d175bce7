/** The shop-wide settings both sides agree on: the 12 themes of docs/product-spec.md#records-and-fields and a light/dark mode. */
export const themeNames = [
  'default', 'cyan', 'geek-blue', 'gold', 'lime', 'magenta', 'orange',
  'polar-green', 'purple', 'red', 'volcano', 'yellow',
] as const;

export const themeModes = ['light', 'dark'] as const;

export type ThemeName = (typeof themeNames)[number];
export type ThemeMode = (typeof themeModes)[number];

export interface ShopSettings {
  theme: ThemeName;
  mode: ThemeMode;
}

export const defaultSettings: ShopSettings = { theme: 'default', mode: 'light' };

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);

export const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (themeModes as readonly string[]).includes(value);

/** Stored or cached settings, read field by field: anything unknown (retired, hand-edited) falls back to the default. */
export function parseSettings(value: unknown): ShopSettings {
  const { theme, mode } = (value ?? {}) as Partial<Record<keyof ShopSettings, unknown>>;
  return {
    theme: isThemeName(theme) ? theme : defaultSettings.theme,
    mode: isThemeMode(mode) ? mode : defaultSettings.mode,
  };
}
