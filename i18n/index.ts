/** Locale catalogues and a translator usable outside React (server, tests). The client loads one catalogue lazily instead. */
import Polyglot from 'node-polyglot';
import en from './en';
import type { Locale } from './locales';
import { formatMessageArgs } from './message-args';
import ptBR from './pt-BR';
import type { Translate } from './render';

export { locales, type Locale } from './locales';
export { renderValidationMessage, type Translate } from './render';

export const catalogues: Record<Locale, object> = { en, 'pt-BR': ptBR };

export function createTranslator(locale: Locale): Translate {
  const polyglot = new Polyglot({ phrases: catalogues[locale], locale, allowMissing: true });
  // Numbers and amounts in a message's arguments are written in this language (i18n/message-args.ts).
  return (key, args) => polyglot.t(key, formatMessageArgs(args, locale));
}
