/**
 * A file's UI must not run after vitest has torn jsdom down ("window is not defined", an unhandled
 * error that fails the run). react-admin leaves short timers behind an unmounted screen: the
 * AutocompleteInput's 250 ms filter debounce is never cancelled, fires after cleanup and schedules
 * useReferenceParams' zero-delay state change. So short timers the file's code sets are tracked, and
 * the file ends only once every one of them (and those they set in turn) has run or been cleared.
 * Long timers (react-query's garbage collection) are not waited for: they touch no DOM.
 */
import { afterAll } from 'vitest';

const shortest = 2_000;
const ceiling = 10_000;
const pending = new Set<unknown>();
const { setTimeout: originalSet, clearTimeout: originalClear } = globalThis;

function trackedSetTimeout(callback: unknown, delay?: number, ...args: unknown[]) {
  if (typeof callback !== 'function' || (delay ?? 0) > shortest)
    return originalSet(callback as () => void, delay, ...args);
  const handle = originalSet(() => {
    pending.delete(handle);
    callback(...args);
  }, delay);
  pending.add(handle);
  return handle;
}

function trackedClearTimeout(handle?: Parameters<typeof clearTimeout>[0]) {
  pending.delete(handle);
  originalClear(handle);
}

globalThis.setTimeout = Object.assign(trackedSetTimeout, originalSet) as typeof setTimeout;
globalThis.clearTimeout = trackedClearTimeout as typeof clearTimeout;

afterAll(async () => {
  const started = Date.now();
  // Each turn lets the timers already due run; a timer that keeps setting itself ends at the ceiling.
  do await new Promise<void>((resolve) => originalSet(resolve, 0));
  while (pending.size > 0 && Date.now() - started < ceiling);
}, ceiling + 5_000);
