/**
 * Verification and password-reset emails sent by the server itself when SMTP_URL is set
 * (docs/runtime.md#email). Without it these answer 400 and the client asks Firebase instead.
 * Rate limited (rate-limits.ts) per user or email, and the public reset per address too.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../errors';
import { localeOf } from '../i18n';
import { perAddressHook } from '../rate-limits';
import { done } from '../schema/api';
import { appOrigin, createMailer, sendAccountEmail, type Mailer } from '../services/email';

/**
 * Each call sends mail: a few per address per window, so repeated clicks or a stranger cannot
 * flood an inbox. preHandler, so the signed-in user and the parsed body are known.
 */
const mailLimit = (max: number, key: (req: FastifyRequest) => string) =>
  max > 0
    ? {
        max,
        timeWindow: '10 minutes',
        hook: 'preHandler' as const,
        keyGenerator: key,
      }
    : false;

/** `{email}`; a missing or malformed one is errors.auth.invalidEmail, after the mail server's own check (email.notConfigured). */
const resetBody = z.looseObject({ email: z.string().meta({ format: 'email' }).optional() }).nullish();

/** The body's email, trimmed and lower-cased, when it is a valid address. */
function emailOf(body: unknown): string | undefined {
  // Also read by the rate limit's key, before the body is checked.
  const read = resetBody.safeParse(body);
  const raw = read.success ? read.data?.email : undefined;
  const parsed = z.email().safeParse(typeof raw === 'string' ? raw.trim().toLowerCase() : raw);
  return parsed.success ? parsed.data : undefined;
}

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { identity, appConfig: config } = app;
  const mailer = createMailer(config);
  const configured = (): Mailer => {
    if (!mailer) throw badRequest('email.notConfigured');
    return mailer;
  };
  const recipient = (req: FastifyRequest, email: string) => ({
    email,
    origin: appOrigin(config),
    locale: localeOf(req),
  });

  app.post(
    '/api/auth/send-email-address-verification-email',
    {
      schema: { tags: ['auth'], summary: 'Send the caller the email that verifies their address', response: done },
      config: {
        allowUnverified: true,
        rateLimit: mailLimit(config.rateLimits.mail, (req) => `verify:${req.currentUser.id}`),
      },
    },
    async (req) => {
      await sendAccountEmail(configured(), identity, 'verification', recipient(req, req.currentUser.email));
      return {};
    },
  );

  app.post(
    '/api/auth/send-password-reset-email',
    {
      // Per address too: a stranger trying address after address to learn which are known.
      onRequest: perAddressHook(app, config.rateLimits.auth),
      schema: { tags: ['auth'], summary: 'Send a password-reset email to an address', body: resetBody, response: done },
      config: {
        public: true,
        rateLimit: mailLimit(config.rateLimits.mail, (req) => `reset:${emailOf(req.body) ?? req.ip}`),
      },
    },
    async (req) => {
      const sender = configured();
      const email = emailOf(req.body);
      if (!email) throw badRequest('errors.auth.invalidEmail');
      await sendAccountEmail(sender, identity, 'passwordReset', recipient(req, email));
      return {};
    },
  );
};
