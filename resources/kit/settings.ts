/** The shop-wide settings both sides agree on: the 12 themes of docs/product-spec.md#records-and-fields and a light/dark mode. */
import { locales } from '../../i18n/locales';
import { shopCountryOf } from './countries';
import { termDays } from './payment-terms';
import type { ShopSettings } from './settings-answer';

export const themeNames = [
  'default',
  'cyan',
  'geek-blue',
  'gold',
  'lime',
  'magenta',
  'orange',
  'polar-green',
  'purple',
  'red',
  'volcano',
  'yellow',
] as const;

export const themeModes = ['light', 'dark'] as const;

/** ISO 4217 codes a shop may keep its money in (docs/domain-rules.md#settings); amounts print with Intl.NumberFormat. */
export const currencyCodes = [
  'USD',
  'BRL',
  'EUR',
  'GBP',
  'CAD',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'PEN',
  'UYU',
  'PYG',
  'CHF',
  'JPY',
  'CNY',
  'INR',
  'AUD',
  'NZD',
  'ZAR',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
] as const;

export type CurrencyCode = (typeof currencyCodes)[number];
export type DocumentLanguage = (typeof locales)[number];

export type ThemeName = (typeof themeNames)[number];
export type ThemeMode = (typeof themeModes)[number];

// What every signed-in user's client receives (GET /api/settings): its schema, which the type comes from.
export type { ShopSettings } from './settings-answer';

/** A whole number of days, at least one and at most a year. */
export const analysisStaleDaysRange = { min: 1, max: 365 } as const;

export const isAnalysisStaleDays = (value: unknown): value is number =>
  Number.isInteger(value) &&
  (value as number) >= analysisStaleDaysRange.min &&
  (value as number) <= analysisStaleDaysRange.max;

export const defaultSettings: ShopSettings = {
  theme: 'default',
  mode: 'light',
  currency: 'USD',
  country: 'US',
  documentLanguage: 'en',
  profileFilled: false,
  analysisStaleDays: 7,
  analysisInstrumentRequired: false,
  paymentTerms: [],
};

export const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && (themeNames as readonly string[]).includes(value);

export const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (themeModes as readonly string[]).includes(value);

export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);

export const isDocumentLanguage = (value: unknown): value is DocumentLanguage =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

const isShopTerm = (term: unknown): term is string => termDays(term) !== null;

/** Stored or cached settings, read field by field: anything unknown (retired, hand-edited) falls back to the default. */
export function parseSettings(value: unknown): ShopSettings {
  const {
    theme,
    mode,
    currency,
    country,
    documentLanguage,
    profileFilled,
    analysisStaleDays,
    analysisInstrumentRequired,
    paymentTerms,
  } = (value ?? {}) as Partial<Record<keyof ShopSettings, unknown>>;
  const money = isCurrencyCode(currency) ? currency : defaultSettings.currency;
  return {
    theme: isThemeName(theme) ? theme : defaultSettings.theme,
    mode: isThemeMode(mode) ? mode : defaultSettings.mode,
    currency: money,
    country: shopCountryOf({ country, currency: money }) ?? null,
    documentLanguage: isDocumentLanguage(documentLanguage) ? documentLanguage : defaultSettings.documentLanguage,
    profileFilled: profileFilled === true,
    analysisStaleDays: isAnalysisStaleDays(analysisStaleDays) ? analysisStaleDays : defaultSettings.analysisStaleDays,
    analysisInstrumentRequired: analysisInstrumentRequired === true,
    paymentTerms: Array.isArray(paymentTerms) ? paymentTerms.filter(isShopTerm) : [],
  };
}
