/** The user resource's roles field: the role dictionary (docs/domain-rules.md#roles-and-permissions) and how each role is named. */
import { resources } from '../../../resources';
import type { ChoicesField } from '../../../resources/kit/types';

export const rolesField = resources.user.fields.roles as ChoicesField;
