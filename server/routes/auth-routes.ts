/** The current user and their profile, what the client needs to reach Firebase, and settings. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import profile from '../../resources/singletons/profile';
import { currentUserAnswer } from '../../resources/kit/current-user-answer';
import { themeModes, themeNames } from '../../resources/kit/settings';
import { shopSettingsAnswer } from '../../resources/kit/settings-answer';
import { answers } from '../schema/api';
import { recordInput } from '../schema/fields';
import { authRouteLimits } from '../rate-limits';
import { updateProfile, withAvatarLinks } from '../services/profile';
import { readSettings, saveSettings } from '../services/settings';
import { staticAnswer } from './static-answer';

const clientConfig = z.object({ firebase: z.looseObject({}), authEmulatorHost: z.string().nullable() });
const me = answers(currentUserAnswer);
const settings = answers(shopSettingsAnswer);
const settingsInput = z
  .looseObject({
    theme: z.enum(themeNames),
    mode: z.enum(themeModes),
    analysisStaleDays: z.number().int(),
    analysisInstrumentRequired: z.boolean(),
  })
  .partial();

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    db,
    appConfig: config,
    files: { links },
  } = app;
  // Per verified user; refused tokens per address (rate-limits.ts).
  const limits = authRouteLimits(app, config.rateLimits.auth);
  // Fixed at start and cacheable: every page load asks, so it is never throttled.
  const tags = ['auth'];
  app.get(
    '/api/config',
    {
      schema: {
        tags,
        summary: 'What the client needs to reach Firebase Authentication',
        response: answers(clientConfig),
      },
      config: { public: true },
    },
    staticAnswer({
      firebase: config.firebase,
      authEmulatorHost: config.authEmulatorHost ?? null,
    }),
  );
  // Signed avatar links, so the header can show the picture.
  app.get(
    '/api/auth/me',
    {
      schema: { tags, summary: 'The caller: their user record and roles', response: me },
      config: { allowUnverified: true, ...limits },
    },
    (req) => withAvatarLinks(req.currentUser, links),
  );
  // Any signed-in user, for their own record only; a verified email first, like every other write.
  app.put(
    '/api/auth/profile',
    {
      schema: {
        tags,
        summary: "Change the caller's own profile",
        body: z.looseObject({ profile: recordInput(profile).optional() }).nullish(),
        response: me,
      },
      config: { allowUnverified: false, ...limits },
    },
    async (req) => {
      const { id, email } = req.currentUser;
      return withAvatarLinks(await updateProfile(db, id, req.body?.profile, { id, email }), links);
    },
  );
  app.get(
    '/api/auth/email-configured',
    {
      schema: {
        tags,
        summary: 'Whether the server sends the account emails itself (SMTP_URL)',
        response: answers(z.boolean()),
      },
      config: { public: true },
    },
    staticAnswer(Boolean(config.smtpUrl)),
  );
  const settingsTags = ['settings'];
  app.get(
    '/api/settings',
    { schema: { tags: settingsTags, summary: "The shop's settings every user's client applies", response: settings } },
    () => readSettings(db),
  );
  app.put(
    '/api/settings',
    {
      schema: {
        tags: settingsTags,
        summary: "Change the shop's settings",
        body: z.looseObject({ settings: settingsInput.optional() }).nullish(),
        response: settings,
      },
      config: { permission: 'settingsEdit' },
    },
    (req) =>
      saveSettings(db, req.body?.settings, {
        id: req.currentUser.id,
        email: req.currentUser.email,
      }),
  );
};
