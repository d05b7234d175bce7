/** One place turns every failure into the spec's error body: {message, errors?}, in the caller's language. */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { renderValidationMessage, type Translate } from '../i18n';
import { ApiError, ValidationFailed, isConnectionLost } from './errors';
import { translatorFor } from './i18n';

function renderArgs(t: Translate, args: ApiError['args']): Record<string, unknown> | undefined {
  if (!args) return undefined;
  return Object.fromEntries(
    // A translated argument (a label) is rendered here; numbers and amounts by the translator itself.
    Object.entries(args).map(([name, value]) => [
      name,
      typeof value === 'object' && 'key' in value ? t(value.key, value.args) : value,
    ]),
  );
}

/** At the root, so every route plugin's errors reach it. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const t = translatorFor(request);
      if (error instanceof ValidationFailed) {
        const errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, m]) => [
            field,
            renderValidationMessage(t, error.resource, field, m),
          ]),
        );
        return reply.status(400).send({ message: Object.values(errors)[0], errors });
      }
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send({ message: t(error.message, renderArgs(t, error.args)) });
      }
      if (error.statusCode === 429) return reply.status(429).send({ message: t('errors.tooManyRequests') });
      if (error.statusCode === 413) return reply.status(413).send({ message: t('errors.tooLarge') });
      // Fastify's other refusals: malformed JSON, unsupported media type.
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send({ message: t('errors.badRequest') });
      }
      request.log.error(error);
      if (isConnectionLost(error)) return reply.status(503).send({ message: t('errors.databaseUnavailable') });
      // Never a stack trace or SQL in the body.
      return reply.status(500).send({ message: t('errors.500.message') });
    });
  },
  { name: 'error-handler' },
);
