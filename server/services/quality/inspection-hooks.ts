/**
 * An inspection copies its specification's revision and thickness range as they are when it is
 * recorded, computes its figures and verdict (resources/kit/inspection-results.ts), requires a row
 * for every test the specification requires, checks the instrument's calibration and records who
 * recorded it (docs/domain-rules.md#inspections). An edit keeps the copy while the specification stays
 * the same, so a later change of the specification never re-judges what was inspected under it.
 */
import { eq } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import {
  figureScale,
  inspectionResult,
  missingTests,
  readingStats,
  repeatedTests,
} from '../../../resources/kit/inspection-results';
import type { MessageDescriptor } from '../../../resources/kit/messages';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed } from '../../errors';
import type { DbRow, ResourceHooks, WriteContext } from '../records/hooks';
import { assertInstrumentUsable } from './instrument-check';

type InspectionRow = StoredRowOf<'inspection'>;

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const rowsOf = (value: unknown) => (Array.isArray(value) ? (value as DbRow[]) : []);

async function specificationOf(tx: Database, id: string) {
  const specification = declaredTables.specification;
  const [row] = await tx.select().from(specification).where(eq(specification.id, id)).for('share');
  return row;
}

function checkRows(values: InspectionRow, required: readonly string[]): void {
  const errors: Record<string, MessageDescriptor> = {};
  const tests = rowsOf(values.tests).map((row) => String(row.test));
  for (const index of repeatedTests(tests))
    errors[`tests.${index}.test`] = {
      key: 'validation.inspectionTestTwice',
      args: { test: tests[index] },
      choices: { test: 'choices.specificationTest' },
    };
  const missing = missingTests(required, tests);
  if (missing.length)
    errors.tests = {
      key: 'validation.inspectionTestsMissing',
      args: { tests: missing.join(', ') },
      choices: { tests: 'choices.specificationTest' },
    };
  const [start, end] = [values.bakeStart, values.bakeEnd].map((v) => (v ? new Date(v).getTime() : null));
  if (start !== null && end !== null && end <= start) errors.bakeEnd = { key: 'validation.inspectionBakeEnd' };
  if (Object.keys(errors).length) throw new ValidationFailed('inspection', errors);
}

async function complete({ tx, actor }: WriteContext, values: InspectionRow, before?: InspectionRow) {
  const specification = await specificationOf(tx, String(values.specification));
  if (!specification) return; // a missing specification is the foreign key's refusal
  const required = Array.isArray(specification.requiredTests) ? specification.requiredTests.map(String) : [];
  checkRows(values, required);
  if (values.instrument)
    await assertInstrumentUsable(
      tx,
      { resource: 'inspection', field: 'instrument' },
      String(values.instrument),
      new Date(values.inspectedAt),
    );
  const kept = before && before.specification === values.specification;
  const snapshot = kept
    ? {
        specificationRevision: before.specificationRevision,
        thicknessLower: numberOrNull(before.thicknessLower),
        thicknessUpper: numberOrNull(before.thicknessUpper),
        thicknessUnit: before.thicknessUnit,
      }
    : {
        specificationRevision: specification.revision,
        thicknessLower: numberOrNull(specification.thicknessMin),
        thicknessUpper: numberOrNull(specification.thicknessMax),
        thicknessUnit: specification.thicknessUnit,
      };
  const readings = rowsOf(values.readings).map((row) => Number(row.value));
  const stats = readingStats(readings, figureScale);
  const verdict = inspectionResult(
    readings,
    snapshot.thicknessLower,
    snapshot.thicknessUpper,
    rowsOf(values.tests).map((row) => row.result as string),
  );
  Object.assign(values, snapshot, {
    readingCount: stats.count,
    thicknessMinimum: stats.minimum,
    thicknessMaximum: stats.maximum,
    thicknessMean: stats.mean,
    result: verdict,
    inspector: actor.email,
  });
}

export const inspectionHooks: ResourceHooks<InspectionRow> = {
  beforeCreate: (ctx, values) => complete(ctx, values),
  beforeUpdate: (ctx, before, values) => complete(ctx, values, before),
};
