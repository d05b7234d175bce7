/** SQL tables derived from resources/, plus the system tables no resource declares. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn as AnyColumn,
  type PgColumnBuilderBase,
  type PgTable,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core';
import { resourceList, type ResourceDefinition, type ResourceName, type StoredColumnsOf } from '../../resources';
import companyProfile from '../../resources/singletons/company-profile';
import { monthlySums } from '../../resources/kit/dashboard';
import { filterSpecs } from '../../resources/kit/derive';
import { defaultSettings } from '../../resources/kit/settings';
import { columnFor, isStored, timestamptz } from './column-types';
import { UNACCENTED } from './search-text';

/** A table as the generic engine sees it: columns by name, values unknown until read as a record. */
export type AnyTable = PgTableWithColumns<{
  name: string;
  schema: string | undefined;
  columns: Record<string, AnyColumn>;
  dialect: 'pg';
}>;

/** The list's first page in its default order is read from an index, unless one exists already (valueID). */
function defaultOrderIndex(resource: ResourceDefinition, t: Record<string, AnyColumn>) {
  const name = resource.defaultOrder?.replace(/_(ASC|DESC)$/, '');
  const field = name ? resource.fields[name] : undefined;
  if (!name || !field || (field.type === 'integer' && field.sequence) || field.type === 'reference') return [];
  return [index(`${resource.table}_${name}_order`).on(t[name])];
}

export function tableFor(resource: ResourceDefinition, tables: Record<string, AnyTable>): AnyTable {
  const columns: Record<string, PgColumnBuilderBase> = { id: uuid('id').primaryKey().defaultRandom() };
  for (const [name, field] of Object.entries(resource.fields)) {
    // Computed on read (services/records/referenced-by.ts), never stored.
    if (!isStored(field)) continue;
    const column = columnFor(name, field, tables) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
    columns[name] = field.required ? column.notNull() : column;
  }
  if (resource.timestamps !== false) {
    columns.createdAt = timestamptz('createdAt').notNull().defaultNow();
    columns.updatedAt = timestamptz('updatedAt').notNull().defaultNow();
    columns.createdById = uuid('createdById');
    columns.updatedById = uuid('updatedById');
  }
  const importable = resource.operations.includes('import');
  if (importable) columns.importHash = text('importHash');
  return pgTable(resource.table, columns, (t) => [
    ...(importable ? [uniqueIndex(`${resource.table}_import_hash`).on(t.importHash)] : []),
    ...(resource.timestamps !== false ? [index(`${resource.table}_created_at`).on(t.createdAt)] : []),
    ...Object.entries(resource.fields)
      .filter(([, f]) => f.type === 'integer' && f.sequence)
      .map(([name]) => uniqueIndex(`${resource.table}_${name}`).on(t[name])),
    ...Object.entries(resource.fields)
      .filter(([, f]) => f.type === 'reference')
      .map(([name]) => index(`${resource.table}_${name}`).on(t[name])),
    // A "contains" filter (ilike '%text%', accents aside: search-text.ts) can use a trigram index
    // (pg_trgm) on the text without its accents instead of reading every row.
    ...Object.values(filterSpecs(resource))
      .filter((spec) => spec.kind === 'contains' && spec.type === 'string')
      .map((spec) =>
        index(`${resource.table}_${spec.field}_unaccented_trgm`).using(
          'gin',
          sql`(${sql.raw(UNACCENTED)}(${t[spec.field]})) gin_trgm_ops`,
        ),
      ),
    ...defaultOrderIndex(resource, t),
  ]);
}

export const resourceTables: Record<string, AnyTable> = {};
for (const resource of resourceList) {
  if (resource.derivedTable !== false) resourceTables[resource.name] = tableFor(resource, resourceTables);
}

/** A column read as `T` (null is in `T` where the declaration allows it). */
type ColumnOf<T> = AnyColumn<{ data: T; notNull: true; hasDefault: true }>;

/** A derived table with each column typed as its resource's declaration stores it. */
export type DeclaredTable<N extends ResourceName> = PgTableWithColumns<{
  name: string;
  schema: undefined;
  dialect: 'pg';
  columns: { [K in keyof StoredColumnsOf<N>]-?: ColumnOf<StoredColumnsOf<N>[K]> };
}>;

