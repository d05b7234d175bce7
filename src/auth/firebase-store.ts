/**
 * Firebase keeps the signed-in user under `firebase:authUser:<apiKey>:[DEFAULT]`, in web storage or
 * in its own IndexedDB store (firebaseLocalStorageDb). The first screen and the ended-session check
 * read it before Firebase starts; neither may create that database when it does not exist.
 */
export const FIREBASE_USER_KEY = 'firebase:authUser:';

/** One read-only request on Firebase's store; `fallback` when there is no store or it fails. */
export function readFirebaseStore<T>(
  ask: (store: IDBObjectStore) => IDBRequest,
  answer: (result: unknown) => T,
  fallback: T,
): Promise<T> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(fallback);
    const open = indexedDB.open('firebaseLocalStorageDb');
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(fallback);
    open.onsuccess = () => {
      const db = open.result;
      try {
        const request = ask(db.transaction('firebaseLocalStorage', 'readonly').objectStore('firebaseLocalStorage'));
        request.onsuccess = () => resolve(answer(request.result));
        request.onerror = () => resolve(fallback);
      } catch {
        resolve(fallback);
      } finally {
        db.close();
      }
    };
  });
}
