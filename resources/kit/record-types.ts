/**
 * Types derived from the declarations: a resource's record, and the check that every reference
 * names a declared resource. Types only; compileResources (compile.ts) checks the same at start-up.
 */
import type { Field, Fields, ResourceDefinition, RowItemField, RowsField, StoredFileValue } from './types';

/** One field's value as the API answers it (decimals as numbers, timestamps as ISO text). */
type ApiValueOf<T extends Field> = T extends { type: 'string' | 'choice' | 'date' | 'datetime' | 'reference' }
  ? string
  : T extends { type: 'integer' | 'decimal' }
    ? number
    : T extends { type: 'boolean' }
      ? boolean
      : T extends { type: 'choices' | 'referencedBy' }
        ? string[]
        : T extends { type: 'files' }
          ? StoredFileValue[]
          : T extends RowsField<infer R>
            ? RowValues<R>[]
            : unknown;

type RowValues<R extends Record<string, RowItemField>> = { [K in keyof R]: ApiValueOf<R[K]> | null };

/** Fields a stored row always holds a value for (the database defaults them); the others may be null. */
type Filled = 'boolean' | 'choices' | 'files' | 'rows' | 'datetime';

/**
 * `V`: a value type by field type, where it is not the API's. A numbered field (sequence) and a required
 * one (its constructor keeps `required: true` in its type; the column is NOT NULL) are never null either.
 */
type ValueIn<T extends Field, V> =
  | (T['type'] extends keyof V ? V[T['type']] : ApiValueOf<T>)
  | (T['type'] extends Filled ? never : T extends { sequence: true } | { required: true } ? never : null);

type ValuesOf<F extends Fields, V> = {
  -readonly [K in keyof F as F[K] extends { type: 'referencedBy' } ? never : K]: ValueIn<F[K], V>;
};

/** `T` where the resource keeps timestamps (the default), nothing where it is declared `timestamps: false`. */
type IfTimestamped<R extends ResourceDefinition, T> = R extends { timestamps?: false } ? unknown : T;

/** A record as the API answers it: its fields, its id and timestamps, and reference labels. */
export type RecordOf<R extends ResourceDefinition> = ValuesOf<R['fields'], unknown> & { id: string } & IfTimestamped<
    R,
    { createdAt: string; updatedAt: string }
  > & {
    [K in keyof R['fields'] as R['fields'][K] extends { type: 'referencedBy' } ? K : never]: string[];
  } & { labels?: Record<string, unknown> };

/**
 * A row as a domain hook sees it (server/services/records/hooks.ts): the database's values, where a
 * decimal is text as read and a number as validated, and timestamps are dates. Other keys (the
 * import hash, joined labels) stay readable as unknown.
 */
export type StoredRowOf<R extends ResourceDefinition> = StoredValues<R> & {
  id: string;
  createdAt?: Date;
  updatedAt?: Date;
} & Record<string, unknown>;

type StoredValues<R extends ResourceDefinition> = ValuesOf<R['fields'], { decimal: string | number; datetime: Date }>;

/**
 * The columns of a resource's derived table as read (server/db/tables.ts): its fields, id, its
 * timestamps and who wrote it (unless declared `timestamps: false`), and the import hash (typed on
 * every table: a declaration's operations are not kept in its type).
 */
export type StoredColumnsOf<R extends ResourceDefinition> = StoredValues<R> & { id: string } & IfTimestamped<
    R,
    { createdAt: Date; updatedAt: Date; createdById: string | null; updatedById: string | null }
  > & { importHash: string | null };

type TargetsOf<F> = {
  [K in keyof F]: F[K] extends { type: 'reference' | 'referencedBy'; resource: infer T }
    ? T
    : F[K] extends { type: 'rows'; fields: infer R }
      ? TargetsOf<R>
      : never;
}[keyof F];

/** The resource names the references of a set of resources point at that are not in the set. */
export type UnknownReferenceTargets<R extends Record<string, ResourceDefinition>> = Exclude<
  { [N in keyof R]: TargetsOf<R[N]['fields']> }[keyof R],
  keyof R
>;

/** `true`, or an object naming the unknown targets (so tsc's message names them). */
export type ReferencesResolve<R extends Record<string, ResourceDefinition>> = [UnknownReferenceTargets<R>] extends [
  never,
]
  ? true
  : { unknownReferenceTarget: UnknownReferenceTargets<R> };

/** Fails to compile where `T` is not `true` (ReferencesResolve's answer). */
export type Assert<T extends true> = T;
