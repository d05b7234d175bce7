/** Domain rules plug into the generic record writes here, inside the write's own transaction. */
import type { ResourceDefinition, ResourceName, StoredRowOf } from '../../../resources';
import type { Database } from '../../db/client';
import type { Actor } from '../audit';

export type DbRow = Record<string, unknown>;

export interface WriteContext {
  tx: Database;
  actor: Actor;
}

/**
 * `Row`: the resource's row (StoredRowOf<'invoice'>). `values` are the validated values of the
 * write: a field the server keeps may still be missing until a hook fills it.
 */
export interface ResourceHooks<Row extends DbRow = DbRow> {
  /** Refuses, before field validation speaks, what a client may not send at all, with a message saying why. */
  refuseInput?(data: unknown): void;
  /** May refuse (throw an ApiError) or complete the values before the insert. */
  beforeCreate?(ctx: WriteContext, values: Row): Promise<void>;
  afterCreate?(ctx: WriteContext, row: Row): Promise<void>;
  /** `before` is the stored row, locked for this transaction. */
  beforeUpdate?(ctx: WriteContext, before: Row, values: Row): Promise<void>;
  afterUpdate?(ctx: WriteContext, before: Row, after: Row): Promise<void>;
  /**
   * Refuses deleting these rows (locked) for a reason of the domain, before the generic "still used by"
   * check, whose message would otherwise hide the one that says what to do instead.
   */
  refuseDelete?(rows: Row[]): void;
  /** The rows about to be deleted, locked for this transaction. */
  beforeDelete?(ctx: WriteContext, rows: Row[]): Promise<void>;
}

/**
 * Which domain rules run on which resource's writes. The generic writes take it as an argument:
 * server/app.ts wires services/domain-hooks.ts in, so the record engine never imports a domain.
 */
export type HooksByResource = { readonly [N in ResourceName]?: ResourceHooks<StoredRowOf<N>> };

/**
 * A resource's hooks as the generic writes call them, with rows of any resource. Each hook was
 * checked against its own resource's row where HooksByResource lists it; the engine passes it that
 * resource's rows only.
 */
export function hooksOf(hooks: HooksByResource, resource: ResourceDefinition): ResourceHooks {
  return hooks[resource.name as ResourceName] ?? {};
}
