/**
 * The IAM writes of docs/product-spec.md#api-calls and the roles view. The user list, a user's record, the
 * autocomplete and the import are the generic resource routes at the spec's /iam paths.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../errors';
import { inviteUsers, removeRoles, setUsersStatus, updateUser } from '../services/iam/iam-writes';
import { rolesTree } from '../services/iam/roles-tree';
import type { InvitationSender } from './invitation-sender';

const actorOf = (request: FastifyRequest) => ({ id: request.currentUser.id, email: request.currentUser.email });

function dataOf(body: unknown): Record<string, unknown> {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('errors.dataRequired');
  return data as Record<string, unknown>;
}

/** `sendInvitations`: the invitation emails (invitation-sender.ts); without it, no email goes out. */
export const iamRoutes: FastifyPluginAsyncZod<{ sendInvitations?: InvitationSender }> = async (app, { sendInvitations }) => {
  const { db, identity } = app;
  app.post('/api/iam', { config: { permission: 'iamCreate' } }, async (req) => {
    const data = dataOf(req.body);
    const { users, invited } = await inviteUsers(db, data, actorOf(req));
    if (!invited.length || !sendInvitations) return users;
    // Each new invitee's `invitation` says whether their email went out (README, "What it does
    // today"); users who already had a record got roles added, no email, and carry none.
    // A new invitee holds exactly the roles granted (an existing user may hold more).
    const outcomes = await sendInvitations(req, invited, users.find((user) => user.email === invited[0])?.roles ?? []);
    return users.map((user) => (outcomes.has(user.email) ? { ...user, invitation: outcomes.get(user.email) } : user));
  });

  app.put('/api/iam', { config: { permission: 'iamEdit' } }, (req) => updateUser(db, dataOf(req.body), actorOf(req)));

  app.put('/api/iam/status', { config: { permission: 'iamEdit' } }, async (req) => {
    const rows = await setUsersStatus(db, (req.body ?? {}) as Record<string, unknown>, actorOf(req));
    // The sign-in account follows, so a disabled user cannot even get a fresh token.
    for (const row of rows) {
      if (row.authenticationUid) {
        await identity.setDisabled(row.authenticationUid, row.disabled).catch((error) => req.log.error(error));
      }
    }
    return {};
  });

  app.delete('/api/iam', { config: { permission: 'iamEdit' } }, (req) =>
    removeRoles(db, req.query as Record<string, unknown>, actorOf(req)));

  app.get('/api/iam/role', { config: { permission: 'iamRead' } }, (req) =>
    rolesTree(db, req.query as { filter?: unknown; orderBy?: unknown }));
};
