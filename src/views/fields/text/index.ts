/**
 * Every field type's text on the client, by type. Adding a type to `Field` fails to compile until it
 * has an entry here (AGENTS.md, "Adding a field type").
 */
import type { Field } from '../../../../resources/kit/types';
import type { FieldText, FieldTextRegistry } from './field-text';
import { boolean } from './boolean';
import { choice, choices } from './choice';
import { date, datetime } from './date';
import { files } from './files';
import { json } from './json';
import { decimal, integer } from './number';
import { reference, referencedBy } from './reference';
import { rows } from './rows';
import { string } from './string';

const fieldTexts: FieldTextRegistry = {
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

/** A field's text rules, typed for its declaration (an index by a union type cannot say the entry matches the field). */
export const textOf = <F extends Field>(field: F): FieldText<F> => fieldTexts[field.type] as unknown as FieldText<F>;

export { textCell } from './cells';
export type { ExportCell, Translate } from './field-text';
