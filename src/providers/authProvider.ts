/** react-admin's AuthProvider over the session store; canAccess reads the spec's permission table. */
import type { AuthProvider } from 'ra-core';
import { findResource } from '../../resources';
import { hasPermission, type Permission } from '../../resources/kit/permissions';
import type { PermissionSet } from '../../resources/kit/types';
import { currentUserOrNull, displayName } from '../auth/session-store';
import { recheckSession, signOutEverywhere } from '../auth/session';
import { isLookupError } from './lookup-error';

const actionToPermission: Record<string, keyof PermissionSet> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'create',
  edit: 'edit',
  delete: 'destroy',
  import: 'import',
};

/** The permission a react-admin (resource, action) pair needs; undefined when none is declared. */
export function permissionFor(resource: string, action: string): Permission | undefined {
  const definition = findResource(resource);
  const key = actionToPermission[action];
  return definition && key ? definition.permissions[key] : undefined;
}

export function can(permission: Permission | undefined): boolean {
  const user = currentUserOrNull();
  if (!user) return false;
  return permission === undefined || hasPermission(user.roles, permission);
}

export const authProvider: AuthProvider = {
  login: () => Promise.reject(new Error('Sign in through /auth/signin')),
  logout: async () => {
    await signOutEverywhere();
    return '/auth/signin';
  },
  checkAuth: () => (currentUserOrNull() ? Promise.resolve() : Promise.reject({ redirectTo: '/auth/signin' })),
  // docs/product-spec.md#errors-and-messages: 403 goes to /403, a server failure to /500; 400s stay on the page as a toast.
  checkError: (error: { status?: number }) => {
    if (error?.status === 401) return Promise.reject({ redirectTo: '/auth/signin' });
    // A failed lookup shows in its input and the user stays on the form, unless the account was disabled.
    if (isLookupError(error)) {
      if (error.status !== 403) return Promise.resolve();
      return recheckSession().then((signedIn) =>
        signedIn ? undefined : Promise.reject({ redirectTo: '/auth/signin', logoutUser: false }),
      );
    }
    if (error?.status === 403) {
      // The account may have been disabled meanwhile: then the session check signs out and says so.
      return recheckSession().then((signedIn) =>
        Promise.reject(
          signedIn ? { redirectTo: '/403', logoutUser: false } : { redirectTo: '/auth/signin', logoutUser: false },
        ),
      );
    }
    if (!error?.status || error.status >= 500) return Promise.reject({ redirectTo: '/500', logoutUser: false });
    return Promise.resolve();
  },
  getIdentity: async () => {
    const user = currentUserOrNull();
    if (!user) throw new Error('Not signed in');
    // No avatar here: the header draws it from the session (UserAvatar), with initials when there is no picture.
    return { id: user.id, fullName: displayName(user) };
  },
  getPermissions: async () => currentUserOrNull()?.roles ?? [],
  canAccess: async ({ resource, action }) => can(permissionFor(resource, action)),
};
