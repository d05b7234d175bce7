/** Firebase Authentication for the browser, configured from the server's /api/config. */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { rememberStoredSignIn } from '../auth/ended-session';
import { currentLocale } from './locale';

interface PublicConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorHost: string | null;
}

let auth: Auth | undefined;

export async function initFirebase(): Promise<Auth> {
  if (auth) return auth;
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error('Could not load the configuration');
  const config = (await response.json()) as PublicConfig;
  // Before Firebase looks: a stored sign-in it then refuses is explained (auth/ended-session.ts).
  await rememberStoredSignIn(config.firebase.apiKey);
  auth = getAuth(initializeApp(config.firebase));
  // Verification and reset emails Firebase sends are written in the interface language.
  auth.languageCode = currentLocale();
  if (config.authEmulatorHost) {
    connectAuthEmulator(auth, `http://${config.authEmulatorHost}`, { disableWarnings: true });
  }
  return auth;
}

export function firebaseAuth(): Auth {
  if (!auth) throw new Error('Firebase is not initialised');
  return auth;
}
