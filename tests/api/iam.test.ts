/**
 * The IAM calls of docs/product-spec.md#api-calls and the rules of docs/domain-rules.md#owners: invitations (several emails,
 * roles added to existing users), edits, enabling and disabling (the sign-in account too, and
 * at once), removing roles, the roles view, import; each change audited, each refusal writing nothing.
 */
import { asc, count } from 'drizzle-orm';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUser, resourceTables } from '../../server/db/tables';
import { createTestContext, PROJECT_ID, type TestContext } from '../helpers/app';
import { call, type CallResult } from '../helpers/http';
import { createUser, signUp, uniqueEmail, type TestUser } from '../helpers/users';
import { z } from 'zod';
import { currentUserAnswer, invitedUserAnswer } from '../../resources/kit/current-user-answer';
import { describedBy } from '../helpers/answer-schema';
import { roleNode } from '../../resources/kit/roles-answer';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
});
afterAll(async () => ctx?.close());

const as = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, unknown> } = {},
) => call(ctx.app, method, path, { token: user.token, ...options });
const snapshot = async () => ({
  users: await ctx.db.select().from(appUser).orderBy(asc(appUser.id)),
  audit: Number((await ctx.db.select({ n: count() }).from(resourceTables.auditLog))[0].n),
});
async function refused(
  status: number,
  request: () => Promise<CallResult<{ message: string }>>,
  message: string | RegExp,
) {
  const before = await snapshot();
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(await snapshot()).toEqual(before);
}
const auditCount = async () => (await snapshot()).audit;

