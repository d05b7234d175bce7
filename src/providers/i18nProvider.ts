/** One catalogue is loaded per page view: the language only changes with a reload (docs/product-spec.md#areas-and-languages). */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'ra-core';
import type { Locale } from '../../i18n/locales';
import { changeLocale, currentLocale } from './locale';

const languages = [
  { locale: 'en', name: 'English' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
];

export async function loadI18nProvider(): Promise<I18nProvider> {
  const locale: Locale = currentLocale();
  const messages = locale === 'pt-BR' ? (await import('../../i18n/pt-BR')).default : (await import('../../i18n/en')).default;
  const provider = polyglotI18nProvider(() => messages, locale, languages, { allowMissing: true });
  // Switching language stores the choice and reloads, so every screen renders in it from the start.
  return { ...provider, changeLocale: async (next: string) => changeLocale(next as Locale) };
}
