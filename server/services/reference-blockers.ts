/** What keeps a record from being deleted: other records that still name it. */
import { count, inArray } from 'drizzle-orm';
import type { ResourceDefinition } from '../../resources';
import type { Database } from '../db/client';
import { resourceTables } from '../db/tables';
import { referencesTo } from './references';
import { countRowReferencesTo } from './row-references';

/** The first resource still referencing one of `ids`, by a reference field or in a row, with its count. */
export async function findReferencing(tx: Database, resource: ResourceDefinition, ids: string[]): Promise<[ResourceDefinition, number] | null> {
  for (const [other, field] of referencesTo(resource)) {
    const otherTable = resourceTables[other.name];
    const [{ total }] = await tx.select({ total: count() }).from(otherTable).where(inArray(otherTable[field], ids));
    if (Number(total) > 0) return [other, Number(total)];
  }
  return countRowReferencesTo(tx, resource, ids);
}

