/** Keeps the session store in step with Firebase and the server. */
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { apiFetch } from '../providers/api';
import { firebaseAuth } from '../providers/firebase';
import { refusalReason, takeStoredRefreshToken } from './ended-session';
import { currentUserOrNull, setSession, type CurrentUser } from './session-store';

async function loadCurrentUser(firebaseUser: User): Promise<void> {
  try {
    const currentUser = await apiFetch<CurrentUser>('auth/me');
    setSession({ status: 'signedIn', firebaseUser, currentUser });
  } catch (error) {
    // A disabled account (403) or a server failure: sign out and say why on the sign-in page.
    signOutReason = (error as Error).message;
    await signOut(firebaseAuth());
    setSession({ status: 'signedOut', error: signOutReason });
  }
}

/** Why the app signed the user out itself; the sign-out's own notification must not erase it. */
let signOutReason: string | undefined;

/** The last signed-in user, and whether the user themselves asked to sign out. */
let lastUser: User | null = null;
let signingOut = false;

/**
 * Signed out: by the app (it knows why), by the user, or by Firebase itself: a stored sign-in it
 * refused on start, or a token refresh refused in an open tab. Those are explained at once
 * (ended-session.ts), the session staying 'loading' meanwhile so no bare sign-in page flashes.
 */
async function signedOut(): Promise<void> {
  const stored = takeStoredRefreshToken();
  const unasked = !signingOut && !signOutReason ? lastUser?.refreshToken : undefined;
  lastUser = null;
  signingOut = false;
  const token = stored ?? unasked;
  if (!token) {
    setSession({ status: 'signedOut', error: signOutReason });
    return;
  }
  // A stored sign-in dropped on start though its token is not refused: Firebase's own check of it failed
  // (it clears the user on any failure but a network error); say so rather than show a bare sign-in page.
  const errorKey = (await refusalReason(firebaseAuth(), token)) ?? (stored ? 'auth.sessionNotRestored' : undefined);
  // Signed in again while Firebase was being asked: that session's own notification decides.
  if (firebaseAuth().currentUser) return;
  setSession({ status: 'signedOut', error: signOutReason, errorKey });
}

export function watchSession(): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => {
    if (!user) {
      void signedOut();
      return;
    }
    takeStoredRefreshToken();
    lastUser = user;
    signOutReason = undefined;
    void loadCurrentUser(user);
  });
}

/** After verifying an email or editing one's own record: fresh token, fresh record. */
export async function refreshSession(): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) return;
  await user.reload();
  await user.getIdToken(true);
  await loadCurrentUser(user);
}

/**
 * Asks the server again who the user is, after a 403: an account disabled meanwhile is signed
 * out with the server's reason. True while the user is still signed in (a plain missing permission).
 */
export async function recheckSession(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await loadCurrentUser(user);
  return currentUserOrNull() !== null;
}

export async function signOutEverywhere(): Promise<void> {
  signingOut = true;
  await signOut(firebaseAuth());
}
