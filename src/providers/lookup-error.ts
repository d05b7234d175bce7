/**
 * A reference input's lookup (autocomplete options, or the labels of the chosen records) that
 * failed. Its message is an i18n key the input shows in its helper text; authProvider.checkError
 * leaves the user on the form instead of sending them to /403 or /500 (README, "Roles and permissions").
 */
import { HttpError } from 'ra-core';

export class LookupError extends HttpError {
  readonly lookup = true;
}

// Not instanceof: HttpError resets its instances' prototype to its own, so a subclass is not seen.
export function isLookupError(error: unknown): error is LookupError {
  return (error as { lookup?: unknown } | null)?.lookup === true;
}

/** Runs a lookup; its failure becomes a LookupError, but a lost session (401) still signs out. */
export async function asLookup<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const { status, body } = (error ?? {}) as { status?: number; body?: unknown };
    if (status === 401) throw error;
    throw new LookupError(status === 403 ? 'lookup.forbidden' : 'lookup.failed', status ?? 0, body);
  }
}
