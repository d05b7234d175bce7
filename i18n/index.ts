/** Locale catalogues and a translator usable outside React (server, tests). The client loads one catalogue lazily instead. */
import Polyglot from 'node-polyglot';
import documentsEn from './documents-en';
import documentsPtBR from './documents-pt-BR';
import en from './en';
import type { Locale } from './locales';
import { mergedCatalogue, type Catalogue } from './merge';
import { formatMessageArgs } from './message-args';
import pagesEn from './pages-en';
import pagesPtBR from './pages-pt-BR';
import ptBR from './pt-BR';
import type { Translate } from './render';

export { locales, type Locale } from './locales';
export { renderValidationMessage, type Translate } from './render';

/** What the browser shows once it has loaded every screen's words (src/providers/i18nProvider.ts). */
export const browserCatalogues: Record<Locale, Catalogue> = {
  en: mergedCatalogue(en as Catalogue, pagesEn as Catalogue),
  'pt-BR': mergedCatalogue(ptBR as unknown as Catalogue, pagesPtBR as Catalogue),
};

/** The server's (and tests'): the browser's words and the printed documents' too. */
export const catalogues: Record<Locale, object> = {
  en: mergedCatalogue(browserCatalogues.en, documentsEn as Catalogue),
  'pt-BR': mergedCatalogue(browserCatalogues['pt-BR'], documentsPtBR as Catalogue),
};

export function createTranslator(locale: Locale): Translate {
  const polyglot = new Polyglot({ phrases: catalogues[locale], locale, allowMissing: true });
  // Numbers and amounts in a message's arguments are written in this language (i18n/message-args.ts).
  return (key, args) => polyglot.t(key, formatMessageArgs(args, locale));
}
