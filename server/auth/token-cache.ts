/**
 * Verified ID tokens, remembered for a short while (RECHECK_MS, and never past the token's own
 * expiry). Each full verification asks Firebase whether the account was disabled or its tokens
 * revoked (in the console, say), which costs a request to Firebase; remembering the answer makes
 * that once a minute per token instead of once per request, and bounds how long a console-disabled
 * account keeps access. Disabled in the app itself, a user is refused on the very next request:
 * the guard reads app_user.disabled every time (auth/guard.ts).
 */
export const RECHECK_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class TokenCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(private readonly maxAgeMs = RECHECK_MS) {}

  get(token: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(token);
    return undefined;
  }

  /** `expiresAt`: the token's own expiry, in milliseconds. */
  set(token: string, value: T, expiresAt: number, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: a Map iterates in insertion order.
      for (const key of [...this.entries.keys()].slice(0, MAX_ENTRIES / 10)) this.entries.delete(key);
    }
    this.entries.set(token, { value, until: Math.min(expiresAt, now + this.maxAgeMs) });
  }
}
