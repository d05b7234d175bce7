/**
 * What a paste into the readings dialog gives: the readings the XRF parser found
 * (resources/kit/xrf-readings.ts) and every line refused, with why. A reading the declaration's
 * column would refuse (below its min, above its max) is refused here, by line, rather than after saving.
 */
import { resources } from '../../../resources';
import { readXrfLines } from '../../../resources/kit/xrf-readings';

const readings = resources.inspection.fields.readings;

/** The most rows an inspection keeps, and the range of one reading (its declaration's). */
export const maxReadings = readings.max;
export const readingLimits = { min: readings.fields.value.min ?? 0, max: readings.fields.value.max ?? Infinity };

export type RefusalReason = 'notANumber' | 'outOfRange';

export interface RefusedLine {
  line: number;
  text: string;
  reason: RefusalReason;
}

export interface PastedReadings {
  values: number[];
  refused: RefusedLine[];
}

const inRange = (value: number) => value >= readingLimits.min && value <= readingLimits.max;

export function readPastedReadings(text: string, locale: string): PastedReadings {
  const { readings: found, refused } = readXrfLines(text, locale);
  const outOfRange = found.filter(({ value }) => !inRange(value));
  return {
    values: found.filter(({ value }) => inRange(value)).map(({ value }) => value),
    refused: [
      ...refused.map(({ line, text: cells }) => ({ line, text: cells, reason: 'notANumber' as const })),
      ...outOfRange.map(({ line, text: cells }) => ({ line, text: cells, reason: 'outOfRange' as const })),
    ].sort((a, b) => a.line - b.line),
  };
}

/** The readings rows after adding `values`: appended to `current`, or in their place. */
export function withReadings(current: readonly unknown[], values: readonly number[], replace: boolean) {
  return [...(replace ? [] : current), ...values.map((value) => ({ value }))];
}
