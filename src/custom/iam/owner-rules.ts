/**
 * What the IAM screens offer about owners, as the server rules them: only an owner grants or takes
 * away `owner`, or changes an owner's roles or status. Others never see those choices.
 */
import type { ChoicesField } from '../../../resources/kit/types';
import { currentUserOrNull } from '../../auth/session-store';
import { rolesField } from './roles-field';

const OWNER = 'owner';

export const viewerIsOwner = (): boolean => Boolean(currentUserOrNull()?.roles.includes(OWNER));

type UserRecord = Record<string, unknown> | undefined;

export const isOwner = (user: UserRecord): boolean => Array.isArray(user?.roles) && user.roles.includes(OWNER);

/** The roles this viewer may grant or take away. */
export function grantableRoles(): readonly string[] {
  return viewerIsOwner() ? rolesField.options : rolesField.options.filter((role) => role !== OWNER);
}

/** The roles field as this viewer may use it. */
export const grantableRolesField = (): ChoicesField => ({ ...rolesField, options: grantableRoles() });

/** Whether this viewer may change `user`'s roles or enable/disable them. */
export const mayChangeUser = (user: UserRecord): boolean => viewerIsOwner() || !isOwner(user);
