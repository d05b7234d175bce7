/** The shared state of the contract suite: one app and database, one signed-in user per role. */
import { afterAll, beforeAll } from 'vitest';
import { roles, type Role } from '../../../resources/kit/permissions';
import { createTestContext, type TestAppDeps, type TestContext } from '../app';
import { createUser, type TestUser } from '../users';

export interface ContractContext extends TestContext {
  /** A user holding exactly that one role. */
  byRole: Record<Role, TestUser>;
  owner: TestUser;
  noRoles: TestUser;
  unverified: TestUser;
  disabled: TestUser;
  /** A counter that keeps generated samples distinct across the whole file. */
  nextSeq: () => number;
}

/** Registers beforeAll/afterAll and returns the context, filled once beforeAll has run. */
export function setupContract(env: NodeJS.ProcessEnv = {}, deps: TestAppDeps = {}): ContractContext {
  const ctx = {} as ContractContext;
  let seq = 0;
  beforeAll(async () => {
    Object.assign(ctx, await createTestContext(env, deps));
    const make = (options: Parameters<typeof createUser>[2]) => createUser(ctx.app, ctx.db, options);
    // Sequential, so the first user (who becomes owner) is deterministic.
    ctx.owner = await make({ roles: ['owner'] });
    const users = await Promise.all(roles.map((role) => (role === 'owner' ? ctx.owner : make({ roles: [role] }))));
    ctx.byRole = Object.fromEntries(roles.map((role, i) => [role, users[i]])) as Record<Role, TestUser>;
    [ctx.noRoles, ctx.unverified, ctx.disabled] = await Promise.all([
      make({ roles: [] }),
      make({ roles: ['owner'], verified: false }),
      make({ roles: ['owner'], disabled: true }),
    ]);
    ctx.nextSeq = () => ++seq;
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}
