/**
 * Starts loading the first screen's code while the configuration, the catalogue and Firebase load
 * (main.tsx), instead of after them: the sign-in page when no sign-in is stored, the application
 * when one is. Only a head start: the routes still load what they need lazily (App.tsx).
 */
import { FIREBASE_USER_KEY, readFirebaseStore } from './auth/firebase-store';

const inStorage = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((k) => k?.startsWith(FIREBASE_USER_KEY));

const inIndexedDb = () =>
  readFirebaseStore(
    (store) => store.getAllKeys(),
    (keys) => (keys as IDBValidKey[]).some((key) => String(key).startsWith(FIREBASE_USER_KEY)),
    false,
  );

export async function hasStoredSignIn(): Promise<boolean> {
  return inStorage(sessionStorage) || inStorage(localStorage) || (await inIndexedDb());
}

export interface FirstScreens {
  signIn: () => Promise<unknown>;
  app: () => Promise<unknown>;
}

const screens: FirstScreens = {
  signIn: () => import('./auth/SignIn'),
  app: () => import('./AdminApp'),
};

/** Which screen it started loading; a failure here is left to the route's own lazy import to report. */
export async function prefetchFirstScreen(
  path: string,
  load: FirstScreens = screens,
): Promise<keyof FirstScreens | undefined> {
  // The other auth screens are small; the QR page is public and has its own chunk.
  if (path.startsWith('/auth/') && !path.startsWith('/auth/signin')) return undefined;
  if (path.startsWith('/qr/')) return undefined;
  const which = path.startsWith('/auth/signin') || !(await hasStoredSignIn()) ? 'signIn' : 'app';
  load[which]().catch(() => undefined);
  return which;
}
