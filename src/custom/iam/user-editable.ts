/** What PUT /api/iam may change of a user: names, phone, avatar and roles; the email stays. */
import { resources } from '../../../resources';
import { defineResource } from '../../../resources/kit/fields';
import { pickWritable } from '../../providers/dataProvider';
import { grantableRolesField, mayChangeUser } from './owner-rules';

const user = resources.user;
const editable = ['firstName', 'lastName', 'phoneNumber', 'avatars', 'roles'] as const;

/** The user declaration's own fields (same rules, labels and user/avatars upload target), no routes. */
export const userEditable = defineResource({
  name: user.name,
  fields: Object.fromEntries(editable.map((name) => [name, user.fields[name]])),
  permissions: {},
  operations: [],
  labelField: user.labelField,
});

/**
 * The form for `record` as this viewer may use it: `owner` among the roles only for an owner, and an
 * owner's roles not at all for anyone else (their names and phone stay editable).
 */
export function userEditableFor(record: Record<string, unknown> | undefined) {
  const { roles: _roles, ...rest } = userEditable.fields;
  const fields = mayChangeUser(record) ? { ...rest, roles: grantableRolesField() } : rest;
  return defineResource({ ...userEditable, fields });
}

/** The editable fields that differ from the stored record: the server keeps the rest. */
export function userChanges(
  values: Record<string, unknown>,
  stored: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const next = pickWritable(userEditable, values);
  const before = stored ? pickWritable(userEditable, stored) : {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(Object.entries(next).filter(([name, value]) => !stored || !same(value, before[name])));
}
