/**
 * react-admin's polyglot provider over one catalogue, whose translate writes the numbers and amounts
 * in a message's arguments in that language (i18n/message-args.ts): the app's provider and the
 * tests' are this same one.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { formatMessageArgs } from '../../i18n/message-args';

export function messageI18nProvider(
  messages: (locale: string) => object,
  locale: string,
  languages?: { locale: string; name: string }[],
): I18nProvider {
  const provider = polyglotI18nProvider(messages as (locale: string) => TranslationMessages, locale, languages ?? [], {
    allowMissing: true,
  });
  return {
    ...provider,
    translate: (key: string, options?: object) =>
      provider.translate(key, formatMessageArgs(options, provider.getLocale())),
  };
}
