/** A signed-in session for a client test: a user with these roles (and any other details given). */
import type { User } from 'firebase/auth';
import { setSession, type CurrentUser } from '../../../src/auth/session-store';

export function signInAs(roles: string[], details: Partial<CurrentUser> = {}): CurrentUser {
  const currentUser: CurrentUser = {
    id: 'u1',
    authenticationUid: 'uid-u1',
    email: 'pat@plating.test',
    firstName: 'Pat',
    lastName: null,
    fullName: null,
    phoneNumber: null,
    avatars: [],
    roles,
    disabled: false,
    emailVerified: true,
    ...details,
  };
  setSession({ status: 'signedIn', firebaseUser: {} as User, currentUser });
  return currentUser;
}
