/** Server-side texts in the caller's language (Accept-Language), from the same catalogues as the client. */
import type { FastifyRequest } from 'fastify';
import { catalogues, createTranslator, type Translate } from '../i18n';
import { resourceList } from '../resources';
import { formList } from '../resources/forms';
import { compileResources } from '../resources/kit/compile';
import { permissions } from '../resources/kit/permissions';

// A label a declaration needs and a catalogue lacks stops the server as it starts, naming the key.
compileResources(resourceList, { permissions: Object.keys(permissions), catalogues, forms: formList });

const translators = { en: createTranslator('en'), 'pt-BR': createTranslator('pt-BR') };

export function localeOf(request: FastifyRequest): keyof typeof translators {
  return /^pt/i.test(request.headers['accept-language'] ?? '') ? 'pt-BR' : 'en';
}

export function translatorFor(request: FastifyRequest): Translate {
  return translators[localeOf(request)];
}

/** For texts written outside a request's answer, such as an email in its recipient's language. */
export function translatorForLocale(locale: keyof typeof translators): Translate {
  return translators[locale];
}
