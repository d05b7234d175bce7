/**
 * The IAM writes of docs/product-spec.md#api-calls and the roles view. The user list, a user's record, the
 * autocomplete and the import are the generic resource routes at the spec's /iam paths.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserAnswer, invitedUserAnswer } from '../../resources/kit/current-user-answer';
import { roles } from '../../resources/kit/permissions';
import { roleNode } from '../../resources/kit/roles-answer';
import { answers, dataBody, done, ids } from '../schema/api';
import { inviteUsers, removeRoles, setUsersStatus, updateUser } from '../services/iam/iam-writes';
import { rolesTree } from '../services/iam/roles-tree';
import type { InvitationSender } from './invitation-sender';

const actorOf = (request: FastifyRequest) => ({ id: request.currentUser.id, email: request.currentUser.email });

const tags = ['iam'];
const role = z.enum(roles);
const emails = z.union([z.string(), z.array(z.string())]);
const invite = dataBody({ emails: emails.optional(), roles: z.array(role).optional() });
const update = dataBody({
  id: z.string().optional(),
  roles: z.array(role).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});
const status = z
  .looseObject({ ids: z.array(z.string()), disabled: z.boolean() })
  .partial()
  .nullish();
const revoke = z.looseObject({ emails, roles: ids, all: z.enum(['true', 'false']) }).partial();

/** `sendInvitations`: the invitation emails (invitation-sender.ts); without it, no email goes out. */
export const iamRoutes: FastifyPluginAsyncZod<{ sendInvitations?: InvitationSender }> = async (
  app,
  { sendInvitations },
) => {
  const { db, identity } = app;
  app.post(
    '/api/iam',
    {
      schema: {
        tags,
        summary: 'Invite users by email, or add roles to users who exist',
        body: invite,
        response: answers(z.array(invitedUserAnswer)),
      },
      config: { permission: 'iamCreate' },
    },
    async (req) => {
      const { users, invited } = await inviteUsers(db, req.body.data, actorOf(req));
      if (!invited.length || !sendInvitations) return users;
      // Each new invitee's `invitation` says whether their email went out (README, "What it does
      // today"); users who already had a record got roles added, no email, and carry none.
      // A new invitee holds exactly the roles granted (an existing user may hold more).
      const outcomes = await sendInvitations(
        req,
        invited,
        users.find((user) => user.email === invited[0])?.roles ?? [],
      );
      return users.map((user) => (outcomes.has(user.email) ? { ...user, invitation: outcomes.get(user.email) } : user));
    },
  );

  app.put(
    '/api/iam',
    {
      schema: { tags, summary: "Change a user's roles or name", body: update, response: answers(currentUserAnswer) },
      config: { permission: 'iamEdit' },
    },
    (req) => updateUser(db, req.body.data, actorOf(req)),
  );

  app.put(
    '/api/iam/status',
    {
      schema: { tags, summary: 'Disable or enable users, their sign-in accounts too', body: status, response: done },
      config: { permission: 'iamEdit' },
    },
    async (req) => {
      const rows = await setUsersStatus(db, req.body ?? {}, actorOf(req));
      // The sign-in account follows, so a disabled user cannot even get a fresh token.
      for (const row of rows) {
        if (row.authenticationUid) {
          await identity.setDisabled(row.authenticationUid, row.disabled).catch((error) => req.log.error(error));
        }
      }
      return {};
    },
  );

  app.delete(
    '/api/iam',
    {
      schema: {
        tags,
        summary: 'Take roles (or, with all=true, every role) away from users',
        querystring: revoke,
        response: done,
      },
      config: { permission: 'iamEdit' },
    },
    (req) => removeRoles(db, req.query, actorOf(req)),
  );

  app.get(
    '/api/iam/role',
    {
      schema: {
        tags,
        summary: 'Each role with the users holding it',
        querystring: z.looseObject({ filter: z.looseObject({}), orderBy: z.string() }).partial(),
        response: answers(z.array(roleNode)),
      },
      config: { permission: 'iamRead' },
    },
    (req) => rolesTree(db, req.query),
  );
};
