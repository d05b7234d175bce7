/**
 * A record as the API writes it (serialize, then JSON), built by the database: the export
 * (records-export.ts) then only joins texts instead of parsing and writing every row again in this
 * process (docs/architecture.md#exports).
 *
 * The same values as serialize gives, in the same order: datetimes as JavaScript writes a Date
 * (UTC, milliseconds cut, not rounded, as `new Date` reads them), decimals as JSON numbers, labels under `labels`.
 * Not for records with files: their links are signed here, per request.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceDefinition } from '../../../resources';
import { allFields } from '../../../resources/kit/derive';
import { LABEL, shapeOf } from './record-shape';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** A JSON key and its colon, as an SQL string literal. */
const key = (name: string) => `'${JSON.stringify(name).replace(/'/g, "''")}:'`;
const json = (expression: string) => `coalesce(to_json(${expression})::text, 'null')`;

const texts = new WeakMap<ResourceDefinition, string>();

/** The record's JSON text from the columns of `from` (an alias of readQuery's select). */
export function recordJson(resource: ResourceDefinition, from: string): SQL {
  let text = texts.get(resource);
  if (text === undefined) {
    const types = new Map(allFields(resource).map(([name, field]) => [name, field.type]));
    const column = (name: string) => `${quoted(from)}.${quoted(name)}`;
    const { fields, labelled } = shapeOf(resource);
    const parts = fields.map(([name]) => {
      const value =
        types.get(name) === 'datetime'
          ? `to_char(${column(name)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : column(name);
      return `${key(name)} || ${json(value)}`;
    });
    if (labelled.length) {
      const labels = labelled.map((name) => `${key(name)} || ${json(column(`${LABEL}${name}`))}`);
      parts.push(`${key('labels')} || '{' || ${labels.join(" || ',' || ")} || '}'`);
    }
    text = `'{' || ${parts.join(" || ',' || ")} || '}'`;
    texts.set(resource, text);
  }
  return sql.raw(text);
}
