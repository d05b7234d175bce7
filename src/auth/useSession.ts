import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session-store';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
