/**
 * One language per page view: it only changes with a reload (docs/product-spec.md#areas-and-languages).
 * Its catalogue comes in two parts: what the frame, the home page and a list say, loaded before the
 * first screen, and the words of every other screen (i18n/pages-*.ts), loaded with the first of
 * them to open (`loadPageMessages`), so a list's first screen does not carry them.
 */
import type { I18nProvider } from 'ra-core';
import type { Locale } from '../../i18n/locales';
import { mergedCatalogue, type Catalogue } from '../../i18n/merge';
import { changeLocale, currentLocale } from './locale';
import { messageI18nProvider } from './message-i18n';

const languages = [
  { locale: 'en', name: 'English' },
  { locale: 'pt-BR', name: 'Português (Brasil)' },
];

let messages: Catalogue = {};
let provider: I18nProvider | undefined;
let pageMessages: Promise<void> | undefined;

/** A language's first-screen words: the frame's, the lists', every option's label. */
export async function firstCatalogue(locale: Locale): Promise<Catalogue> {
  const first = locale === 'pt-BR' ? await import('../../i18n/pt-BR') : await import('../../i18n/en');
  return first.default as unknown as Catalogue;
}

export async function loadI18nProvider(): Promise<I18nProvider> {
  const locale: Locale = currentLocale();
  messages = mergedCatalogue(await firstCatalogue(locale), messages);
  // Numbers and amounts in a message's arguments are written in the page's language (i18n/message-args.ts).
  provider = messageI18nProvider(() => messages, locale, languages);
  // Switching language stores the choice and reloads, so every screen renders in it from the start.
  return { ...provider, changeLocale: async (next: string) => changeLocale(next as Locale) };
}

/** The other screens' words, added to the catalogue once; a screen's lazy loader awaits it (src/views/lazy-screen.ts). */
export function loadPageMessages(): Promise<void> {
  pageMessages ??= (async () => {
    const locale: Locale = currentLocale();
    const pages = locale === 'pt-BR' ? await import('../../i18n/pages-pt-BR') : await import('../../i18n/pages-en');
    messages = mergedCatalogue(messages, pages.default as Catalogue);
    // react-admin's polyglot provider reads its catalogue again on changeLocale: the same language, more words.
    await provider?.changeLocale(locale);
  })().catch((error: unknown) => {
    // A failed download is tried again by the next screen that opens, not remembered.
    pageMessages = undefined;
    throw error;
  });
  return pageMessages;
}
