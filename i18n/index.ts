/** Locale catalogues and a translator usable outside React (server, tests). The client loads one catalogue lazily instead. */
import Polyglot from 'node-polyglot';
import documentsEn from './documents-en';
import documentsPtBR from './documents-pt-BR';
import en from './en';
import type { Locale } from './locales';
import { formatMessageArgs } from './message-args';
import ptBR from './pt-BR';
import type { Translate } from './render';

export { locales, type Locale } from './locales';
export { renderValidationMessage, type Translate } from './render';

type Catalogue = { [key: string]: string | Catalogue };

/** `extra`'s phrases added into `base`, section by section. */
function merged(base: Catalogue, extra: Catalogue): Catalogue {
  const out: Catalogue = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const mine = out[key];
    out[key] = typeof value === 'object' && typeof mine === 'object' ? merged(mine, value) : value;
  }
  return out;
}

/** The browser's catalogue and, for the server (and tests), the printed documents' words too. */
export const catalogues: Record<Locale, object> = {
  en: merged(en as Catalogue, documentsEn as Catalogue),
  'pt-BR': merged(ptBR as unknown as Catalogue, documentsPtBR as Catalogue),
};

export function createTranslator(locale: Locale): Translate {
  const polyglot = new Polyglot({ phrases: catalogues[locale], locale, allowMissing: true });
  // Numbers and amounts in a message's arguments are written in this language (i18n/message-args.ts).
  return (key, args) => polyglot.t(key, formatMessageArgs(args, locale));
}
