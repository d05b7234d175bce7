/** The current user, what the client needs to reach Firebase, and settings. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { readSettings, saveSettings } from '../services/settings';

export function registerAuthRoutes(app: FastifyInstance, db: Database, config: AppConfig): void {
  app.get('/api/config', { config: { public: true } }, () => ({
    firebase: config.firebase,
    authEmulatorHost: config.authEmulatorHost ?? null,
  }));
  app.get('/api/auth/me', { config: { allowUnverified: true } }, (req) => req.currentUser);
  app.get('/api/auth/email-configured', { config: { public: true } }, () => Boolean(config.smtpUrl));
  app.get('/api/settings', () => readSettings(db));
  app.put('/api/settings', { config: { permission: 'settingsEdit' } }, (req) =>
    saveSettings(db, (req.body as { settings?: unknown } | null)?.settings, {
      id: req.currentUser.id,
      email: req.currentUser.email,
    }),
  );
}
