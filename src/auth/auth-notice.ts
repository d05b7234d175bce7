/**
 * A success message that outlives the screen that raised it: "Email successfully verified" is
 * earned on the email-unverified page, which the guards leave as soon as the address counts as
 * verified. The guards show it wherever the user lands (AuthNotice).
 */
import { useSyncExternalStore } from 'react';

let pending: string | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** A translation key to show once, on the next screen. */
export function announce(key: string): void {
  pending = key;
  changed();
}

export function dismissNotice(): void {
  pending = undefined;
  changed();
}

export function usePendingNotice(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
