/**
 * Database rows to API records: decimals as numbers, reference labels under `labels`. What a record
 * is made of is derived once per resource, because this runs for every row of every list and export.
 */
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

/** A record as the API answers it: the declared fields in order (decimals as numbers), then the references' labels under `labels`. */
function recordBuilder(resource: ResourceDefinition): (row: Row) => Row {
  const { fields, labelled } = shapeOf(resource);
  const labels = labelled.map((name) => [name, `${LABEL}${name}`]);
  return (row) => {
    const out: Row = {};
    for (const [name, decimal] of fields) {
      const value = row[name];
      out[name] = decimal && value !== null && value !== undefined ? Number(value) : value;
    }
    if (labels.length) {
      const labelledValues: Row = {};
      for (const [name, key] of labels) labelledValues[name] = row[key] ?? null;
      out.labels = labelledValues;
    }
    return out;
  };
}

const serializers = new WeakMap<ResourceDefinition, (row: Row) => Row>();
/** Database values to API values (a row keyed by column, as Drizzle's selects answer it). */
export function serialize(resource: ResourceDefinition, row: Row): Row {
  let serializer = serializers.get(resource);
  if (!serializer) serializers.set(resource, (serializer = recordBuilder(resource)));
  return serializer(row);
}
