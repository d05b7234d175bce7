/**
 * fast-check arbitraries of values one declared field must refuse: wrong types, nested objects
 * and arrays, text past its bounds or with a NUL, impossible dates, negative, fractional and
 * NaN-like numbers. Every value generated is invalid by the declaration, so any 2xx is a bug.
 */
import fc from 'fast-check';
import type { Field } from '../../../resources';
import { columnLimit, isBlankText } from '../../../resources/kit/field-validation';
import type { FilesField, RowsField } from '../../../resources/kit/types';
import { implausible, tooFine } from './edge-values';
import { bidiTexts, invisibleTexts } from './text-samples';

export type Mode = 'write' | 'import';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
/** Text that shows something: made only of invisible characters, it is a blank. */
const filled = (s: string) => !isBlankText(s.trim());

/** Objects and arrays no scalar field takes; arrays of things that are no email, uuid or role either. */
export const nested = fc.oneof(
  fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.boolean(), fc.constant({}), fc.constant([1])), { minLength: 1, maxLength: 3 }),
  fc.constant({}),
  fc.constant([]),
  fc.constant([[]]),
);
const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
/** Text holding what PostgreSQL cannot store: a NUL, or half a surrogate pair. */
export const unstorable = fc
  .tuple(fc.string({ maxLength: 5 }), fc.constantFrom('\u0000', '\ud800', '\udfff'))
  .map(([s, bad]) => `x${s}${bad}${s}`);
const notNumeric = fc.oneof(
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '1e3',
    '0x1F',
    '1,5',
    '12abc',
    '１２',
    '+5',
    '--1',
    '.5',
    '5.',
    '1 000',
    'null',
  ),
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => filled(s) && !NUMERIC_TEXT.test(s.trim())),
);
/** Blank: null, '', spaces or invisible characters only, wrong only where the field is required. */
const blank = fc.constantFrom(null, '', '   ', '\t\n', ...invisibleTexts);

function badText(field: Extract<Field, { type: 'string' }>): fc.Arbitrary<unknown> {
  const max = field.max ?? 255;
  const options: fc.Arbitrary<unknown>[] = [
    fc.integer(),
    finite,
    fc.boolean(),
    nested,
    unstorable,
    // Past the maximum once trimmed: non-blank at both ends, random inside, cheap to build when long.
    fc
      .tuple(fc.string({ maxLength: 20 }), fc.integer({ min: max + 1, max: max + 40 }))
      .map(([s, n]) => `x${s.slice(0, n - 2).padEnd(n - 2, 'y')}z`),
    fc.constantFrom(...bidiTexts),
  ];
  if (field.min !== undefined && field.min > 1)
    options.push(fc.integer({ min: 1, max: field.min - 1 }).map((n) => 'x'.repeat(n)));
  if (field.pattern)
    options.push(fc.string({ maxLength: 20 }).filter((s) => filled(s) && !new RegExp(field.pattern!).test(s.trim())));
  if (field.format === 'email') options.push(fc.string({ maxLength: 30 }).filter((s) => filled(s) && !s.includes('@')));
  // No digit at all is never a phone number (resources/kit/field-validation.ts).
  if (field.format === 'phone') options.push(fc.string({ maxLength: 20 }).filter((s) => filled(s) && !/\d/.test(s)));
  return fc.oneof(...options);
}

function badNumber(field: Extract<Field, { type: 'integer' | 'decimal' }>, mode: Mode): fc.Arbitrary<unknown> {
  const limit = columnLimit(field);
  const max = Math.min(field.max ?? limit, limit);
  const min = Math.max(field.min ?? -limit, -limit);
  const options: fc.Arbitrary<unknown>[] = [
    fc.boolean(),
    nested,
    notNumeric,
    fc.double({ min: max + 1, max: 1e300, noNaN: true }),
    fc.constantFrom(max + 1, limit + 1, Number.MAX_VALUE),
    fc.double({ min: -1e300, max: min - 1, noNaN: true }),
  ];
  if (field.type === 'integer')
    options.push(fc.integer({ min: Math.max(min, -1000), max: Math.min(max - 1, 1000) }).map((n) => n + 0.5));
  if (field.positive) options.push(fc.constantFrom(0, -0.001, -1));
  // Finer than the column keeps: 1 to 9 in the first place past the scale, on a value within bounds.
  if (field.type === 'decimal' && field.scale !== undefined)
    options.push(fc.integer({ min: 1, max: 9 }).map((n) => tooFine(field, n)));
  if (field.min !== undefined) options.push(fc.integer({ min: 1, max: 1000 }).map((n) => field.min! - n));
  // An import reads numeric text as a number: the same bad numbers, written as text.
  if (mode === 'import') return fc.oneof(fc.oneof(...options), options[3].map(String));
  return fc.oneof(...options);
}

const badDay = fc.oneof(
  fc.constantFrom(
    '2026-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '0000-01-01',
    'yesterday',
    'today',
    '2026/01/01',
    '01/02/2026',
    '2026-1-1',
    '20260101',
    '2026-01-01T00:00:00Z',
    '+2026-01-01',
    'NaN',
  ),
  fc.integer(),
  fc.boolean(),
  nested,
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => filled(s) && !/^\d{4}-\d{2}-\d{2}$/.test(s.trim())),
);

