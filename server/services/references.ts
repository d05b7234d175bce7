/** References between resources: who points at whom, and import files naming records by label. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { findResource, resourceList, type ResourceDefinition } from '../../resources';
import type { ReferenceField } from '../../resources/kit/types';
import type { Database } from '../db/client';
import { resourceTables } from '../db/tables';
import { ValidationFailed } from '../errors';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function referenceFields(resource: ResourceDefinition): [string, ReferenceField, ResourceDefinition][] {
  return Object.entries(resource.fields).flatMap(([name, field]) => {
    if (field.type !== 'reference') return [];
    const target = findResource(field.resource);
    if (!target) throw new Error(`${resource.name}.${name}: unknown resource ${field.resource}`);
    return [[name, field, target] as [string, ReferenceField, ResourceDefinition]];
  });
}

/** Resources whose reference fields point at `resource`. */
export function referencesTo(resource: ResourceDefinition): [ResourceDefinition, string][] {
  return resourceList.flatMap((other) =>
    referenceFields(other).filter(([, f]) => f.resource === resource.name).map(([name]) => [other, name] as [ResourceDefinition, string]),
  );
}

/** The label of a record as text, as exports write it and imports read it (spec section 3). */
export function labelText(target: ResourceDefinition): SQL {
  return sql`${resourceTables[target.name][target.labelField] as PgColumn}::text`;
}

/**
 * Spec section 5: import files name referenced records by their export form (customer
 * name, product part, shipper valueID). Each becomes an id, or the row is refused.
 */
export async function resolveReferenceLabels(db: Database, resource: ResourceDefinition, values: Record<string, unknown>) {
  for (const [name, , target] of referenceFields(resource)) {
    const value = values[name];
    if (value === null || value === undefined || UUID.test(String(value))) continue;
    const table = resourceTables[target.name];
    const matches = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(sql`lower(${labelText(target)})`, String(value).trim().toLowerCase()))
      .limit(2);
    const args = { value: String(value) };
    if (matches.length === 0) throw new ValidationFailed(resource.name, { [name]: { key: 'validation.referenceNotFound', args } });
    if (matches.length > 1) throw new ValidationFailed(resource.name, { [name]: { key: 'validation.referenceAmbiguous', args } });
    values[name] = matches[0].id;
  }
}
