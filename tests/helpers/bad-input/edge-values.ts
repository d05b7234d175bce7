/**
 * The fixed catalogue run before the random values: for each field, the bad values a random run
 * might miss (a NUL, one past the column's range, year 0, the day after February's last), so
 * each is tried on every field, every time. All invalid by the field's declaration.
 */
import type { Field } from '../../../resources';
import { columnLimit } from '../../../resources/kit/field-validation';
import type { Mode } from './bad-values';
import { bidiTexts, invisibleTexts } from './text-samples';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const shapes = [{ a: 1 }, [1], true];

function numbers(field: Extract<Field, { type: 'integer' | 'decimal' }>): unknown[] {
  const limit = columnLimit(field);
  const max = Math.min(field.max ?? limit, limit);
  const min = Math.max(field.min ?? -limit, -limit);
  return [
    'NaN',
    '-Infinity',
    '1e999',
    'twelve',
    max + 1,
    limit + 1,
    min - 1,
    -limit - 1,
    ...(field.type === 'integer' ? [1.5] : []),
    ...(field.positive ? [0, -1] : []),
    ...shapes,
    // One place finer than the column keeps (the sub-cent payment that overpaid).
    ...(field.type === 'decimal' && field.scale !== undefined ? [tooFine(field), String(tooFine(field))] : []),
  ];
}

/** A value within the field's bounds with one decimal place more than its scale: `digit` there (1.005 at scale 2). */
export function tooFine(field: Extract<Field, { type: 'integer' | 'decimal' }>, digit = 5): number {
  const scale = field.scale ?? 2;
  const base = Math.min(Math.max(1, field.min ?? 1), field.max ?? 1);
  return Number((base + digit * 10 ** -(scale + 1)).toFixed(scale + 1));
}

/** Days no date of something that happened has: before 2000, or more than a year ahead. */
export const implausibleDays = ['0001-01-01', '1900-01-01', '1999-12-31', '9999-12-31'];
/** Those days as the field writes them (an instant at noon UTC), where it is declared `happened`; else none. */
export const implausible = (field: Extract<Field, { type: 'date' | 'datetime' }>) =>
  field.happened ? implausibleDays.map((day) => (field.type === 'date' ? day : `${day}T12:00:00Z`)) : [];

function text(field: Extract<Field, { type: 'string' }>): unknown[] {
  const max = field.max ?? 255;
  return [
    12345,
    'x\u0000y',
    'x\ud800y',
    'x\udc00',
    `x${' '.repeat(max)}x`,
    ...(field.min !== undefined && field.min > 1 ? ['x'.repeat(field.min - 1)] : []),
    ...(field.pattern ? ['!!'] : []),
    ...(field.format === 'email' ? ['not-an-email', 'a@b', '@b.co'] : []),
    ...(field.format === 'phone' ? ['call me', '++55 11 98765-4321', '55+11', '#123'] : []),
    ...bidiTexts,
    ...shapes,
  ];
}

function edgesOf(field: Field, mode: Mode): unknown[] {
  switch (field.type) {
    case 'string':
      return text(field);
    case 'integer':
    case 'decimal':
      return numbers(field);
    case 'boolean':
      return ['maybe', 1, {}, []];
    case 'date':
      return [
        '2026-02-30',
        '2026-02-29',
        '2025-04-31',
        '2026-13-01',
        '0000-01-01',
        'yesterday',
        '2026-01-01T00:00:00Z',
        ...shapes,
        ...implausible(field),
      ];
    // An instant: '2026-01-01T00:00:00Z' is a good one; a plain date or no offset is not.
    case 'datetime':
      return [
        '2026-02-30T00:00:00Z',
        '2026-02-29T12:00:00Z',
        '2026-13-01T00:00:00Z',
        '2026-01-01T25:00:00Z',
        '0000-01-01T00:00:00Z',
        '2026-01-01',
        '2026-01-01T00:00:00',
        'yesterday',
        ...shapes,
        ...implausible(field),
      ];
    case 'choice':
      return [
        'NOT_AN_OPTION',
        `${field.options[0]}x`,
        field.options[0].toLowerCase() === field.options[0] ? 'X' : field.options[0].toLowerCase(),
        1,
        {},
        [],
      ];
    case 'choices':
      return [['NOT_AN_OPTION'], 'NOT_AN_OPTION', [1], [null], [{}], {}, 1];
    case 'reference':
      return mode === 'import'
        ? ['zz-no-such-record', 0.123, ...shapes]
        : ['not-a-uuid', UNKNOWN_ID, 1, ...shapes, [UNKNOWN_ID]];
    case 'files':
      return [
        'photo.png',
        1,
        {},
        [1],
        [{}],
        [null],
        [{ id: 'not-a-uuid', name: 'x.png' }],
        [{ id: UNKNOWN_ID, name: 'x.png' }],
        Array.from({ length: field.max + 1 }, (_, i) => ({
          id: UNKNOWN_ID.replace(/0$/, String(i)),
          name: `${i}.png`,
        })),
      ];
    case 'rows':
      return [
        'zz-no-such-record 1 kg',
        1,
        {},
        [1],
        ['x'],
        [{}],
        [{ notAColumn: 1 }],
        [[]],
        Array.from({ length: field.max + 1 }, () => ({})),
      ];
    case 'json':
      return ['\u0000'];
    // Never written (read-only): nothing a client sends for it is read.
    case 'referencedBy':
      return [{}];
  }
}

/** Bad values for `field`; blanks too where it is required. */
export function edgeValues(field: Field, mode: Mode): unknown[] {
  return [
    ...edgesOf(field, mode),
    ...(field.required ? [null, '', '   ', invisibleTexts[0], invisibleTexts.at(-1)] : []),
  ];
}
