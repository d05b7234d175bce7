/**
 * Record validation derived from a resource declaration, run identically by the
 * client form and the server. Messages are i18n keys with arguments, rendered
 * with the spec's templates by whichever side is speaking.
 */
import type { Field, FieldSet, ResourceDefinition } from './types';
import { importFields, writableFields } from './derive';
import { unknownKeysMessage, validateField, type MessageDescriptor } from './field-validation';
import { validateRows } from './rows-validation';
import { inCountryForm } from './country-formats';
import { NFSE, noteNumber, readNfeKey } from './nfe-keys';

export { isBlankText, normalize, unknownKeysMessage, validateField, type MessageDescriptor } from './field-validation';

export interface ValidationResult {
  values: Record<string, unknown>;
  errors: Record<string, MessageDescriptor>;
}

const UNKNOWN_KEYS = '_unknown';

/**
 * Validates what a client sends for create, update or import.
 * Keys beyond the writable fields are refused (docs/product-spec.md#validation).
 */
export function validateRecord(
  resource: ResourceDefinition | FieldSet,
  data: unknown,
  mode: 'write' | 'import' = 'write',
): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: Record<string, MessageDescriptor> = {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { values, errors: { [UNKNOWN_KEYS]: { key: 'validation.invalid' } } };
  }
  // A form-only declaration (resources/forms/) is never imported: its writable fields are all it takes.
  const fields = mode === 'import' && 'operations' in resource ? importFields(resource) : writableFields(resource);
  const allowed = new Set(fields.map(([name]) => name));
  const unknown = Object.keys(data).filter((key) => !allowed.has(key));
  if (unknown.length) errors[UNKNOWN_KEYS] = unknownKeysMessage(unknown);
  for (const [name, field] of fields) {
    const given = (data as Record<string, unknown>)[name];
    const raw = given === undefined && field.default !== undefined ? field.default : given;
    if (field.type === 'rows') {
      const rows = validateRows(field, raw, mode);
      values[name] = rows.value;
      for (const [path, error] of Object.entries(rows.errors)) errors[path ? `${name}.${path}` : name] = error;
      continue;
    }
    const { value, error } = validateField(field, raw, mode);
    values[name] = value;
    if (error) errors[name] = error;
  }
  checkCountryForms(fields, values, errors);
  checkNfeKeys(fields, values, errors);
  return { values, errors };
}

/** Each field kept in its country's form, once it and the record's country are valid on their own. */
function checkCountryForms(
  fields: [string, Field][],
  values: Record<string, unknown>,
  errors: Record<string, MessageDescriptor>,
): void {
  for (const [name, field] of fields) {
    if (field.type !== 'string' || !field.inCountry || typeof values[name] !== 'string' || errors[name]) continue;
    const { format, country } = field.inCountry;
    if (errors[country]) continue;
    const { value, error } = inCountryForm(format, values[country], values[name]);
    if (error) errors[name] = error;
    else values[name] = value;
  }
}

/** Each NF-e access key read, and its note's number filled from it or checked against it. */
function checkNfeKeys(
  fields: [string, Field][],
  values: Record<string, unknown>,
  errors: Record<string, MessageDescriptor>,
): void {
  for (const [name, field] of fields) {
    if (field.type !== 'string' || !field.nfeKey || typeof values[name] !== 'string' || errors[name]) continue;
    const { number, kind } = field.nfeKey;
    if (kind && values[kind] === NFSE) continue;
    const read = readNfeKey(values[name]);
    if ('error' in read) {
      errors[name] = read.error;
      continue;
    }
    values[name] = read.key.key;
    const typed = values[number];
    if (typed === null || typed === undefined || typed === '') {
      if (!errors[number]) values[number] = String(read.key.number);
    } else if (noteNumber(typed) !== read.key.number && !errors[number]) {
      errors[name] = { key: 'validation.nfeKey.number', args: { keyNumber: read.key.number, number: String(typed) } };
    }
  }
}

export const unknownKeysError = UNKNOWN_KEYS;
