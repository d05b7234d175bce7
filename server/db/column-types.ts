/**
 * Each field type's SQL column, by type: tsc holds the map to every FieldType, so a new type has no
 * table until it says how it is stored (AGENTS.md, "Adding a field type"). `null`: computed on
 * read, never stored. NOT NULL for a required field is added by tables.ts.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  text,
  timestamp,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { Field, FieldType } from '../../resources/kit/types';
import { DECIMAL_PRECISION, type FieldOf } from '../../resources/kit/field-types';
import type { AnyTable } from './tables';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The tables built so far, by resource name: a reference's foreign key names its target's id. */
type Tables = Record<string, AnyTable>;
type ColumnBuilder<F extends Field> = (name: string, field: F, tables: Tables) => PgColumnBuilderBase;

/** A stored generated column: the database keeps `a − b` with every write of its two numbers. */
const differenceOf = (difference: readonly [string, string]) => {
  const [a, b] = difference.map((sibling) => sql`coalesce(${sql.identifier(sibling)}, 0)`);
  return sql`${a} - ${b}`;
};

const columnTypes: { readonly [T in FieldType]: ColumnBuilder<FieldOf<T>> | null } = {
  string: (name) => text(name),
  integer: (name, field) => {
    if (field.sequence) return integer(name).notNull();
    return field.difference ? integer(name).generatedAlwaysAs(differenceOf(field.difference)) : integer(name);
  },
  decimal: (name, field) => {
    const column = numeric(name, { precision: DECIMAL_PRECISION, scale: field.scale ?? 2 });
    return field.difference ? column.generatedAlwaysAs(differenceOf(field.difference)) : column;
  },
  boolean: (name) => boolean(name).notNull().default(false),
  date: (name) => date(name, { mode: 'string' }),
  // Required, or stamped when the row is written (an audit entry's time); otherwise it may be empty.
  datetime: (name, field) =>
    field.required || field.stamped ? timestamptz(name).notNull().defaultNow() : timestamptz(name),
  choice: (name) => text(name),
  // Never set null nor cascade: a record is not changed silently under a delete. What a delete
  // clears (a back-link, packing.invoice) the server clears itself, audited (records/back-links.ts).
  reference: (name, field, tables) => uuid(name).references(() => tables[field.resource].id),
  json: (name) => jsonb(name),
  choices: (name) =>
    text(name)
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  files: (name) =>
    jsonb(name)
      .notNull()
      .default(sql`'[]'::jsonb`),
  rows: (name) =>
    jsonb(name)
      .notNull()
      .default(sql`'[]'::jsonb`),
  // Computed on read (services/records/referenced-by.ts).
  referencedBy: null,
};

/**
 * What a validated value becomes in its column, where the two differ: a datetime is validated as an
 * ISO string and its column (mode 'date') takes a Date.
 */
const columnValues: { readonly [T in FieldType]?: (value: unknown) => unknown } = {
  datetime: (value) => (typeof value === 'string' ? new Date(value) : value),
};

/** Validated values (a create's or update's) as their columns take them, in place. */
export function toColumnValues(fields: Record<string, Field>, values: Record<string, unknown>): void {
  for (const [name, field] of Object.entries(fields)) {
    const convert = columnValues[field.type];
    if (convert && name in values) values[name] = convert(values[name]);
  }
}

/** Whether a field of this type has a column. */
export const isStored = (field: Field): boolean => columnTypes[field.type] !== null;

export function columnFor(name: string, field: Field, tables: Tables): PgColumnBuilderBase {
  const build = columnTypes[field.type] as ColumnBuilder<Field> | null;
  if (!build) throw new Error(`${name}: computed on read, it has no column`);
  return build(name, field, tables);
}
