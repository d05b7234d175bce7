/** The current user and their profile, what the client needs to reach Firebase, and settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRouteLimits } from '../rate-limits';
import { updateProfile, withAvatarLinks } from '../services/profile';
import { readSettings, saveSettings } from '../services/settings';
import { staticAnswer } from './static-answer';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, appConfig: config, files: { links } } = app;
  // Per verified user; refused tokens per address (rate-limits.ts).
  const limits = authRouteLimits(app, config.rateLimits.auth);
  // Fixed at start and cacheable: every page load asks, so it is never throttled.
  app.get('/api/config', { config: { public: true } }, staticAnswer({
    firebase: config.firebase,
    authEmulatorHost: config.authEmulatorHost ?? null,
  }));
  // Signed avatar links, so the header can show the picture.
  app.get('/api/auth/me', { config: { allowUnverified: true, ...limits } }, (req) => withAvatarLinks(req.currentUser, links));
  // Any signed-in user, for their own record only; a verified email first, like every other write.
  app.put('/api/auth/profile', { config: { allowUnverified: false, ...limits } }, async (req) => {
    const { id, email } = req.currentUser;
    const profile = (req.body as { profile?: unknown } | null)?.profile;
    return withAvatarLinks(await updateProfile(db, id, profile, { id, email }), links);
  });
  app.get('/api/auth/email-configured', { config: { public: true } }, staticAnswer(Boolean(config.smtpUrl)));
  app.get('/api/settings', () => readSettings(db));
  app.put('/api/settings', { config: { permission: 'settingsEdit' } }, (req) =>
    saveSettings(db, (req.body as { settings?: unknown } | null)?.settings, {
      id: req.currentUser.id,
      email: req.currentUser.email,
    }),
  );
};
