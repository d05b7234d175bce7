/**
 * `within[<field>]=<id>` on an autocomplete call: only records whose reference `<field>` names that
 * record (a packing list's job picker, the jobs of the shipper chosen; a product picker, the parts of
 * the customer chosen). A form asks it for the fields a reference `matches` (resources/kit/types.ts).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDefinition } from '../../../resources';
import { resourceTables } from '../../db/tables';
import { badRequest } from '../../errors';
import { UUID } from './references';

/** The condition `within` asks, or undefined for none; a key that is no reference, or a value no id, is a 400. */
export function withinCondition(resource: ResourceDefinition, within: unknown): SQL | undefined {
  if (within === undefined || within === null || within === '') return undefined;
  if (typeof within !== 'object' || Array.isArray(within))
    throw badRequest('errors.query.invalidFilter', { key: 'within' });
  const table = resourceTables[resource.name];
  const conditions = Object.entries(within).map(([key, value]) => {
    if (resource.fields[key]?.type !== 'reference' || typeof value !== 'string' || !UUID.test(value))
      throw badRequest('errors.query.invalidFilter', { key: `within[${key}]` });
    return eq(table[key] as PgColumn, value);
  });
  return and(...conditions);
}
