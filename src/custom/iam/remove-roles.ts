/** DELETE /api/iam: takes roles, or every role, away from users named by email. */
import type { Identifier, RaRecord } from 'react-admin';
import { dataProvider } from '../../providers/dataProvider';

/** What to take away: the chosen roles, or all of them. */
export interface RoleRemoval {
  all: boolean;
  roles: string[];
}

export function removeRolesQuery(emails: readonly string[], { all, roles }: RoleRemoval): Record<string, unknown> {
  return all ? { emails, all: true } : { emails, roles };
}

export function removeRoles(emails: readonly string[], removal: RoleRemoval): Promise<unknown> {
  return dataProvider.removeRoles(removeRolesQuery(emails, removal));
}

/** The selected users' emails: from the rows on screen, else (a selection kept from another page) loaded by id. */
export async function selectedEmails(
  ids: readonly Identifier[],
  rows: readonly RaRecord[] | undefined,
  load: (id: Identifier) => Promise<RaRecord>,
): Promise<string[]> {
  const records = await Promise.all(ids.map((id) => rows?.find((row) => row.id === id) ?? load(id)));
  return records.map((record) => String(record.email));
}
