/**
 * An inspection's figures, computed the same way by the server (which stores them) and by the form
 * (which shows them live): reading statistics and the pass/fail verdict against the range the
 * specification had when the inspection was recorded (docs/domain-rules.md#inspections).
 */
import type { PassFail } from './quality';

export interface ReadingStats {
  count: number;
  minimum: number | null;
  maximum: number | null;
  mean: number | null;
}

/** The decimal places stored for the computed figures (inspection.ts: decimal scale 4). */
export const figureScale = 4;

const round = (value: number, scale: number) => {
  const factor = 10 ** scale;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
};

/** Count, minimum, maximum and mean (rounded to `scale` places) of the readings given. */
export function readingStats(values: readonly number[], scale = figureScale): ReadingStats {
  const finite = values.filter((v) => Number.isFinite(v));
  if (!finite.length) return { count: 0, minimum: null, maximum: null, mean: null };
  const sum = finite.reduce((total, v) => total + v, 0);
  return {
    count: finite.length,
    minimum: Math.min(...finite),
    maximum: Math.max(...finite),
    mean: round(sum / finite.length, scale),
  };
}

/** Whether one reading lies within [lower, upper]; a missing bound does not limit. */
export const readingWithin = (value: number, lower: number | null, upper: number | null) =>
  (lower === null || value >= lower) && (upper === null || value <= upper);

/**
 * Pass when there is at least one reading, every reading is within the range and every test row
 * passed; otherwise fail.
 */
export function inspectionResult(
  readings: readonly number[],
  lower: number | null,
  upper: number | null,
  testResults: readonly (string | null | undefined)[],
): PassFail {
  if (!readings.length) return 'fail';
  const readingsPass = readings.every((v) => readingWithin(v, lower, upper));
  return readingsPass && testResults.every((r) => r === 'pass') ? 'pass' : 'fail';
}

/** The tests the specification requires that have no row, in the specification's order. */
export const missingTests = (required: readonly string[], given: readonly string[]) =>
  required.filter((test) => !given.includes(test));

/** The row indexes (after the first) of tests listed more than once. */
export function repeatedTests(given: readonly string[]): number[] {
  return given.flatMap((test, index) => (given.indexOf(test) < index ? [index] : []));
}