/**
 * The same tables for domain rules, typed by resource: a misspelt column or a value of the wrong
 * type fails to compile. The tables are derived at run time, which drizzle cannot follow; this is
 * the one place their type is stated. The generic engine indexes resourceTables by name.
 */
export const declaredTables = resourceTables as unknown as {
  readonly [N in Exclude<ResourceName, 'user'>]: DeclaredTable<N>;
};

export const appUser = pgTable('app_user', {
  id: uuid('id').primaryKey().defaultRandom(),
  authenticationUid: text('authenticationUid').unique(),
  email: text('email').notNull().unique(),
  firstName: text('firstName'),
  lastName: text('lastName'),
  phoneNumber: text('phoneNumber'),
  avatars: jsonb('avatars')
    .notNull()
    .default(sql`'[]'::jsonb`),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  disabled: boolean('disabled').notNull().default(false),
  emailVerified: boolean('emailVerified').notNull().default(false),
  createdAt: timestamptz('createdAt').notNull().defaultNow(),
  updatedAt: timestamptz('updatedAt').notNull().defaultNow(),
  importHash: text('importHash').unique(),
});

export const settings = pgTable('settings', {
  id: text('id').primaryKey().default('default'),
  theme: text('theme').notNull().default('default'),
  mode: text('mode').notNull().default('light'),
  analysisStaleDays: integer('analysisStaleDays').notNull().default(defaultSettings.analysisStaleDays),
  analysisInstrumentRequired: boolean('analysisInstrumentRequired').notNull().default(false),
  // The company profile's fields, each its own column, all empty until the owner fills them in.
  ...Object.fromEntries(
    Object.entries(companyProfile.fields).map(([name, field]) => [name, columnFor(name, field, {})]),
  ),
  updatedAt: timestamptz('updatedAt').notNull().defaultNow(),
  updatedById: uuid('updatedById'),
});

/** The last number given out per sequence (see services/records/sequence.ts). */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * The monthly charts' sums per day (resources/kit/dashboard.ts), one row per chart and day with a
 * column per summed field. Triggers keep it in the writing statement's transaction (migration
 * 0018, docs/architecture.md#dashboard-sums), so the dashboard reads a few hundred rows, not a million.
 */
const summedColumns = [...new Set(Object.values(monthlySums).flatMap((chart) => chart.columns))];
export const daySum = pgTable(
  'day_sum',
  {
    chart: text('chart').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...Object.fromEntries(summedColumns.map((name) => [name, numeric(name).notNull().default('0')])),
  },
  (t) => [primaryKey({ columns: [t.chart, t.day] })],
);

/**
 * The open invoices tile's count and total per status (resources/kit/dashboard.ts openInvoiceSum), kept by
 * triggers like daySum (migration 0019, docs/architecture.md#dashboard-sums): one row per status.
 */
export const statusSum = pgTable(
  'status_sum',
  {
    resource: text('resource').notNull(),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
    total: numeric('total').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.resource, t.status] })],
);

/** Each upload (services/files): a record's files value may name only files uploaded for its resource and field. */
export const storedFile = pgTable('stored_file', {
  id: uuid('id').primaryKey().defaultRandom(),
  resource: text('resource').notNull(),
  field: text('field').notNull(),
  name: text('name').notNull(),
  mimeType: text('mimeType').notNull(),
  sizeInBytes: integer('sizeInBytes').notNull(),
  createdById: uuid('createdById'),
  createdAt: timestamptz('createdAt').notNull().defaultNow(),
});

/**
 * A hand-declared table in the by-name registries, whose columns are then read by name as a derived
 * table's are. drizzle types its columns as a closed set, with no index to widen to, hence the cast.
 */
const byName = (table: PgTable): AnyTable => table as unknown as AnyTable;

// Declared by hand above; the generic reads and import of the user resource use it as its table.
resourceTables.user = byName(appUser);

/** Every table, for the migration generator (each once). */
export const allTables: Record<string, AnyTable> = {
  ...Object.fromEntries(
    resourceList.filter((r) => r.derivedTable !== false).map((r) => [r.name, resourceTables[r.name]]),
  ),
  ...Object.fromEntries(
    Object.entries({ appUser, settings, counters, storedFile, daySum, statusSum }).map(([name, table]) => [
      name,
      byName(table),
    ]),
  ),
};
