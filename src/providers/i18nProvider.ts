/** One catalogue is loaded per page view: the language only changes with a reload (docs/product-spec.md#areas-and-languages). */
import type { I18nProvider } from 'ra-core';
import type { Locale } from '../../i18n/locales';
import { changeLocale, currentLocale } from './locale';
import { messageI18nProvider } from './message-i18n';

const languages = [
  { locale: 'en', name: 'English' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
];

export async function loadI18nProvider(): Promise<I18nProvider> {
  const locale: Locale = currentLocale();
  const messages =
    locale === 'pt-BR' ? (await import('../../i18n/pt-BR')).default : (await import('../../i18n/en')).default;
  // Numbers and amounts in a message's arguments are written in the page's language (i18n/message-args.ts).
  const provider = messageI18nProvider(() => messages, locale, languages);
  // Switching language stores the choice and reloads, so every screen renders in it from the start.
  return { ...provider, changeLocale: async (next: string) => changeLocale(next as Locale) };
}
