/**
 * One app and database per bad-input file, with an owner: the contract helpers (seed, validData)
 * need nothing more, and signing up a user per role would only slow these files down.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestContext } from '../app';
import type { ContractContext } from '../contract/context';
import { createUser } from '../users';

export function setupOwnerContext(): ContractContext {
  const ctx = {} as ContractContext;
  let seq = 0;
  beforeAll(async () => {
    // Rate limits off: hundreds of requests from one address are the point here.
    Object.assign(ctx, await createTestContext({ RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_AUTH: '0', RATE_LIMIT_MAIL: '0' }));
    ctx.owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
    ctx.nextSeq = () => ++seq;
  });
  afterAll(async () => {
    await ctx.close?.();
  });
  return ctx;
}
