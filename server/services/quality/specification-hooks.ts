/**
 * A specification is one code at one revision (unique regardless of case and surrounding spaces),
 * its thickness range is a range, and a bake is a temperature in a unit, with its hours
 * (docs/domain-rules.md#quality). Refusals write nothing.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { numberArg } from '../../../resources/kit/messages';
import type { MessageDescriptor } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest } from '../../errors';
import type { ResourceHooks } from '../records/hooks';

type SpecificationRow = StoredRowOf<'specification'>;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';
const clean = (value: unknown) => String(value ?? '').trim();

async function checkCodeFree(tx: Database, values: SpecificationRow, ownId?: string): Promise<void> {
  const spec = declaredTables.specification;
  const [code, revision] = [clean(values.code), clean(values.revision)];
  const key = JSON.stringify([code.toLowerCase(), revision.toLowerCase()]);
  // Two writes of one code and revision queue here, so both cannot pass the check below.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`specification.code:${key}`}))`);
  const same = sql`lower(trim(${spec.code})) = ${code.toLowerCase()} and lower(trim(${spec.revision})) = ${revision.toLowerCase()}`;
  const [taken] = await tx
    .select({ id: spec.id })
    .from(spec)
    .where(ownId ? and(same, ne(spec.id, ownId)) : same)
    .limit(1);
  if (taken) throw badRequest('errors.specification.codeTaken', { code, revision });
}

function checkRules(values: SpecificationRow): void {
  const errors: Record<string, MessageDescriptor> = {};
  const { thicknessMin: min, thicknessMax: max } = values;
  if (given(min) && given(max) && Number(min) > Number(max))
    errors.thicknessMax = { key: 'validation.specificationThickness', args: { min: numberArg(Number(min)) } };
  const temperature = given(values.bakeTemperature);
  // A unit alone is refused, not cleared: a form that kept it means the temperature was lost by mistake.
  if (temperature && !given(values.bakeTemperatureUnit))
    errors.bakeTemperatureUnit = { key: 'validation.specificationBakeUnit' };
  if (!temperature && given(values.bakeTemperatureUnit))
    errors.bakeTemperatureUnit = { key: 'validation.specificationBakeOnly' };
  // Hours of a bake whose temperature is not said cannot be carried out or checked.
  for (const field of ['bakeHours', 'bakeWithinHours'] as const)
    if (!temperature && given(values[field])) errors[field] = { key: 'validation.specificationBakeOnly' };
  const saltSpray = Array.isArray(values.requiredTests) && values.requiredTests.includes('saltSpray');
  if (saltSpray && !given(values.saltSprayHours))
    errors.saltSprayHours = { key: 'validation.specificationSaltSprayHours' };
  if (!saltSpray && given(values.saltSprayHours))
    errors.saltSprayHours = { key: 'validation.specificationSaltSprayOnly' };
  if (Object.keys(errors).length) throw new ValidationFailed('specification', errors);
}

/** How the specification is named wherever it is picked or shown. */
export const specificationLabel = (code: unknown, revision: unknown) => `${clean(code)} Rev. ${clean(revision)}`;

export const specificationHooks: ResourceHooks<SpecificationRow> = {
  async beforeCreate({ tx }, values) {
    checkRules(values);
    await checkCodeFree(tx, values);
    values.label = specificationLabel(values.code, values.revision);
  },
  async beforeUpdate({ tx }, before, values) {
    checkRules(values);
    await checkCodeFree(tx, values, before.id);
    values.label = specificationLabel(values.code, values.revision);
  },
};
