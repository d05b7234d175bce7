/** References between resources: who points at whom, and import files naming records by label. */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findResource, resourceList, type ResourceDefinition } from '../../../resources';
import type { ReferenceField } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { resourceTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function referenceFields(resource: ResourceDefinition): [string, ReferenceField, ResourceDefinition][] {
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    if (field.type !== 'reference') return [];
    const target = findResource(field.resource);
    if (!target) throw new Error(`${resource.name}.${name}: unknown resource ${field.resource}`);
    return [[name, field, target] as [string, ReferenceField, ResourceDefinition]];
  });
}

/**
 * A back-link: a read-only reference the server keeps to a record that names it back (packing.invoice
 * mirrors invoice.packing). It follows that record, so deleting it clears the link (audited); any other
 * reference, read-only or not (bathAnalysis.addition), keeps its record from being deleted.
 */
export function isBackLink(holder: ResourceDefinition, field: ReferenceField, target: ResourceDefinition): boolean {
  return !!field.readOnly && referenceFields(target).some(([, f]) => f.resource === holder.name && !f.readOnly);
}

function referencing(resource: ResourceDefinition, backLinks: boolean): [ResourceDefinition, string][] {
  return resourceList.flatMap((other) =>
    referenceFields(other)
      .filter(([, f]) => f.resource === resource.name && isBackLink(other, f, resource) === backLinks)
      .map(([name]) => [other, name] as [ResourceDefinition, string]),
  );
}

/** Resources whose reference fields point at `resource` and so keep it from being deleted. */
export const referencesTo = (resource: ResourceDefinition) => referencing(resource, false);

/** The back-links to `resource`, cleared when it is deleted. */
export const backLinksTo = (resource: ResourceDefinition) => referencing(resource, true);

/** The label of a record as text, as exports write it and imports read it (docs/product-spec.md#export). */
export function labelText(target: ResourceDefinition): SQL {
  return sql`${resourceTables[target.name][target.labelField] as PgColumn}::text`;
}

/**
 * docs/product-spec.md#import: import files name referenced records by their export form (customer
 * name, product part, shipper valueID). Each becomes an id, or the row is refused.
 */
export async function resolveReferenceLabels(
  db: Database,
  resource: ResourceDefinition,
  values: Record<string, unknown>,
) {
  // Ids known so far, by resource: a label is looked up among the records that belong to them,
  // so a part number two customers share resolves to the row customer's part.
  const known: Record<string, string> = {};
  for (const [name, field, target] of referenceFields(resource)) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    if (UUID.test(String(value))) {
      known[field.resource] = String(value);
      continue;
    }
    const table = resourceTables[target.name];
    const scope = referenceFields(target)
      .filter(([, f]) => known[f.resource])
      .map(([own, f]) => eq(table[own] as PgColumn, known[f.resource]));
    const matches = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(sql`lower(${labelText(target)})`, String(value).trim().toLowerCase()), ...scope))
      .limit(2);
    const args = { value: String(value) };
    if (matches.length === 0)
      throw new ValidationFailed(resource.name, { [name]: { key: 'validation.referenceNotFound', args } });
    if (matches.length > 1)
      throw new ValidationFailed(resource.name, { [name]: { key: 'validation.referenceAmbiguous', args } });
    values[name] = matches[0].id;
    known[field.resource] = matches[0].id as string;
  }
}

/** Declared consistency between references: the referenced record shares the listed fields with this one. */
export async function checkReferenceMatches(
  db: Database,
  resource: ResourceDefinition,
  values: Record<string, unknown>,
) {
  for (const [name, field, target] of referenceFields(resource)) {
    if (!field.matches?.length || typeof values[name] !== 'string') continue;
    const table = resourceTables[target.name];
    const columns = Object.fromEntries(field.matches.map((m) => [m, table[m] as PgColumn]));
    const [referenced] = await db
      .select(columns)
      .from(table)
      .where(eq(table.id, values[name] as string));
    if (!referenced) continue; // a missing record is the foreign key's refusal
    const differs = field.matches.find((m) => String(referenced[m] ?? '') !== String(values[m] ?? ''));
    if (differs) {
      throw new ValidationFailed(resource.name, {
        [name]: { key: 'validation.referenceMismatch', args: { field: differs } },
      });
    }
  }
}