// An instant wants a date, a time and its offset: a plain date, an impossible time or no offset is
// bad, while '2026-01-01T00:00:00Z' (bad for a date field) is a good instant.
const badInstant = fc.oneof(
  fc.constantFrom(
    '2026-13-01T00:00:00Z',
    '2026-00-10T00:00:00Z',
    '2026-01-01T25:00:00Z',
    '2026-01-01T00:61:00Z',
    '2026-01-01',
    '2026-01-01 00:00',
    'yesterday',
    'today',
    '2026/01/01 00:00:00Z',
    '20260101T000000Z',
    'NaN',
  ),
  fc.integer(),
  fc.boolean(),
  nested,
  fc.string({ minLength: 1, maxLength: 12 }).filter((s) => filled(s) && !/^\d{4}-\d{2}-\d{2}T/.test(s.trim())),
);

/** Bad as a date or instant; for the date of something that happened, also before 2000 or over a year ahead. */
function badDate(field: Extract<Field, { type: 'date' | 'datetime' }>): fc.Arbitrary<unknown> {
  const wrong = field.type === 'date' ? badDay : badInstant;
  return field.happened ? fc.oneof(wrong, fc.constantFrom(...implausible(field))) : wrong;
}

function badChoice(options: readonly string[]): fc.Arbitrary<unknown> {
  const notOption = (s: string) => filled(s) && !options.includes(s.trim());
  const variants = options.flatMap((o) => [o.toUpperCase(), o.toLowerCase(), `${o}x`]).filter(notOption);
  return fc.oneof(
    fc.constantFrom(...variants),
    fc.string({ minLength: 1, maxLength: 12 }).filter(notOption),
    fc.integer(),
    fc.boolean(),
    nested,
  );
}

function badChoices(options: readonly string[]): fc.Arbitrary<unknown> {
  const wrong = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !/[\s,]/.test(s) && !options.includes(s));
  return fc.oneof(
    fc.tuple(fc.subarray([...options], { maxLength: 2 }), wrong).map(([good, bad]) => [...good, bad]),
    wrong,
    fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.constant({})), { minLength: 1, maxLength: 3 }),
    fc.integer(),
    fc.constant({}),
  );
}

function badReference(mode: Mode): fc.Arbitrary<unknown> {
  // An import names a record by its label: one no record has. A write wants an id: a malformed or unknown one.
  const text =
    mode === 'import'
      ? fc.string({ maxLength: 12 }).map((s) => `zz-no-such-record ${s}`)
      : fc.oneof(
          fc.string({ minLength: 1, maxLength: 40 }).filter((s) => filled(s) && !UUID.test(s.trim())),
          fc.uuid(),
        );
  return fc.oneof(text, fc.boolean(), nested, ...(mode === 'write' ? [fc.integer()] : [fc.constant(0.123)]));
}

function badFiles(field: FilesField): fc.Arbitrary<unknown> {
  const entry = fc.record({ id: fc.uuid(), name: fc.constant('photo.png') });
  return fc.oneof(
    fc.constantFrom('photo.png', 12, true, {}, [1], [{}], [{ id: 'not-a-uuid', name: 'x.png' }], [null]),
    fc.array(entry, { minLength: 1, maxLength: field.max }),
    fc.array(entry, { minLength: field.max + 1, maxLength: field.max + 3 }),
  );
}

function badRows(field: RowsField, mode: Mode): fc.Arbitrary<unknown> {
  const columns = Object.entries(field.fields);
  const badRow = fc.oneof(
    fc.constantFrom<unknown>(1, 'x', [], null, {}),
    fc.constantFrom(...columns).chain(([name, column]) => badValue(column, mode).map((value) => ({ [name]: value }))),
    fc.constant({ notAColumn: 1 }),
  );
  return fc.oneof(
    fc.array(badRow, { minLength: 1, maxLength: 3 }),
    fc.constant(Array.from({ length: field.max + 1 }, () => ({}))),
    fc.integer(),
    fc.boolean(),
    fc.constant({}),
  );
}

/** A value `field` refuses; `required` adds the blanks. */
export function badValue(field: Field, mode: Mode): fc.Arbitrary<unknown> {
  const wrong = ((): fc.Arbitrary<unknown> => {
    switch (field.type) {
      case 'string':
        return badText(field);
      case 'integer':
      case 'decimal':
        return badNumber(field, mode);
      case 'boolean':
        return fc.oneof(fc.constantFrom('yes', 'maybe', '1', '0', 'TRUEE', 0, 1), nested);
      case 'date':
      case 'datetime':
        return badDate(field);
      case 'choice':
        return badChoice(field.options);
      case 'choices':
        return badChoices(field.options);
      case 'reference':
        return badReference(mode);
      case 'files':
        return badFiles(field);
      case 'rows':
        return badRows(field, mode);
      case 'json':
        return unstorable;
      // Never written (read-only): nothing a client sends for it is read.
      case 'referencedBy':
        return fc.constant({});
    }
  })();
  return field.required ? fc.oneof(wrong, blank) : wrong;
}
