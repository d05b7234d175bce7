/**
 * The signed-in users' rows, kept between requests only where every write to app_user is seen:
 * PGlite, which one process owns. A trigger announces each insert, update, delete or truncate of
 * app_user on the 'app_user_changed' channel (migration 0010), and PGlite hands the notice over
 * before the writing statement's promise settles, so a disabled user or a role taken away is read
 * afresh on the very next request. On PostgreSQL other processes may write: nothing is kept there.
 */
import type { Database } from './database';

export const USER_CHANGES_CHANNEL = 'app_user_changed';

export class UserCache<Row> {
  private rows = new Map<string, Row>();
  private generation = 0;

  get(uid: string): Row | undefined {
    return this.rows.get(uid);
  }

  /** Where a change may have come between a read and now (`since`), the row read is not kept. */
  version(): number {
    return this.generation;
  }

  keep(uid: string, row: Row, since: number): void {
    if (since === this.generation) this.rows.set(uid, row);
  }

  clear(): void {
    this.generation++;
    this.rows.clear();
  }
}

const caches = new WeakMap<Database, UserCache<unknown>>();

/** Keeps users for `db`; `subscribe` must call back on every change to app_user, as above. */
export async function cacheUsers(db: Database, subscribe: (onChange: () => void) => Promise<unknown>): Promise<void> {
  const cache = new UserCache<unknown>();
  await subscribe(() => cache.clear());
  caches.set(db, cache);
}

export const userCacheOf = <Row>(db: Database) => caches.get(db) as UserCache<Row> | undefined;
