/**
 * Each country's name in a language, as the choice labels `choices.country.<code>.label`: from
 * Intl.DisplayNames (the browser's and Node's ICU), so no catalogue keeps 249 names twice.
 */
import { countryCodes } from '../resources/kit/countries';

export function countryLabels(locale: string): Record<string, { label: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return Object.fromEntries(countryCodes.map((code) => [code, { label: names.of(code) ?? code }]));
}
