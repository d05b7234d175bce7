/** The interface language, kept in localStorage; changing it reloads the page (docs/product-spec.md#areas-and-languages). */
import type { Locale } from '../../i18n/locales';

const KEY = 'language';

export function currentLocale(): Locale {
  return localStorage.getItem(KEY) === 'pt-BR' ? 'pt-BR' : 'en';
}

export function changeLocale(locale: Locale): void {
  localStorage.setItem(KEY, locale);
  window.location.reload();
}
