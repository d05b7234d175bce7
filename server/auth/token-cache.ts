/**
 * Verified ID tokens, remembered until they expire (5 minutes at most). With a real project
 * firebase-admin checks a token locally; on the Auth emulator it also asks the emulator over
 * HTTP on every call (a revocation check the production path skips), which cost more than the
 * list query itself. Disabled users are still refused on their very next request: the guard
 * reads app_user.disabled every time (auth/guard.ts).
 */
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

export class TokenCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

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
    this.entries.set(token, { value, until: Math.min(expiresAt, now + MAX_AGE_MS) });
  }
}
