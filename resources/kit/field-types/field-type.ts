/**
 * What each declared field type means wherever values are read and checked (forms, imports, the
 * API): one module per type in this folder, gathered by index.ts, which tsc holds to every FieldType.
 * Layer-neutral (zod and date-fns only): the server's columns (server/db/column-types.ts) and the
 * client's inputs, displays and text (src/views/fields/types/, src/views/fields/text/) are their own
 * registries, so no side loads the other's code. docs/decisions.md#one-module-per-field-type.
 */
import type { z } from 'zod';
import type { MessageDescriptor } from '../messages';
import type { Field, FieldOf, FieldType } from '../types';

export type { FieldOf } from '../types';

export interface FieldTypeRules<F extends Field = Field> {
  /** What a blank stands for (a new value each time): null unless the type says otherwise. */
  blank?(): unknown;
  /** Trimmed, non-blank text (a spreadsheet cell, a query) as this type reads it; absent: the text itself. */
  fromText?(field: F, text: string): unknown;
  /** The value's schema, built once per declared field (field-validation.ts caches it). */
  schema(field: F): z.ZodType;
  /** The refusal of a schema issue, where the type words its own (files, rows); absent or undefined: the common wording. */
  describe?(issue: z.core.$ZodIssue, field: F): MessageDescriptor | undefined;
  /** The message a required blank gives; absent: `validation.required`. */
  requiredKey?: string;
  /** A spreadsheet cell (SheetJS: text, number, boolean or Date) as the value validation expects; absent: the cell. */
  importCell?(cell: unknown): unknown;
}

/** The registry's shape: an entry per field type, each typed for its own declaration. */
export type FieldTypeRegistry = { readonly [T in FieldType]: FieldTypeRules<FieldOf<T>> };
