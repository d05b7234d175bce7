/**
 * README "Guarantees", owner protection, on every IAM write (PUT /api/iam, POST /api/iam,
 * DELETE /api/iam incl. all=true, PUT /api/iam/status, POST /api/iam/import): only an owner grants
 * or takes away `owner` or changes an owner's roles or status; editors and security reviewers keep
 * every other power; a refusal is a 403 in the caller's language and writes nothing.
 */
import { arrayContains, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appUser, resourceTables } from '../../server/db/tables';
import { guardOwners } from '../../server/services/iam/owners';
import { createTestContext, type TestContext } from '../helpers/app';
import { call, type CallResult } from '../helpers/http';
import { createUser, uniqueEmail, type TestUser } from '../helpers/users';

const OWNER_ROLE = 'Only an owner can grant or take away the owner role';
const OWNER_CHANGE = 'Only an owner can change the roles of an owner, disable or enable them';

let ctx: TestContext;
let owner: TestUser;
let actors: Record<'editor' | 'iamSecurityReviewer', TestUser>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  actors = {
    editor: await createUser(ctx.app, ctx.db, { roles: ['editor'] }),
    iamSecurityReviewer: await createUser(ctx.app, ctx.db, { roles: ['iamSecurityReviewer'] }),
  };
});
afterAll(async () => ctx?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (
  user: TestUser,
  method: Method,
  path: string,
  options: { body?: unknown; query?: Record<string, unknown>; lang?: string } = {},
) => call(ctx.app, method, path, { token: user.token, ...options });
const snapshot = async () => ({
  users: await ctx.db.select().from(appUser).orderBy(asc(appUser.id)),
  audit: Number((await ctx.db.select({ n: count() }).from(resourceTables.auditLog))[0].n),
});
async function refused(request: () => Promise<CallResult<{ message: string }>>, message: string) {
  const before = await snapshot();
  const res = await request();
  expect([res.status, res.body.message]).toEqual([403, message]);
  expect(await snapshot()).toEqual(before);
}
async function accepted(request: () => Promise<CallResult>) {
  const res = await request();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const rolesOf = async (id: string) => (await ctx.db.select().from(appUser).where(eq(appUser.id, id)))[0];
const anotherOwner = (disabled = false) => createUser(ctx.app, ctx.db, { roles: ['owner', 'viewer'], disabled });

describe.each(['editor', 'iamSecurityReviewer'] as const)('%s, not an owner', (name) => {
  const actor = () => actors[name];

  test('cannot make themselves owner by PUT /api/iam, so settings stay closed to them', async () => {
    await refused(
      () => as(actor(), 'PUT', '/api/iam', { body: { data: { id: actor().id, roles: [name, 'owner'] } } }),
      OWNER_ROLE,
    );
    expect((await as(actor(), 'PUT', '/api/settings', { body: { settings: { theme: 'cyan' } } })).status).toBe(403);
  });

  test('cannot grant owner by invitation (new or existing email) nor by import', async () => {
    const existing = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    await refused(
      () => as(actor(), 'POST', '/api/iam', { body: { data: { emails: [uniqueEmail('new')], roles: ['owner'] } } }),
      OWNER_ROLE,
    );
    await refused(
      () => as(actor(), 'POST', '/api/iam', { body: { data: { emails: [existing.email], roles: ['owner'] } } }),
      OWNER_ROLE,
    );
    await refused(
      () => as(actor(), 'PUT', '/api/iam', { body: { data: { id: existing.id, roles: ['viewer', 'owner'] } } }),
      OWNER_ROLE,
    );
    const email = uniqueEmail('imported');
    await refused(
      () => as(actor(), 'POST', '/api/iam/import', { body: { data: { email, roles: 'owner' }, importHash: email } }),
      OWNER_ROLE,
    );
  });

  test("cannot take owner away, nor change an owner's other roles, by PUT or DELETE /api/iam", async () => {
    const target = await anotherOwner();
    await refused(() => as(actor(), 'PUT', '/api/iam', { body: { data: { id: owner.id, roles: [] } } }), OWNER_ROLE);
    await refused(
      () => as(actor(), 'PUT', '/api/iam', { body: { data: { id: target.id, roles: ['owner'] } } }),
      OWNER_CHANGE,
    );
    await refused(
      () => as(actor(), 'PUT', '/api/iam', { body: { data: { id: target.id, roles: ['owner', 'viewer', 'editor'] } } }),
      OWNER_CHANGE,
    );
    await refused(
      () => as(actor(), 'POST', '/api/iam', { body: { data: { emails: [target.email], roles: ['editor'] } } }),
      OWNER_CHANGE,
    );
    await refused(() => as(actor(), 'DELETE', '/api/iam', { query: { emails: [owner.email], all: true } }), OWNER_ROLE);
    await refused(
      () => as(actor(), 'DELETE', '/api/iam', { query: { emails: [target.email], roles: ['owner'] } }),
      OWNER_ROLE,
    );
    await refused(
      () => as(actor(), 'DELETE', '/api/iam', { query: { emails: [target.email], roles: ['viewer'] } }),
      OWNER_CHANGE,
    );
    // All or nothing: the owner among the emails stops the other user's change too.
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    await refused(
      () => as(actor(), 'DELETE', '/api/iam', { query: { emails: [viewer.email, target.email], roles: ['viewer'] } }),
      OWNER_CHANGE,
    );
  });

  test('cannot disable an owner, nor enable a disabled one, by PUT /api/iam/status', async () => {
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    await refused(
      () => as(actor(), 'PUT', '/api/iam/status', { body: { ids: [owner.id], disabled: true } }),
      OWNER_CHANGE,
    );
    await refused(
      () => as(actor(), 'PUT', '/api/iam/status', { body: { ids: [viewer.id, owner.id], disabled: true } }),
      OWNER_CHANGE,
    );
    const disabled = await anotherOwner(true);
    await refused(
      () => as(actor(), 'PUT', '/api/iam/status', { body: { ids: [disabled.id], disabled: false } }),
      OWNER_CHANGE,
    );
  });

  test('is refused in Portuguese when asking in Portuguese', async () => {
    const res = await as(actor(), 'PUT', '/api/iam/status', {
      body: { ids: [owner.id], disabled: true },
      lang: 'pt-BR',
    });
    expect(res).toEqual({
      status: 403,
      body: {
        message: 'Somente um proprietário pode alterar os papéis de um proprietário, desabilitá-lo ou habilitá-lo',
      },
    });
    const grant = await as(actor(), 'PUT', '/api/iam', {
      body: { data: { id: actor().id, roles: ['owner'] } },
      lang: 'pt-BR',
    });
    expect(grant.body).toEqual({ message: 'Somente um proprietário pode conceder ou retirar o papel de proprietário' });
  });

  test('keeps every other IAM power: invite, import, edit, enable, disable and remove roles of non-owners; edit names of an owner', async () => {
    const email = uniqueEmail('invited');
    await accepted(() =>
      as(actor(), 'POST', '/api/iam', {
        body: { data: { emails: [email], roles: ['editor', 'iamSecurityReviewer'] } },
      }),
    );
    const imported = uniqueEmail('imported');
    await accepted(() =>
      as(actor(), 'POST', '/api/iam/import', {
        body: { data: { email: imported, roles: 'viewer' }, importHash: imported },
      }),
    );
    const user = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
    await accepted(() => as(actor(), 'PUT', '/api/iam', { body: { data: { id: user.id, roles: ['editor'] } } }));
    await accepted(() => as(actor(), 'PUT', '/api/iam/status', { body: { ids: [user.id], disabled: true } }));
    await accepted(() => as(actor(), 'PUT', '/api/iam/status', { body: { ids: [user.id], disabled: false } }));
    await accepted(() => as(actor(), 'DELETE', '/api/iam', { query: { emails: [user.email], all: true } }));
    expect(await rolesOf(user.id)).toMatchObject({ roles: [], disabled: false });
    const target = await anotherOwner();
    await accepted(() =>
      as(actor(), 'PUT', '/api/iam', {
        body: { data: { id: target.id, firstName: 'Renamed', roles: ['viewer', 'owner'] } },
      }),
    );
    // Enabling users that include an owner already enabled changes nothing of the owner.
    await accepted(() =>
      as(actor(), 'PUT', '/api/iam/status', { body: { ids: [target.id, user.id], disabled: false } }),
    );
    const renamed = await rolesOf(target.id);
    expect([renamed.firstName, [...renamed.roles].sort(), renamed.disabled]).toEqual([
      'Renamed',
      ['owner', 'viewer'],
      false,
    ]);
  });
});

describe('an owner', () => {
  test('grants owner by PUT, POST and import, and takes it away by PUT and DELETE (roles or all)', async () => {
    const [a, b, c] = [
      await createUser(ctx.app, ctx.db),
      await createUser(ctx.app, ctx.db),
      await createUser(ctx.app, ctx.db),
    ];
    await accepted(() => as(owner, 'PUT', '/api/iam', { body: { data: { id: a.id, roles: ['owner'] } } }));
    await accepted(() =>
      as(owner, 'POST', '/api/iam', { body: { data: { emails: [b.email, c.email], roles: ['owner'] } } }),
    );
    const email = uniqueEmail('imported');
    await accepted(() =>
      as(owner, 'POST', '/api/iam/import', { body: { data: { email, roles: 'owner' }, importHash: email } }),
    );
    expect((await ctx.db.select().from(appUser).where(eq(appUser.email, email)))[0].roles).toEqual(['owner']);
    await accepted(() => as(owner, 'PUT', '/api/iam', { body: { data: { id: a.id, roles: ['viewer'] } } }));
    await accepted(() => as(owner, 'DELETE', '/api/iam', { query: { emails: [b.email], roles: ['owner'] } }));
    await accepted(() => as(owner, 'DELETE', '/api/iam', { query: { emails: [c.email], all: true } }));
    expect([(await rolesOf(a.id)).roles, (await rolesOf(b.id)).roles, (await rolesOf(c.id)).roles]).toEqual([
      ['viewer'],
      [],
      [],
    ]);
  });

  test('disables and enables another owner', async () => {
    const other = await anotherOwner();
    await accepted(() => as(owner, 'PUT', '/api/iam/status', { body: { ids: [other.id], disabled: true } }));
    expect((await rolesOf(other.id)).disabled).toBe(true);
    await accepted(() => as(owner, 'PUT', '/api/iam/status', { body: { ids: [other.id], disabled: false } }));
    expect((await rolesOf(other.id)).disabled).toBe(false);
  });

  test('still cannot leave the shop without an enabled owner (the check behind every write)', async () => {
    const before = await snapshot();
    const [row] = await ctx.db.select().from(appUser).where(eq(appUser.id, owner.id));
    const attempt = ctx.db.transaction(async (tx) => {
      const guard = await guardOwners(tx, { id: owner.id, email: owner.email });
      // Within this transaction only: every owner disabled, this one last.
      guard.check(row, { roles: row.roles, disabled: true });
      await tx
        .update(appUser)
        .set({ disabled: true })
        .where(arrayContains(appUser.roles, ['owner']));
      await guard.ownerRemains();
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 403, message: 'errors.iam.lastOwner' });
    expect(await snapshot()).toEqual(before);
  });
});
