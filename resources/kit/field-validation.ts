/**
 * One field's rules, derived from its declaration: what a blank means, how spreadsheet text is
 * read, and which message a refusal gives.
 */
import { z } from 'zod';
import type { Field } from './types';
import { ruleRefusal } from './field-rules';
import { rulesOf } from './field-types';
import { numberArg, type MessageDescriptor } from './messages';

export type { MessageDescriptor } from './messages';
/** The columns' own bounds, kept by the number type (field-types/number.ts) and named here as before. */
export { columnLimit, DECIMAL_PRECISION, INTEGER_COLUMN_MAX } from './field-types';

/** What a blank stands for: false for a boolean, no files for a files field, else null. */
const emptyValue = (field: Field): unknown => rulesOf(field).blank?.() ?? null;

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
    const read = rulesOf(field).fromText;
    return read ? read(field, trimmed) : trimmed;
  }
  return value;
}

/** Unknown keys named in a refusal; past these only their count (60,000 keys made a 938 KB answer). */
const UNKNOWN_NAMED = 20;
const NAME_SHOWN = 40;

/** The refusal of keys beyond those specified, naming the first few and counting the rest. */
export function unknownKeysMessage(keys: string[]): MessageDescriptor {
  const shown = keys
    .slice(0, UNKNOWN_NAMED)
    .map((key) => (key.length > NAME_SHOWN ? `${key.slice(0, NAME_SHOWN)}…` : key))
    .join(', ');
  if (keys.length <= UNKNOWN_NAMED) return { key: 'validation.object.noUnknown', args: { unknown: shown } };
  return { key: 'validation.object.noUnknownMore', args: { unknown: shown, more: keys.length - UNKNOWN_NAMED } };
}

// A declared field never changes: its schema is built once (building one cost more than using it).
const schemas = new WeakMap<Field, z.ZodType>();
function schemaFor(field: Field): z.ZodType {
  let schema = schemas.get(field);
  if (!schema) schemas.set(field, (schema = rulesOf(field).schema(field)));
  return schema;
}

type Issue = z.core.$ZodIssue;

function describe(issue: Issue, field: Field): MessageDescriptor {
  // A type's own message where it has one, else the common one below.
  const own = rulesOf(field).describe?.(issue, field);
  if (own) return own;
  const text = field.type === 'string';
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
      if (issue.format === 'regex')
        return {
          key:
            field.type === 'string' && field.format === 'phone'
              ? 'validation.string.phone'
              : 'validation.string.pattern',
        };
      return { key: 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.oneOf', args: { values: issue.values.join(', ') } };
    case 'custom': {
      // A refinement names its own message (a PIX key that is none).
      const key = (issue.params as { key?: unknown } | undefined)?.key;
      return { key: typeof key === 'string' ? key : 'validation.invalid' };
    }
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'validation.number.integer' };
      return {
        key: 'validation.type',
        args: { type: field.type === 'decimal' || field.type === 'integer' ? 'number' : field.type },
      };
    default:
      return { key: 'validation.invalid' };
  }
}

export function validateField(
  field: Field,
  raw: unknown,
  mode: 'write' | 'import' = 'write',
): { value: unknown; error?: MessageDescriptor } {
  const value = normalize(field, raw);
  const none = Array.isArray(value) && value.length === 0 && Array.isArray(emptyValue(field));
  if (value === null || none) {
    if (!field.required) return { value };
    return { value, error: { key: rulesOf(field).requiredKey ?? 'validation.required' } };
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
