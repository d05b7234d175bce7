/** Comparing API values the way the database orders them, for the list checks. */
import type { Field } from '../../../resources';

export type Value = string | number | boolean | null | undefined | object;

export function compareValues(field: Field, a: Value, b: Value): number {
  if (a === null || a === undefined || b === null || b === undefined) {
    throw new Error('compareValues: the list checks only compare seeded rows, which have every field set');
  }
  switch (field.type) {
    case 'integer':
    case 'decimal':
      return Number(a) - Number(b);
    case 'boolean':
      return Number(a) - Number(b);
    case 'datetime':
      return Date.parse(String(a)) - Date.parse(String(b));
    default: {
      const [x, y] = [String(a), String(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    }
  }
}

/** True when `values` is ordered (ties allowed) in the given direction. */
export function isOrdered(field: Field, values: Value[], direction: 'ASC' | 'DESC'): boolean {
  const sign = direction === 'ASC' ? 1 : -1;
  return values.every((v, i) => i === 0 || sign * compareValues(field, values[i - 1], v) <= 0);
}

/** A filter value as the client sends it in the query string. */
export const asQueryValue = (value: Value) => (typeof value === 'object' ? JSON.stringify(value) : String(value));
