/**
 * The shared formatters (i18n/format.ts) bound to the interface language and the shop's currency
 * (GET /api/settings, USD until the company profile says otherwise): docs/product-spec.md#areas-and-languages.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import {
  currencySymbol,
  formatChange,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatQuantity,
  type NumberOptions,
} from '../../../i18n/format';
import { useShopSettings } from '../../providers/shop-settings';

export interface Formats {
  locale: string;
  currency: string;
  number: (value: unknown, options?: NumberOptions) => string;
  /** A count as a change: +1,500, −2. */
  change: (value: unknown) => string;
  money: (value: unknown) => string;
  /** The currency's symbol, for a money input's adornment. */
  symbol: string;
  quantity: (value: unknown, unit: string | null | undefined, options?: NumberOptions) => string;
  date: (value: unknown) => string;
  dateTime: (value: unknown) => string;
}

export function formatsFor(locale: string, currency: string): Formats {
  return {
    locale,
    currency,
    number: (value, options) => formatNumber(value, locale, options),
    change: (value) => formatChange(value, locale),
    money: (value) => formatMoney(value, currency, locale),
    symbol: currencySymbol(currency, locale),
    quantity: (value, unit, options) => formatQuantity(value, unit, locale, options),
    date: (value) => formatDate(value, locale),
    dateTime: (value) => formatDateTime(value, locale),
  };
}

export function useFormat(): Formats {
  const [locale] = useLocaleState();
  const { currency } = useShopSettings();
  return useMemo(() => formatsFor(locale, currency), [locale, currency]);
}
