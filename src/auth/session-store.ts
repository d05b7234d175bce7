/**
 * Who is signed in: the Firebase user and the server's record of them (/api/auth/me).
 * A tiny external store so React (useSyncExternalStore) and the authProvider share it.
 */
import type { User } from 'firebase/auth';
import type { CurrentUser } from '../../resources/kit/current-user-answer';

// GET /api/auth/me's answer: its schema, which the type comes from.
export type { CurrentUser } from '../../resources/kit/current-user-answer';

export type Session =
  | { status: 'loading' }
  /** error: the server's words, already translated; errorKey: a translation key (ended-session.ts). */
  | { status: 'signedOut'; error?: string; errorKey?: string }
  | { status: 'signedIn'; firebaseUser: User; currentUser: CurrentUser };

let session: Session = { status: 'loading' };
const listeners = new Set<() => void>();

export const getSession = (): Session => session;

export function setSession(next: Session): void {
  session = next;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentUserOrNull(): CurrentUser | null {
  return session.status === 'signedIn' ? session.currentUser : null;
}

/** The server's fresh record of the signed-in user (after a profile update), without another round trip. */
export function updateCurrentUser(currentUser: CurrentUser): void {
  if (session.status === 'signedIn') setSession({ ...session, currentUser });
}

/** docs/product-spec.md#layout: full name if shorter than 25 characters, else first name, else the email prefix. */
export function displayName(user: Pick<CurrentUser, 'fullName' | 'firstName' | 'email'>): string {
  if (user.fullName && user.fullName.length < 25) return user.fullName;
  if (user.firstName) return user.firstName;
  return user.email.split('@')[0];
}

/** An avatar without a picture: the initials of the first and last names, else the display name's first letter. */
export function initials(user: Pick<CurrentUser, 'fullName' | 'firstName' | 'lastName' | 'email'>): string {
  const letters = [user.firstName, user.lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  return (letters || displayName(user).charAt(0)).toUpperCase();
}
