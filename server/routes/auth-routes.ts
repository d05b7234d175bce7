/** The current user and their profile, what the client needs to reach Firebase, and settings. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { perAddressPerMinute } from '../rate-limits';
import type { FileLinks } from '../services/files/links';
import { updateProfile, withAvatarLinks } from '../services/profile';
import { readSettings, saveSettings } from '../services/settings';

export function registerAuthRoutes(app: FastifyInstance, db: Database, config: AppConfig, links: FileLinks): void {
  // Per address, before the token is checked: made-up tokens count as much as good ones.
  const rateLimit = perAddressPerMinute(config.rateLimits.auth);
  app.get('/api/config', { config: { public: true, rateLimit } }, () => ({
    firebase: config.firebase,
    authEmulatorHost: config.authEmulatorHost ?? null,
  }));
  // Signed avatar links, so the header can show the picture.
  app.get('/api/auth/me', { config: { allowUnverified: true, rateLimit } }, (req) => withAvatarLinks(req.currentUser, links));
  // Any signed-in user, for their own record only; a verified email first, like every other write.
  app.put('/api/auth/profile', { config: { allowUnverified: false, rateLimit } }, async (req) => {
    const { id, email } = req.currentUser;
    const profile = (req.body as { profile?: unknown } | null)?.profile;
    return withAvatarLinks(await updateProfile(db, id, profile, { id, email }), links);
  });
  app.get('/api/auth/email-configured', { config: { public: true, rateLimit } }, () => Boolean(config.smtpUrl));
  app.get('/api/settings', () => readSettings(db));
  app.put('/api/settings', { config: { permission: 'settingsEdit' } }, (req) =>
    saveSettings(db, (req.body as { settings?: unknown } | null)?.settings, {
      id: req.currentUser.id,
      email: req.currentUser.email,
    }),
  );
}