describe('POST /api/iam: invitations', () => {
  test('creates the new emails and adds the roles to existing users; one audit entry each; the invitee signs up holding them', async () => {
    const existing = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    const fresh = uniqueEmail('invited');
    const audit = await auditCount();
    const res = await describedBy(
      z.array(invitedUserAnswer),
      as(owner, 'POST', '/api/iam', {
        body: { data: { emails: `${existing.email}, ${fresh.toUpperCase()}`, roles: ['shipperViewer'] } },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byEmail = Object.fromEntries(
      (res.body as unknown as { email: string; roles: string[] }[]).map((u) => [u.email, u.roles]),
    );
    expect(byEmail).toEqual({ [existing.email]: ['customerViewer', 'shipperViewer'], [fresh]: ['shipperViewer'] });
    expect(await auditCount()).toBe(audit + 2);
    const account = await signUp(fresh);
    const me = await call(ctx.app, 'GET', '/api/auth/me', { token: account.token });
    expect(me.body).toMatchObject({ email: fresh, roles: ['shipperViewer'], authenticationUid: account.uid });
  });

  test('an invalid email or role is refused with the spec message and nothing is written', async () => {
    await refused(
      400,
      () =>
        as(owner, 'POST', '/api/iam', { body: { data: { emails: 'ok@shop.test, not-an-email', roles: ['viewer'] } } }),
      'Email not-an-email is invalid',
    );
    await refused(
      400,
      () => as(owner, 'POST', '/api/iam', { body: { data: { emails: uniqueEmail(), roles: ['superuser'] } } }),
      /^Roles must be one of the following values: owner, editor/,
    );
    await refused(
      400,
      () => as(owner, 'POST', '/api/iam', { body: { data: { emails: ' , ', roles: ['viewer'] } } }),
      'Emails is required',
    );
  });

  test('needs iamCreate: a viewer may list users but not invite', async () => {
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    expect((await as(viewer, 'GET', '/api/iam/user')).status).toBe(200);
    await refused(
      403,
      () => as(viewer, 'POST', '/api/iam', { body: { data: { emails: uniqueEmail(), roles: ['viewer'] } } }),
      "Sorry, you don't have access to this page",
    );
    const reviewer = await createUser(ctx.app, ctx.db, { roles: ['iamSecurityReviewer'] });
    expect(
      (await as(reviewer, 'POST', '/api/iam', { body: { data: { emails: uniqueEmail(), roles: ['viewer'] } } })).status,
    ).toBe(200);
  });
});

describe('PUT /api/iam: a user edited', () => {
  test('names, phone and roles change, audited; an unknown id is "User not found"', async () => {
    const user = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    const res = await describedBy(
      currentUserAnswer,
      as(owner, 'PUT', '/api/iam', {
        body: { data: { id: user.id, firstName: 'Ana', lastName: 'Lima', phoneNumber: '11 5555', roles: ['editor'] } },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      fullName: 'Ana Lima',
      phoneNumber: '11 5555',
      roles: ['editor'],
      email: user.email,
    });
    await refused(
      404,
      () => as(owner, 'PUT', '/api/iam', { body: { data: { id: '00000000-0000-4000-8000-000000000000', roles: [] } } }),
      'User not found',
    );
    await refused(
      400,
      () => as(owner, 'PUT', '/api/iam', { body: { data: { id: user.id, phoneNumber: '+55 11' } } }),
      'Phone number must match pattern',
    );
    const notUploaded = {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'x.png',
      sizeInBytes: 1,
      mimeType: 'image/png',
    };
    await refused(
      400,
      () => as(owner, 'PUT', '/api/iam', { body: { data: { id: user.id, avatars: [notUploaded] } } }),
      'Avatar names a file that was not uploaded for it',
    );
  });

  test('nobody revokes their own owner role, by edit or by removal', async () => {
    await refused(
      400,
      () => as(owner, 'PUT', '/api/iam', { body: { data: { id: owner.id, roles: ['editor'] } } }),
      "You can't revoke your own owner permission",
    );
    await refused(
      400,
      () => as(owner, 'DELETE', '/api/iam', { query: { emails: [owner.email], roles: ['owner'] } }),
      "You can't revoke your own owner permission",
    );
    await refused(
      400,
      () => as(owner, 'DELETE', '/api/iam', { query: { emails: [owner.email], all: 'true' } }),
      "You can't revoke your own owner permission",
    );
  });
});

describe('PUT /api/iam/status', () => {
  test('disabling takes effect on the very next request and disables the sign-in account; enabling restores both', async () => {
    const user = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    expect((await as(user, 'GET', '/api/customer')).status).toBe(200);
    const audit = await auditCount();
    expect((await as(owner, 'PUT', '/api/iam/status', { body: { ids: [user.id], disabled: true } })).status).toBe(200);
    expect(await auditCount()).toBe(audit + 1);
    const next = await as(user, 'GET', '/api/customer');
    expect([next.status, next.body.message]).toEqual([403, 'Your account is disabled']);
    const auth = getAuth(getApps().find((a) => a.name === PROJECT_ID)!);
    expect((await auth.getUser(user.uid)).disabled).toBe(true);
    expect((await as(owner, 'PUT', '/api/iam/status', { body: { ids: [user.id], disabled: false } })).status).toBe(200);
    expect((await auth.getUser(user.uid)).disabled).toBe(false);
    expect((await as(user, 'GET', '/api/customer')).status).toBe(200);
  });

  test('nobody disables themselves; unknown ids are not found; nothing is written', async () => {
    const other = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    await refused(
      400,
      () => as(owner, 'PUT', '/api/iam/status', { body: { ids: [other.id, owner.id], disabled: true } }),
      "You can't disable yourself",
    );
    await refused(
      404,
      () =>
        as(owner, 'PUT', '/api/iam/status', {
          body: { ids: [other.id, '00000000-0000-4000-8000-000000000000'], disabled: true },
        }),
      'User not found',
    );
    await refused(
      400,
      () => as(owner, 'PUT', '/api/iam/status', { body: { ids: [], disabled: true } }),
      'Must select a row',
    );
  });
});

describe('DELETE /api/iam and GET /api/iam/role', () => {
  test('removes the given roles, or all, from the selected users; the roles view lists holders by role', async () => {
    const [a, b] = [
      await createUser(ctx.app, ctx.db, { roles: ['packingViewer', 'invoiceViewer'] }),
      await createUser(ctx.app, ctx.db, { roles: ['packingViewer'] }),
    ];
    const holding = as(owner, 'GET', '/api/iam/role', { query: { filter: { role: 'packingViewer' } } });
    const tree = (await describedBy(z.array(roleNode), holding)).body as {
      role: string;
      users: { email: string }[];
    }[];
    expect(tree).toHaveLength(1);
    expect(tree[0].users.map((u) => u.email).sort()).toEqual([a.email, b.email].sort());
    expect(
      (await as(owner, 'DELETE', '/api/iam', { query: { emails: [a.email, b.email], roles: ['packingViewer'] } }))
        .status,
    ).toBe(200);
    const roles = async (id: string) => (await as(owner, 'GET', `/api/iam/${id}`)).body.roles;
    expect([await roles(a.id), await roles(b.id)]).toEqual([['invoiceViewer'], []]);
    expect((await as(owner, 'DELETE', '/api/iam', { query: { emails: [a.email], all: 'true' } })).status).toBe(200);
    expect(await roles(a.id)).toEqual([]);
    await refused(
      404,
      () => as(owner, 'DELETE', '/api/iam', { query: { emails: [uniqueEmail()], all: 'true' } }),
      'User not found',
    );
  });
});

describe('POST /api/iam/import', () => {
  test('a row of email, names, phone and roles split on spaces; an existing email is refused', async () => {
    const email = uniqueEmail('imported');
    const row = {
      email,
      firstName: 'Rui',
      lastName: 'Sá',
      phoneNumber: '21 99',
      roles: 'customerViewer shipperViewer',
    };
    const res = await as(owner, 'POST', '/api/iam/import', { body: { data: row, importHash: email } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email, roles: ['customerViewer', 'shipperViewer'] });
    await refused(
      400,
      () =>
        as(owner, 'POST', '/api/iam/import', {
          body: { data: { ...row, email: email.toUpperCase() }, importHash: `${email}-2` },
        }),
      'User with this email already exists',
    );
  });
});
