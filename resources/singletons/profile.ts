import user from '../user';
import { defineResource } from '../kit/fields';

/** What a signed-in user may change of their own record on /profile (docs/domain-rules.md#users-and-invitations). */
const editable = ['firstName', 'lastName', 'phoneNumber', 'avatars'] as const;

/**
 * The profile form and PUT /api/auth/profile: the user resource's own declarations of those
 * fields (so rules, labels and the user/avatars upload target are the same), with no routes.
 */
export default defineResource({
  name: user.name,
  fields: Object.fromEntries(editable.map((name) => [name, user.fields[name]])),
  permissions: {},
  operations: [],
  labelField: user.labelField,
});
