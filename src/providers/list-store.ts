/**
 * react-admin's saved list state (sort, filters, page size, selection) in localStorage, one store
 * per signed-in user, so people sharing a browser never get each other's lists. react-admin's own
 * sign-out (the header menu) resets the signed-in user's store; other users' stay untouched.
 */
import { localStorageStore, type Store } from 'react-admin';

const VERSION = '1';
/** Brackets close the user id, so one id's keys never start with another's (u1 and u10). */
export const userStorePrefix = (userId: string) => `RaStore[${userId}]`;

/** Before stores were per user, react-admin kept one shared store under `RaStore.`: dropped unread. */
function dropSharedStore(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith('RaStore.')) localStorage.removeItem(key);
}

export function userStore(userId: string): Store {
  dropSharedStore();
  return localStorageStore(VERSION, `[${userId}]`);
}
