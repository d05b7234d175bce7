/**
 * Import rows that agree with an existing record on one of its resource's natural keys (a customer's
 * tax id, else its name; a part's number for its customer): the importer shows them as probable
 * duplicates (ResourceDefinition.naturalKeys). Values are compared case, accents and punctuation aside,
 * so "METALURGICA SOUZA LTDA" is "Metalúrgica Souza Ltda." and 11222333000181 is 11.222.333/0001-81.
 */
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import type { ImportMatch } from '../../../resources/kit/import-matches-answer';
import type { Field } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { UNACCENTED } from '../../db/search-text';
import { resourceTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';
import { labelText, resolveReferenceLabels, UUID } from './references';

/** Lower case, no accents, letters and digits only: the same on both sides of the comparison. */
const folded = (value: SQLWrapper) =>
  sql`regexp_replace(lower(${sql.raw(UNACCENTED)}(${value})), '[^[:alnum:]]+', '', 'g')`;
const foldedText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The condition a row's value puts on its field's column; null where the value can match nothing. */
function agrees(column: PgColumn, field: Field, value: unknown): SQL | null {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (field.type === 'reference') return UUID.test(text) ? eq(column, text) : null;
  if (foldedText(text) === '') return null;
  return sql`${folded(sql`${column}::text`)} = ${folded(sql`${text}`)}`;
}

export async function importMatches(
  db: Database,
  resource: ResourceDefinition,
  rows: readonly Record<string, unknown>[],
): Promise<ImportMatch[]> {
  const table = resourceTables[resource.name];
  const matches: ImportMatch[] = [];
  for (const [row, data] of rows.entries()) {
    const values = { ...data };
    // A reference named by its label (a part's customer) is read as the import would read it; one
    // that names no record leaves the key unmatched, and the import itself says why.
    await resolveReferenceLabels(db, resource, values).catch((error: unknown) => {
      if (!(error instanceof ValidationFailed)) throw error;
    });
    for (const key of resource.naturalKeys ?? []) {
      const conditions = key.map((name) => agrees(table[name] as PgColumn, resource.fields[name], values[name]));
      if (conditions.some((condition) => condition === null)) continue;
      const [found] = await db
        .select({ id: table.id, label: labelText(resource) })
        .from(table)
        .where(and(...(conditions as SQL[])))
        .limit(1);
      if (!found) continue;
      matches.push({ row, id: String(found.id), label: String(found.label ?? ''), by: [...key] });
      break;
    }
  }
  return matches;
}
