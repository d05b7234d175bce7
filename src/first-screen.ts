/**
 * Starts loading the first screen's code while the configuration, the catalogue and Firebase load
 * (main.tsx), instead of after them: the sign-in page when no sign-in is stored, the application
 * when one is. Only a head start: the routes still load what they need lazily (App.tsx).
 */

/** Firebase keeps a signed-in user under firebase:authUser:<apiKey>:[DEFAULT] (ended-session.ts). */
const USER_KEY = 'firebase:authUser:';

const inStorage = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)).some((k) => k?.startsWith(USER_KEY));

/** Whether Firebase's own IndexedDB store holds a user; never creates the database. */
function inIndexedDb(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    const request = indexedDB.open('firebaseLocalStorageDb');
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = () => resolve(false);
    request.onsuccess = () => {
      const db = request.result;
      try {
        const keys = db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage').getAllKeys();
        keys.onsuccess = () => resolve(keys.result.some((key) => String(key).startsWith(USER_KEY)));
        keys.onerror = () => resolve(false);
      } catch {
        resolve(false);
      } finally {
        db.close();
      }
    };
  });
}

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
export async function prefetchFirstScreen(path: string, load: FirstScreens = screens): Promise<keyof FirstScreens | undefined> {
  // The other auth screens are small; the QR page is public and has its own chunk.
  if (path.startsWith('/auth/') && !path.startsWith('/auth/signin')) return undefined;
  if (path.startsWith('/qr/')) return undefined;
  const which = path.startsWith('/auth/signin') || !(await hasStoredSignIn()) ? 'signIn' : 'app';
  load[which]().catch(() => undefined);
  return which;
}
