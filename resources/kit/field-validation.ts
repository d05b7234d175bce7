/**
 * One field's rules, derived from its declaration: what a blank means, how spreadsheet text is
 * read, and which message a refusal gives.
 */
import { z } from 'zod';
import type { Field } from './types';
import { describeFilesIssue, filesSchema } from './files-validation';
import { ruleRefusal } from './field-rules';
import { numberArg, type MessageDescriptor } from './messages';
import { parseRowsText } from './rows';

export type { MessageDescriptor } from './messages';

/** What a blank stands for: false for a boolean, no files for a files field, else null. */
function emptyValue(field: Field): unknown {
  if (field.type === 'boolean') return false;
  return field.type === 'files' || field.type === 'choices' || field.type === 'rows' ? [] : null;
}

/**
 * Text that shows nothing: white space of any kind, format characters (zero-width space, word
 * joiner, byte order mark), what Unicode says to draw as nothing (the Hangul fillers) and the
 * blank braille cell. A required text made only of these looked filled in yet read as empty.
 */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;
export const isBlankText = (text: string): boolean => INVISIBLE_ONLY.test(text);

/** Trim text, turn blanks into null, accept numeric text and boolean words from spreadsheets. */
export function normalize(field: Field, value: unknown): unknown {
  if (value === undefined || value === null) return emptyValue(field);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (isBlankText(trimmed)) return emptyValue(field);
    if ((field.type === 'integer' || field.type === 'decimal') && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
    if (field.type === 'boolean' && /^(true|false)$/i.test(trimmed)) return trimmed.toLowerCase() === 'true';
    // Spreadsheets list several values in one cell, split on spaces (docs/product-spec.md#import).
    if (field.type === 'choices') return trimmed.split(/[\s,]+/);
    if (field.type === 'rows') return parseRowsText(field, trimmed);
    return trimmed;
  }
  return value;
}

/** Unknown keys named in a refusal; past these only their count (60,000 keys made a 938 KB answer). */
const UNKNOWN_NAMED = 20;
const NAME_SHOWN = 40;

/** The refusal of keys beyond those specified, naming the first few and counting the rest. */
export function unknownKeysMessage(keys: string[]): MessageDescriptor {
  const shown = keys.slice(0, UNKNOWN_NAMED).map((key) => (key.length > NAME_SHOWN ? `${key.slice(0, NAME_SHOWN)}…` : key)).join(', ');
  if (keys.length <= UNKNOWN_NAMED) return { key: 'validation.object.noUnknown', args: { unknown: shown } };
  return { key: 'validation.object.noUnknownMore', args: { unknown: shown, more: keys.length - UNKNOWN_NAMED } };
}

/** The largest value an SQL column holds (server/db/tables.ts): int4, and numeric(14, scale). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const DECIMAL_PRECISION = 14;
export function columnLimit(field: { type: 'integer' | 'decimal'; scale?: number }): number {
  if (field.type === 'integer') return INTEGER_COLUMN_MAX;
  const scale = field.scale ?? 2;
  return Number((10 ** (DECIMAL_PRECISION - scale) - 10 ** -scale).toFixed(scale));
}

/**
 * A phone number as people write it: a digit or `+` first (the spec's "starts with a digit",
 * plus the international form), then digits grouped by spaces, dashes, dots or parentheses.
 */
