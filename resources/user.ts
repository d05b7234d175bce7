import { boolean, choices, defineResource, images, text } from './kit/fields';
import { roles } from './kit/permissions';

/**
 * A member of staff and the roles they hold (docs/domain-rules.md#users-and-invitations). Invitations, role changes
 * and enabling go through the IAM calls (server/routes/iam-routes.ts); the list, a user's view,
 * autocomplete, export and import are the generic ones at the spec's IAM paths.
 */
export default defineResource({
  name: 'user',
  path: 'iam',
  table: 'app_user',
  derivedTable: false,
  fields: {
    email: text({ required: true, format: 'email', max: 255 }),
    firstName: text({ max: 80 }),
    lastName: text({ max: 175 }),
    phoneNumber: text({ max: 24, pattern: '^\\d' }),
    avatars: images({ max: 1, maxBytes: 1_000_000 }),
    roles: choices(roles, { optionLabels: 'roles' }),
    // Changed by PUT /iam/status, which also disables the sign-in account.
    disabled: boolean({ readOnly: true, exported: true }),
    emailVerified: boolean({ readOnly: true, list: false }),
  },
  permissions: {
    read: 'iamRead',
    create: 'iamCreate',
    edit: 'iamEdit',
    import: 'iamImport',
    autocomplete: 'iamUserAutocomplete',
  },
  operations: ['list', 'get', 'import', 'autocomplete'],
  api: { list: 'iam/user', get: 'iam/:id', autocomplete: 'iam/user/autocomplete', import: 'iam/import' },
  labelField: 'email',
  exportName: 'users',
  exportFields: ['email', 'firstName', 'lastName', 'phoneNumber', 'roles', 'disabled', 'createdAt'],
  defaultOrder: 'email_ASC',
  menu: { order: 200 },
});
