/**
 * One bad value per declared rule of each writable field, with the message the
 * English templates of docs/product-spec.md#validation give for it. The templates are written
 * out here on purpose: they are the contract, not a copy of i18n/en.ts.
 */
import type { Field, ResourceDefinition } from '../../resources';
import { writableFields } from '../../resources/kit/derive';
import { happenedRange } from '../../resources/kit/field-rules';
import { optionCount } from '../../resources/kit/option-labels';
import { tooFine } from './bad-input/edge-values';

/** mm/dd/yyyy, as the English messages write a day. */
/** A bound as English messages write it: grouped, with a true minus (`−1,000,000,000`). */
const en = (n: number | undefined) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 }).format(n ?? 0).replace('-', '\u2212');
const us = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1');
const BIDI = 'must not contain characters that change the direction of the text (U+202A to U+202E, U+2066 to U+2069)';

export interface InvalidCase {
  field: string;
  rule: string;
  /** Merged over a valid record; `undefined` removes the key. */
  patch: Record<string, unknown>;
  /** The field's English label in, the whole English message out. */
  message: (label: string) => string;
  /** Where an import reads the value differently (a reference named by its label). */
  importMessage?: (label: string) => string;
}

export const UNKNOWN_KEY = 'notADeclaredField';

function casesFor(name: string, field: Field): InvalidCase[] {
  const out: InvalidCase[] = [];
  const add = (
    rule: string,
    value: unknown,
    message: (label: string) => string,
    importMessage?: (label: string) => string,
  ) => out.push({ field: name, rule, patch: { [name]: value }, message, importMessage });
  if (field.required) {
    const word = field.type === 'choice' ? 'must be selected' : 'is required';
    // A field with a declared default takes it when left out.
    if (field.default === undefined) add('required (missing)', undefined, (l) => `${l} ${word}`);
    add('required (blank)', field.type === 'string' || field.type === 'choice' ? '   ' : null, (l) => `${l} ${word}`);
  }
  switch (field.type) {
    case 'string':
      if (field.min !== undefined && field.min > 1)
        add('min', 'a'.repeat(field.min - 1), (l) => `${l} must be at least ${field.min} characters`);
      if (field.max !== undefined)
        add('max', 'a'.repeat(field.max + 1), (l) => `${l} must be at most ${en(field.max)} characters`);
      if (field.format === 'email') add('format email', 'not-an-email', (l) => `${l} must be a valid email`);
      if (field.pattern) {
        const bad = ['!!', '~', 'zz zz'].find((c) => !new RegExp(field.pattern!).test(c));
        if (bad) add('pattern', bad, (l) => `${l} must match pattern`);
      }
      add('type', 12345, (l) => `${l} must be a string`);
      // Refused in every text; where a pattern or format speaks first, it is refused by that.
      if (!field.pattern && !field.format) add('bidi control', 'A\u202egnp.exe', (l) => `${l} ${BIDI}`);
      break;
    case 'integer':
    case 'decimal':
      if (field.min !== undefined)
        add('min', field.min - 1, (l) => `${l} must be greater than or equal to ${en(field.min)}`);
      if (field.positive) add('positive', 0, (l) => `${l} must be greater than 0`);
      if (field.max !== undefined)
        add('max', field.max + 1, (l) => `${l} must be less than or equal to ${en(field.max)}`);
      if (field.type === 'integer') add('integer', (field.min ?? 0) + 1.5, (l) => `${l} must be an integer`);
      if (field.type === 'decimal' && field.scale !== undefined) {
        const places = field.scale === 1 ? '1 decimal place' : `${field.scale} decimal places`;
        add('decimal places', tooFine(field), (l) => `${l} must have at most ${places}`);
      }
      add('type', 'twelve', (l) => `${l} must be a number`);
      break;
    case 'boolean':
      add('type', 'maybe', (l) => `${l} must be a boolean`);
      break;
    case 'date':
    case 'datetime':
      add('format', 'not-a-date', (l) => `${l} is invalid`);
      if (field.happened) {
        const range = (l: string) => `${l} must be between 01/01/2000 and ${us(happenedRange().max)}`;
        const at = field.type === 'date' ? '' : 'T12:00:00Z';
        add('happened (before 2000)', `1999-12-31${at}`, range);
        add('happened (past a year from today)', `9999-12-31${at}`, range);
      }
      break;
    case 'choice': {
      // A choice with counted options (a term of 28 days) names its fixed ones and an example.
      const fixed = field.options.filter((option) => optionCount(field, option) === null).join(', ');
      add('enum', 'NOT_AN_OPTION', (l) =>
        field.numbered
          ? `${l} must be one of the following values: ${fixed}, or one counted in days, as ${field.numbered.example}`
          : `${l} must be one of the following values: ${field.options.join(', ')}`,
      );
      break;
    }
    case 'choices':
      add('enum', ['NOT_AN_OPTION'], (l) => `${l} must be one of the following values: ${field.options.join(', ')}`);
      break;
    case 'reference':
      // An import names the record by its label instead (docs/product-spec.md#import), and no record has this one.
      add(
        'format uuid',
        'not-a-uuid',
        (l) => `${l} is invalid`,
        (l) => `${l} "not-a-uuid" not found`,
      );
      break;
    case 'json':
      break;
    case 'files': {
      // Well-formed entries, one too many: the count is refused before any id is looked up.
      const entry = (i: number) => ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `photo${i}.png`,
      });
      add(
        'max',
        Array.from({ length: field.max + 1 }, (_, i) => entry(i)),
        (l) => `${l} must have at most ${field.max} files`,
      );
      add('id format', [{ id: 'not-a-uuid', name: 'photo.png' }], (l) => `${l} is invalid`);
      add('type', 'photo.png', (l) => `${l} must be a list of files`);
      break;
    }
  }
  return out;
}

export function invalidCases(resource: ResourceDefinition): InvalidCase[] {
  return [
    ...writableFields(resource).flatMap(([name, field]) => casesFor(name, field)),
    {
      field: '_unknown',
      rule: 'unknown keys',
      patch: { [UNKNOWN_KEY]: 'x' },
      message: () => `Data has keys beyond those specified: ${UNKNOWN_KEY}`,
    },
  ];
}

/** A valid record with one case applied. */
export function applyCase(valid: Record<string, unknown>, c: InvalidCase): Record<string, unknown> {
  const out = { ...valid };
  for (const [key, value] of Object.entries(c.patch)) {
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  return out;
}
