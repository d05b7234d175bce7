/**
 * Database rows to API records: decimals as numbers, reference labels under `labels`. What a record
 * is made of is derived once per resource, because this runs for every row of every list and export.
 */
import { Column, is, SQL, type DriverValueDecoder, type SelectedFieldsOrdered } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import { allFields, referencedByFields } from '../../../resources/kit/derive';
import { referenceFields } from './references';
import { rowReferences } from './row-references';

/** A record as the API answers it, or a row as read. */
export type Row = Record<string, unknown>;

/** Prefix of the selected label columns, gathered under `labels` by serialize. */
export const LABEL = '__label_';

const shapes = new WeakMap<ResourceDefinition, { fields: [string, boolean][]; labelled: string[] }>();
/** A record's fields in answer order (each with whether it is a decimal) and the fields that carry labels. */
export function shapeOf(resource: ResourceDefinition) {
  let shape = shapes.get(resource);
  if (!shape) {
    // A rows field's labels are a list, one object per row ([{ chemical: 'Boric acid' }]).
    const labelled = [
      ...referenceFields(resource).map(([name]) => name),
      ...new Set(rowReferences(resource).map((r) => r.field)),
      // A list of labels, one per referencing record (a shipper's packing lists: ['12', '15']).
      ...referencedByFields(resource).map(([name]) => name),
    ];
    shape = { fields: allFields(resource).map(([name, field]) => [name, field.type === 'decimal']), labelled };
    shapes.set(resource, shape);
  }
  return shape;
}

/**
 * A record as the API answers it from a row of any form, `reader` telling how to read each key:
 * the declared fields in order (decimals as numbers), then the references' labels under `labels`.
 */
function recordBuilder<R>(resource: ResourceDefinition, reader: (key: string) => (row: R) => unknown): (row: R) => Row {
  const values = shapeOf(resource).fields.map(([name, decimal]) => ({ name, decimal, read: reader(name) }));
  const labels = shapeOf(resource).labelled.map((name) => ({ name, read: reader(`${LABEL}${name}`) }));
  return (row) => {
    const out: Row = {};
    for (const { name, decimal, read } of values) {
      const value = read(row);
      out[name] = decimal && value !== null && value !== undefined ? Number(value) : value;
    }
    if (labels.length) {
      const labelled: Row = {};
      for (const { name, read } of labels) labelled[name] = read(row) ?? null;
      out.labels = labelled;
    }
    return out;
  };
}

const serializers = new WeakMap<ResourceDefinition, (row: Row) => Row>();
/** Database values to API values (a row keyed by column, as Drizzle's selects answer it). */
export function serialize(resource: ResourceDefinition, row: Row): Row {
  let serializer = serializers.get(resource);
  if (!serializer) serializers.set(resource, (serializer = recordBuilder<Row>(resource, (key) => (row) => row[key])));
  return serializer(row);
}

type Decoder = DriverValueDecoder<unknown, unknown>;
type SelectedField = SelectedFieldsOrdered<PgColumn>[number]['field'];

/** How Drizzle's own select decodes a field's value (its mapResultRow), looked up once, not per row and column. */
function decoderOf(field: SelectedField): Decoder {
  if (is(field, Column)) return field as Decoder;
  // An expression's decoder is internal to Drizzle's types: mapWith sets it, mapResultRow reads it.
  const expression = is(field, SQL) ? field : (field as SQL.Aliased).sql;
  return (expression as unknown as { decoder: Decoder }).decoder;
}

/**
 * Rows as the driver answers a select of `fields` (arrays, in their order) straight to API records:
 * what Drizzle's mapping and then serialize give, in one pass (docs/architecture.md#list-statements).
 */
export function arrayRowsMapper(resource: ResourceDefinition, fields: SelectedFieldsOrdered<PgColumn>): (rows: unknown[][]) => Row[] {
  const columns = new Map(fields.map(({ path, field }, index) => [path[0], { index, decoder: decoderOf(field) }]));
  const reader = (key: string) => {
    const column = columns.get(key);
    if (!column) return () => undefined;
    const { index, decoder } = column;
    return (row: unknown[]) => (row[index] === null ? null : decoder.mapFromDriverValue(row[index]));
  };
  const record = recordBuilder<unknown[]>(resource, reader);
  return (rows) => rows.map(record);
}