const PHONE = /^\+?\(?\d[\d ().-]*$/;

function buildSchema(field: Field): z.ZodType {
  switch (field.type) {
    case 'string': {
      let s = z.string();
      if (field.min !== undefined) s = s.min(field.min);
      if (field.max !== undefined) s = s.max(field.max);
      if (field.pattern) s = s.regex(new RegExp(field.pattern));
      if (field.format === 'phone') s = s.regex(PHONE);
      return field.format === 'email' ? s.pipe(z.email()) : s;
    }
    case 'integer':
    case 'decimal': {
      let n = field.type === 'integer' ? z.number().int() : z.number();
      // Undeclared bounds are the column's own (int4, numeric(14, scale)): a bigger number was a 500 from SQL.
      const limit = columnLimit(field);
      n = n.min(Math.max(field.min ?? -limit, -limit));
      if (field.positive) n = n.positive();
      n = n.max(Math.min(field.max ?? limit, limit));
      return n;
    }
    case 'boolean':
      return z.boolean();
    case 'date':
      // PostgreSQL has no year 0 ('0000-01-01' was a 500); every other four-digit year fits a date column.
      return z.iso.date().refine((value) => !value.startsWith('0000'));
    case 'datetime':
      // The same for an instant: '0000-01-01T00:00:00Z' passed the format and failed in SQL.
      return z.iso.datetime({ offset: true }).refine((value) => !value.startsWith('0000'));
    case 'choice':
      return z.enum(field.options as [string, ...string[]]);
    case 'reference':
      return z.uuid();
    case 'json':
      return z.unknown();
    case 'rows':
      // Each row's columns are checked one by one (rows-validation.ts); here only the list itself.
      return z.array(z.record(z.string(), z.unknown())).max(field.max);
    case 'files':
      return filesSchema(field);
    case 'choices':
      return z.array(z.enum(field.options as [string, ...string[]])).transform((values) => [...new Set(values)]);
    case 'referencedBy':
      // Read-only, so never validated as input; the ids the server answers.
      return z.array(z.uuid());
  }
}

// A declared field never changes: its schema is built once (building one cost more than using it).
const schemas = new WeakMap<Field, z.ZodType>();
function schemaFor(field: Field): z.ZodType {
  let schema = schemas.get(field);
  if (!schema) schemas.set(field, (schema = buildSchema(field)));
  return schema;
}

type Issue = z.core.$ZodIssue;

function describe(issue: Issue, field: Field): MessageDescriptor {
  if (field.type === 'files') return describeFilesIssue(issue);
  const text = field.type === 'string';
  if (field.type === 'rows') {
    return issue.code === 'too_big' ? { key: 'validation.rows.max', args: { max: Number(issue.maximum) } } : { key: 'validation.invalid' };
  }
  // Bounds are written as the reader's language groups them: 2.147.483.647, 2,147,483,647.
  switch (issue.code) {
    case 'too_small':
      if (!text && issue.inclusive === false) return { key: 'validation.number.positive' };
      return text
        ? { key: 'validation.string.min', args: { min: numberArg(Number(issue.minimum)) } }
        : { key: 'validation.number.min', args: { min: numberArg(Number(issue.minimum)) } };
    case 'too_big':
      return text
        ? { key: 'validation.string.max', args: { max: numberArg(Number(issue.maximum)) } }
        : { key: 'validation.number.max', args: { max: numberArg(Number(issue.maximum)) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.string.email' };
      if (issue.format === 'regex') return { key: field.type === 'string' && field.format === 'phone' ? 'validation.string.phone' : 'validation.string.pattern' };
      return { key: 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.oneOf', args: { values: issue.values.join(', ') } };
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'validation.number.integer' };
      return { key: 'validation.type', args: { type: field.type === 'decimal' || field.type === 'integer' ? 'number' : field.type } };
    default:
      return { key: 'validation.invalid' };
  }
}

export function validateField(
  field: Field, raw: unknown, mode: 'write' | 'import' = 'write',
): { value: unknown; error?: MessageDescriptor } {
  const value = normalize(field, raw);
  const listed = field.type === 'files' || field.type === 'choices' || field.type === 'rows';
  const none = listed && Array.isArray(value) && value.length === 0;
  if (value === null || none) {
    if (!field.required) return { value };
    return { value, error: { key: field.type === 'choice' ? 'validation.selected' : 'validation.required' } };
  }
  // Import files name a referenced record by its export form (a name, a part, a number); the server resolves it.
  if (mode === 'import' && field.type === 'reference' && (typeof value === 'string' || typeof value === 'number')) {
    return { value: String(value) };
  }
  const result = schemaFor(field).safeParse(value);
  if (!result.success) return { value, error: describe(result.error.issues[0], field) };
  const refusal = ruleRefusal(field, result.data);
  return refusal ? { value, error: refusal } : { value: result.data };
}
