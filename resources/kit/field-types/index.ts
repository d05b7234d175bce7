/**
 * Every field type's rules, by type. Adding a type to `Field` (../types.ts) fails to compile until
 * it has an entry here, and in the server's and the client's registries (AGENTS.md, "Adding a field type").
 */
import type { Field } from '../types';
import type { FieldTypeRegistry, FieldTypeRules } from './field-type';
import { boolean } from './boolean';
import { choice, choices } from './choice';
import { date, datetime } from './date';
import { files } from './files';
import { json } from './json';
import { decimal, integer } from './number';
import { reference, referencedBy } from './reference';
import { rows } from './rows';
import { string } from './string';

export const fieldTypes: FieldTypeRegistry = {
  string,
  integer,
  decimal,
  boolean,
  date,
  datetime,
  choice,
  choices,
  reference,
  referencedBy,
  json,
  files,
  rows,
};

/** A field's rules, typed for its declaration (an index by a union type cannot say the entry matches the field). */
export const rulesOf = <F extends Field>(field: F): FieldTypeRules<F> =>
  fieldTypes[field.type] as unknown as FieldTypeRules<F>;

export type { FieldOf, FieldTypeRules } from './field-type';
export { columnLimit, DECIMAL_PRECISION, INTEGER_COLUMN_MAX } from './number';
