/**
 * A record others reference keeps the fields they must share with it (declared by `matches`: a
 * shipper's part belongs to the shipper's customer). Changing one under them would leave every
 * such record failing its own check on its next edit, so the change is refused while anything
 * references the record, as a delete would be: a part in use stays with its customer.
 */
import { resourceList, type ResourceDefinition } from '../../../resources';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import type { DbRow } from './hooks';
import { findReferencing } from './reference-blockers';
import { referenceFields } from './references';

/** The fields of `resource` some other resource's reference to it must match (product: customer). */
export function matchedFields(resource: ResourceDefinition): string[] {
  const names = resourceList.flatMap((other) =>
    referenceFields(other)
      .filter(([, field]) => field.resource === resource.name)
      .flatMap(([, field]) => field.matches ?? []),
  );
  return Object.keys(resource.fields).filter((name) => names.includes(name));
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** Refuses changing a matched field of a referenced record, naming the record, what uses it and the field. */
export async function checkMatchedFieldsHeld(
  tx: Database,
  resource: ResourceDefinition,
  before: DbRow,
  values: DbRow,
): Promise<void> {
  const changed = matchedFields(resource).find((name) => name in values && !same(values[name], before[name]));
  if (!changed) return;
  const blocker = await findReferencing(tx, resource, [String(before.id)]);
  if (!blocker) return;
  const { other, count, labels } = blocker;
  throw badRequest('errors.referencedField', {
    record: labels[0] ?? '',
    count,
    entity: { key: `resources.${other.name}.name`, args: { smart_count: count } },
    field: { key: `resources.${resource.name}.fields.${changed}` },
  });
}
