/** One user per role and one record of every resource, written through the API before the browser signs in. */
import { roles, type Role } from '../../../resources/kit/permissions';
import { seedOneOfEach } from '../../helpers/access/route-requests';
import type { ContractContext } from '../../helpers/contract/context';
import { createUser, type TestUser } from '../../helpers/users';
import type { RunningApp } from './app';
import { withAppApi } from './in-process';

export interface SeededUsers {
  byRole: Record<Role, TestUser>;
  /** One record id per resource name. */
  ids: Record<string, string>;
}

export function seedRoleUsers(app: RunningApp): Promise<SeededUsers> {
  return withAppApi(app, async ({ api, db, driver, config }) => {
    // One at a time: a loaded machine's emulator drops connections under a burst of sign-ups.
    const byRole = {} as Record<Role, TestUser>;
    for (const role of roles) byRole[role] = await createUser(api, db, { roles: [role] });
    let seq = 0;
    const ctx = {
      app: api,
      db,
      driver,
      config,
      owner: byRole.owner,
      byRole,
      nextSeq: () => ++seq,
    } as unknown as ContractContext;
    return { byRole, ids: await seedOneOfEach(ctx) };
  });
}
