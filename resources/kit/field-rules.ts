/**
 * What a value must meet beyond its type, checked once it parses, on both sides: a decimal no
 * finer than its column keeps (so what is checked is what is stored), the date of something that
 * happened within a plausible range, and text without the controls that reverse its direction.
 */
import type { MessageDescriptor } from './messages';
import type { Field } from './types';

/** Dates of things that happened (DateField.happened): from this day to this many years from today. */
export const HAPPENED_FROM = '2000-01-01';
export const HAPPENED_YEARS_AHEAD = 1;

const pad = (n: number) => String(n).padStart(2, '0');

/** The days a `happened` date may fall on, `YYYY-MM-DD`, today in this process's own calendar. */
export function happenedRange(now = new Date()): { min: string; max: string } {
  const last = new Date(now.getFullYear() + HAPPENED_YEARS_AHEAD, now.getMonth(), now.getDate());
  return { min: HAPPENED_FROM, max: `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}` };
}

/** Decimal places of a number as JavaScript writes it shortest (`19.935` 3, `1e-7` 7, `20` 0). */
export function decimalPlaces(value: number): number {
  const [digits, exponent] = String(Math.abs(value)).split('e');
  return Math.max((digits.split('.')[1]?.length ?? 0) - Number(exponent ?? 0), 0);
}

/**
 * Controls that reorder how the text around them is drawn: the embeddings and overrides
 * U+202A–U+202E and the isolates U+2066–U+2069 (`A\u202Egnp.exe` shows as "Aexe.png").
 */
export const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/** The refusal of a value of the right type that breaks one of these rules, if it does. */
export function ruleRefusal(field: Field, value: unknown): MessageDescriptor | undefined {
  if (field.type === 'string' && typeof value === 'string' && BIDI_CONTROLS.test(value))
    return { key: 'validation.string.bidi' };
  if (
    field.type === 'decimal' &&
    field.scale !== undefined &&
    typeof value === 'number' &&
    decimalPlaces(value) > field.scale
  ) {
    return { key: 'validation.number.scale', args: { smart_count: field.scale } };
  }
  if ((field.type === 'date' || field.type === 'datetime') && field.happened && typeof value === 'string') {
    // The day as written (an instant's in its own offset), as the reader gave it.
    const day = value.slice(0, 10);
    const { min, max } = happenedRange();
    if (day < min || day > max) return { key: 'validation.date.range', args: { min, max }, dates: ['min', 'max'] };
  }
  return undefined;
}
