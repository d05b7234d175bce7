/** Importing users (POST /api/iam/import): one account per email, matched case-insensitively. */
import { eq, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { appUser } from '../../db/tables';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';
import { guardOwners } from './owners';

export const userHooks: ResourceHooks<StoredRowOf<'user'>> = {
  async beforeCreate({ tx, actor }, values) {
    values.email = String(values.email).toLowerCase();
    const [taken] = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(sql`lower(${appUser.email})`, values.email));
    if (taken) throw badRequest('errors.iam.userExists');
    // An imported owner is granted `owner` as surely as an invited one.
    const owners = await guardOwners(tx, actor);
    owners.check(null, { roles: values.roles ?? [], disabled: false });
  },
};
