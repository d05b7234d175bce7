/** `integer` and `decimal`: numbers, bounded by their declaration and by their SQL column. */
import { z } from 'zod';
import type { FieldTypeRules, FieldOf } from './field-type';

/** The largest value an SQL column holds (server/db/column-types.ts): int4, and numeric(14, scale). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const DECIMAL_PRECISION = 14;
export function columnLimit(field: { type: 'integer' | 'decimal'; scale?: number }): number {
  if (field.type === 'integer') return INTEGER_COLUMN_MAX;
  const scale = field.scale ?? 2;
  return Number((10 ** (DECIMAL_PRECISION - scale) - 10 ** -scale).toFixed(scale));
}

function numberSchema(field: FieldOf<'integer' | 'decimal'>): z.ZodType {
  let n = field.type === 'integer' ? z.number().int() : z.number();
  // Undeclared bounds are the column's own (int4, numeric(14, scale)): a bigger number was a 500 from SQL.
  const limit = columnLimit(field);
  n = n.min(Math.max(field.min ?? -limit, -limit));
  if (field.positive) n = n.positive();
  n = n.max(Math.min(field.max ?? limit, limit));
  return n;
}

/** Numeric text from a spreadsheet or a query is read as the number; anything else is left to refuse. */
const fromText = (_field: unknown, text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

export const integer: FieldTypeRules<FieldOf<'integer'>> = { schema: numberSchema, fromText };
export const decimal: FieldTypeRules<FieldOf<'decimal'>> = { schema: numberSchema, fromText };
