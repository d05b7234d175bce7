/** Importing users (POST /api/iam/import): one account per email, matched case-insensitively. */
import { eq, sql } from 'drizzle-orm';
import { appUser } from '../../db/tables';
import { badRequest } from '../../errors';
import type { ResourceHooks } from '../hooks';

export const userHooks: ResourceHooks = {
  async beforeCreate({ tx }, values) {
    values.email = String(values.email).toLowerCase();
    const [taken] = await tx.select({ id: appUser.id }).from(appUser).where(eq(sql`lower(${appUser.email})`, values.email));
    if (taken) throw badRequest('errors.iam.userExists');
  },
};
