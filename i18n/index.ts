/** Locale catalogues and a translator usable outside React (server, validation). */
import Polyglot from 'node-polyglot';
import type { MessageDescriptor } from '../resources/kit/validation';
import en from './en';
import ptBR from './pt-BR';

export const catalogues = { en, 'pt-BR': ptBR };
export type Locale = keyof typeof catalogues;
export const locales: Locale[] = ['en', 'pt-BR'];
export type Translate = (key: string, args?: Record<string, unknown>) => string;

export function createTranslator(locale: Locale): Translate {
  const polyglot = new Polyglot({ phrases: catalogues[locale], locale, allowMissing: true });
  return (key, args) => polyglot.t(key, args);
}

/** A validation message with its field label as {path}, in the translator's language. */
export function renderValidationMessage(
  t: Translate,
  resource: string,
  field: string,
  message: MessageDescriptor,
): string {
  const path = field === '_unknown' ? t('validation.data') : t(`resources.${resource}.fields.${field}`);
  return t(message.key, { path, ...message.args });
}
