/**
 * Bad input, property-based, on the write routes outside the resource call set: IAM invitations,
 * user edits, enabling and disabling, role removal; settings; one's own profile (where `roles`,
 * `email` or `disabled` must never slip through); "use recipe". Every answer is a refusal with a
 * message, never a 500, and the database is unchanged. A 404 counts only where ids or emails
 * may name nobody (docs/product-spec.md#errors-and-messages: "User not found").
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { nested } from '../helpers/bad-input/bad-values';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { assertAllRefused } from '../helpers/bad-input/property';
import { systemTarget, systemTargets } from '../helpers/bad-input/system-targets';
import { refusesBadData } from '../helpers/bad-input/target-check';
import { call } from '../helpers/http';
import { createUser, uniqueEmail, type TestUser } from '../helpers/users';

const ctx = setupOwnerContext();
let user: TestUser;
beforeAll(async () => {
  user = await createUser(ctx.app, ctx.db, { roles: ['viewer', 'customerViewer'] });
});

describe('data-shaped bodies', () => {
  for (const name of systemTargets) {
    test(`${name}: bad data is a 400 with a message and writes nothing; the valid base is accepted`, async () => {
      await refusesBadData(ctx.db, await systemTarget(ctx, name));
    });
  }
});

const notAUserId = fc.oneof(fc.uuid(), fc.string({ maxLength: 12 }), fc.integer(), fc.constant({}), fc.constant(null));

test('PUT /api/iam/status: bad ids, a non-boolean disabled, disabling oneself: refused, nothing written', async () => {
  const put = (body: unknown) => call(ctx.app, 'PUT', '/api/iam/status', { token: ctx.owner.token, body });
  const badIds = fc.oneof(
    fc.constantFrom(null, 'x', 1, true, {}, [], [[]]),
    fc.array(notAUserId, { minLength: 1, maxLength: 3 }),
    fc.constant(['-'.repeat(36)]),
    notAUserId.map((other) => [user.id, other]),
  );
  const badDisabled = fc.oneof(
    fc.constantFrom('true', 'false', 1, 0, null, {}, []),
    fc.string({ maxLength: 6 }),
    nested,
  );
  const bodies = fc.oneof(
    fc.record({ ids: badIds, disabled: fc.boolean() }),
    fc.record({ ids: fc.constant([user.id]), disabled: badDisabled }, { requiredKeys: ['ids'] }),
    fc.constant({ ids: [ctx.owner.id], disabled: true }),
    fc.constantFrom(null, [], [1]),
  );
  await assertAllRefused(ctx.db, bodies, put, { statuses: [400, 404] });
  expect((await put({ ids: [user.id], disabled: false })).status).toBe(200);
});

test("DELETE /api/iam: bad emails or roles, nothing to remove, one's own owner role: refused, nothing written", async () => {
  const remove = (query: Record<string, unknown>) =>
    call(ctx.app, 'DELETE', '/api/iam', { token: ctx.owner.token, query });
  const badRoles = fc.oneof(
    fc.constantFrom('superuser', ['superuser'], ['viewer', 'nope'], { a: 'viewer' }),
    fc.string({ maxLength: 8 }).map((s) => `zz${s}`),
  );
  const badEmails = fc.oneof(
    fc.constantFrom([], '', 'not-an-email', ['a@b'], { a: 'x@y.zz' }),
    fc.string({ maxLength: 10 }).map((s) => [`${s}@`]),
    fc.constant([uniqueEmail('nobody')]),
  );
  const queries = fc.oneof(
    fc.record({ emails: fc.constant([user.email]), roles: badRoles }),
    fc.record({ emails: badEmails, roles: fc.constant(['viewer']) }),
    fc.record({ emails: fc.constant([user.email]), all: fc.constantFrom('false', 'yes', '') }),
    fc.constant({ emails: [ctx.owner.email], all: 'true' }),
    fc.constant({ emails: [ctx.owner.email], roles: ['owner'] }),
  );
  await assertAllRefused(ctx.db, queries, remove, { statuses: [400, 404] });
  expect((await remove({ emails: [user.email], roles: ['customerViewer'] })).status).toBe(200);
});

test('PUT /api/iam with an id that names nobody: 404, nothing written', async () => {
  const put = (id: unknown) =>
    call(ctx.app, 'PUT', '/api/iam', { token: ctx.owner.token, body: { data: { id, firstName: 'Ana' } } });
  await assertAllRefused(ctx.db, fc.oneof(fc.constant(randomUUID()), notAUserId), put, { statuses: [404] });
});
