/**
 * A user as the API answers them (GET /api/auth/me, PUT /api/auth/profile, PUT and POST /api/iam) as a
 * schema: the routes describe them by it, and the server's and the client's CurrentUser are inferred
 * from it (the client imports the types alone, through src/auth/session-store.ts).
 */
import { z } from 'zod';
import { storedFileValue } from './stored-file-answer';

export const currentUserAnswer = z
  .object({
    id: z.string(),
    authenticationUid: z
      .string()
      .nullable()
      .meta({ description: 'Their sign-in account; null for an invitation not yet taken up' }),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    fullName: z.string().nullable().meta({ description: 'First and last names together, or null without either' }),
    phoneNumber: z.string().nullable(),
    avatars: z
      .array(storedFileValue)
      .meta({ description: 'At most one picture, with signed links in GET /api/auth/me and PUT /api/auth/profile' }),
    roles: z.array(z.string()).meta({ description: 'Role names (owner, admin, …)' }),
    disabled: z.boolean(),
    emailVerified: z.boolean(),
  })
  .meta({ description: 'A user record and their roles' });

/** POST /api/iam: each user invited or given roles; a new invitee says whether their email went out. */
export const invitedUserAnswer = currentUserAnswer.extend({
  invitation: z
    .object({
      email: z.enum(['sent', 'notConfigured', 'failed']).meta({
        description: 'notConfigured: the server has no SMTP_URL; failed: the mail server refused or was unreachable',
      }),
      signUpLink: z.string().optional().meta({ description: 'Only when no email went out: the link to pass on' }),
    })
    .optional()
    .meta({ description: 'Only for a new invitee, when the server sends invitations' }),
});

export type CurrentUser = z.infer<typeof currentUserAnswer>;
export type InvitedUser = z.infer<typeof invitedUserAnswer>;
