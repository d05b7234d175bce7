/**
 * The write routes outside the resource call set, as targets with a `data`-like shape: IAM
 * invitations and user edits, settings, one's own profile, "use recipe". Each shape is written
 * from the declarations the route itself validates with (resources/user, profile, recipe-use).
 */
import { resources } from '../../../resources';
import { writableFields } from '../../../resources/kit/derive';
import { choice, choices, text } from '../../../resources/kit/fields';
import { roles } from '../../../resources/kit/permissions';
import { themeModes, themeNames } from '../../../resources/kit/settings';
import profile from '../../../resources/singletons/profile';
import recipeUse from '../../../resources/forms/recipe-use';
import type { ContractContext } from '../contract/context';
import { seed } from '../contract/store';
import { call } from '../http';
import { createUser, uniqueEmail } from '../users';
import type { WriteTarget } from './resource-targets';

export const systemTargets = [
  'POST /api/iam',
  'PUT /api/iam',
  'PUT /api/settings',
  'PUT /api/auth/profile',
  'POST /api/recipe/:id/use',
] as const;
export type SystemTarget = (typeof systemTargets)[number];

export async function systemTarget(ctx: ContractContext, name: SystemTarget): Promise<WriteTarget> {
  const as = (method: 'POST' | 'PUT', path: string, body: unknown) =>
    call(ctx.app, method, path, { token: ctx.owner.token, body });
  switch (name) {
    case 'POST /api/iam':
      return {
        // Emails as one comma-separated text (or a list); `email` is the one-address spelling.
        shape: {
          fields: [
            ['emails', text({ required: true, format: 'email' })],
            ['roles', choices(roles)],
          ],
          mode: 'write',
          missingIsError: true,
          alsoAccepted: ['email'],
        },
        base: { emails: uniqueEmail('invitee'), roles: ['viewer'] },
        send: (data) => as('POST', '/api/iam', { data }),
      };
    case 'PUT /api/iam': {
      const { id } = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
      return {
        // The email of an existing user never changes through this call: it is ignored, as is the id's place.
        shape: {
          fields: writableFields(resources.user).filter(([n]) => n !== 'email'),
          mode: 'write',
          missingIsError: false,
          alsoAccepted: ['id', 'email'],
        },
        base: { id },
        send: (data) => as('PUT', '/api/iam', { data }),
      };
    }
    case 'PUT /api/settings':
      return {
        shape: {
          fields: [
            ['theme', choice(themeNames, { required: true })],
            ['mode', choice(themeModes)],
          ],
          mode: 'write',
          missingIsError: true,
        },
        base: { theme: 'cyan', mode: 'dark' },
        send: (settings) => as('PUT', '/api/settings', { settings }),
      };
    case 'PUT /api/auth/profile':
      return {
        shape: { fields: writableFields(profile), mode: 'write', missingIsError: false },
        base: {},
        send: (data) => as('PUT', '/api/auth/profile', { profile: data }),
      };
    case 'POST /api/recipe/:id/use': {
      const { id } = await seed(ctx, resources.recipe);
      return {
        shape: { fields: writableFields(recipeUse), mode: 'write', missingIsError: true },
        base: { batches: 2, date: '2026-03-01', notes: 'weekly top-up' },
        send: (data) => as('POST', `/api/recipe/${id}/use`, { data }),
      };
    }
  }
}
