/**
 * A tank's name is unique regardless of case; its parameters are unique by name and each
 * correcting chemical can be dosed in the row's factor unit (weight and volume never convert).
 * Its state is the server's (./tank-state.ts).
 */
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import { compatibleUnits, convertQuantity } from '../../../resources/kit/chemistry-units';
import { numberArg } from '../../../resources/kit/messages';
import type { MessageDescriptor } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest } from '../../errors';
import type { DbRow, ResourceHooks } from '../records/hooks';
import { refreshTankState } from './tank-state';

export interface TankParameter {
  parameter: string;
  unit: string;
  target: number | null;
  lower: number | null;
  upper: number | null;
  chemical: string | null;
  factor: number | null;
  factorUnit: string | null;
}

export const parametersOf = (tank: DbRow): TankParameter[] =>
  (Array.isArray(tank.parameters) ? tank.parameters : []) as TankParameter[];

async function checkNameFree(tx: Database, name: unknown, ownId?: string): Promise<void> {
  const tank = declaredTables.tank;
  const key = String(name).toLowerCase();
  // Two writes of one name queue here, so both cannot pass the check below.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tank.name:${key}`}))`);
  const sameName = sql`lower(${tank.name}) = ${key}`;
  const [taken] = await tx
    .select({ id: tank.id })
    .from(tank)
    .where(ownId ? and(sameName, ne(tank.id, ownId)) : sameName)
    .limit(1);
  if (taken) throw badRequest('errors.tank.nameTaken', { name: String(name) });
}

type TankRow = StoredRowOf<'tank'>;

async function checkParameters(tx: Database, values: TankRow): Promise<void> {
  const rows = parametersOf(values);
  const ids = [...new Set(rows.map((row) => row.chemical).filter((id): id is string => Boolean(id)))];
  const chemical = declaredTables.chemical;
  const found = ids.length
    ? await tx
        .select({ id: chemical.id, name: chemical.name, unit: chemical.unit })
        .from(chemical)
        .where(inArray(chemical.id, ids))
    : [];
  const chemicals = new Map(found.map((c) => [String(c.id), { name: String(c.name), unit: String(c.unit) }]));
  const errors: Record<string, MessageDescriptor> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.parameter.toLowerCase();
    if (seen.has(key))
      errors[`parameters.${index}.parameter`] = {
        key: 'validation.tankParameterTwice',
        args: { parameter: row.parameter },
      };
    seen.add(key);
    if (row.lower !== null && row.upper !== null && Number(row.lower) > Number(row.upper)) {
      errors[`parameters.${index}.upper`] = {
        key: 'validation.tankLimits',
        args: { lower: numberArg(Number(row.lower)), upper: numberArg(Number(row.upper)) },
      };
    }
    // A correction is the chemical, its factor and the factor's unit together, or nothing.
    const given = [row.chemical, row.factor, row.factorUnit].filter(
      (v) => v !== null && v !== undefined && v !== '',
    ).length;
    if (given > 0 && given < 3) errors[`parameters.${index}.factor`] = { key: 'validation.tankCorrection' };
    const stocked = row.chemical ? chemicals.get(row.chemical) : undefined;
    if (stocked && row.factorUnit && convertQuantity(1, row.factorUnit, stocked.unit) === null) {
      errors[`parameters.${index}.factorUnit`] = {
        key: 'validation.unitMismatch',
        args: { units: compatibleUnits(stocked.unit).join(', '), chemical: stocked.name, chemicalUnit: stocked.unit },
      };
    }
  });
  if (Object.keys(errors).length) throw new ValidationFailed('tank', errors);
}

export const tankHooks: ResourceHooks<TankRow> = {
  async beforeCreate({ tx }, values) {
    await checkNameFree(tx, values.name);
    await checkParameters(tx, values);
    values.state = 'notAnalysed';
  },
  async beforeUpdate({ tx }, before, values) {
    await checkNameFree(tx, values.name, before.id);
    await checkParameters(tx, values);
  },
  // A parameter taken away no longer decides the state.
  afterUpdate: ({ tx }, _before, after) => refreshTankState(tx, after.id),
};
