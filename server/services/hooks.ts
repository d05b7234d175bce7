/** Domain rules plug into the generic record writes here, inside the write's own transaction. */
import type { ResourceName } from '../../resources';
import type { Database } from '../db/client';
import type { Actor } from './audit';

export type DbRow = Record<string, unknown>;

export interface WriteContext {
  tx: Database;
  actor: Actor;
}

export interface ResourceHooks {
  /** Refuses, before field validation speaks, what a client may not send at all, with a message saying why. */
  refuseInput?(data: unknown): void;
  /** May refuse (throw an ApiError) or complete the values before the insert. */
  beforeCreate?(ctx: WriteContext, values: DbRow): Promise<void>;
  afterCreate?(ctx: WriteContext, row: DbRow): Promise<void>;
  /** `before` is the stored row, locked for this transaction. */
  beforeUpdate?(ctx: WriteContext, before: DbRow, values: DbRow): Promise<void>;
  afterUpdate?(ctx: WriteContext, before: DbRow, after: DbRow): Promise<void>;
  /**
   * Refuses deleting these rows (locked) for a reason of the domain, before the generic "still used by"
   * check, whose message would otherwise hide the one that says what to do instead.
   */
  refuseDelete?(rows: DbRow[]): void;
  /** The rows about to be deleted, locked for this transaction. */
  beforeDelete?(ctx: WriteContext, rows: DbRow[]): Promise<void>;
}

/**
 * Which domain rules run on which resource's writes. The generic writes take it as an argument:
 * server/app.ts wires services/domain-hooks.ts in, so the record engine never imports a domain.
 */
export type HooksByResource = Readonly<Partial<Record<ResourceName, ResourceHooks>>>;
