/** Firebase Authentication for the browser, configured from the server's /api/config. */
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
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
  // getAuth's stores, in its order, but not its popup/redirect resolver: with it a phone's browser
  // loads Google's api.js on every visit; the social sign-in buttons hand it over when pressed.
  auth = initializeAuth(initializeApp(config.firebase), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
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
