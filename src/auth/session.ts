/** Keeps the session store in step with Firebase and the server. */
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { apiFetch } from '../providers/api';
import { firebaseAuth } from '../providers/firebase';
import { setSession, type CurrentUser } from './session-store';

async function loadCurrentUser(firebaseUser: User): Promise<void> {
  try {
    const currentUser = await apiFetch<CurrentUser>('auth/me');
    setSession({ status: 'signedIn', firebaseUser, currentUser });
  } catch (error) {
    // A disabled account (403) or a server failure: sign out and say why on the sign-in page.
    await signOut(firebaseAuth());
    setSession({ status: 'signedOut', error: (error as Error).message });
  }
}

export function watchSession(): () => void {
  return onAuthStateChanged(firebaseAuth(), (user) => {
    if (!user) {
      setSession({ status: 'signedOut' });
      return;
    }
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

export async function signOutEverywhere(): Promise<void> {
  await signOut(firebaseAuth());
}
