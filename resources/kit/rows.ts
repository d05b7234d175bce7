/**
 * `rows` fields (a recipe's ingredients): their spreadsheet form and their validation, row by row.
 * Errors are keyed `<field>.<row index>.<column>`, so a form shows each under its own input.
 */
import type { RowsField } from './types';

export type RowValue = Record<string, unknown>;
/** Per row, the label of each reference column (as the API answers under `labels`). */
export type RowLabels = (Record<string, string | null> | null)[] | null | undefined;

const ROW_SEPARATOR = ';';
/** An empty column inside a row's spreadsheet text. */
const EMPTY = '-';

/** "Nickel sulfate 2 kg; Boric acid 0.5 kg": each row's values in declared order, references by label. */
export function rowsText(field: RowsField, rows: unknown, labels?: RowLabels): string {
  if (!Array.isArray(rows)) return '';
  const columns = Object.entries(field.fields);
  return rows
    .map((row: RowValue, index) => {
      const values = columns.map(([name, column]) =>
        column.type === 'reference' ? (labels?.[index]?.[name] ?? row[name]) : row[name],
      );
      const empty = (value: unknown) => value === null || value === undefined || value === '';
      // Every column keeps its place (a tank's correction may be empty): '-' for empty, and a later
      // value holding spaces (a chemical's name) in quotes. A filled recipe row reads as before.
      return values
        .map((value, column) =>
          empty(value) ? EMPTY : column > 0 && /\s/.test(String(value)) ? `"${String(value)}"` : String(value),
        )
        .join(' ');
    })
    .join(`${ROW_SEPARATOR} `);
}

/**
 * The reverse of rowsText: the last columns are single words (numbers, units) or quoted, '-' when
 * empty; the first takes what is left, so a chemical's name may hold spaces. A row with too few words keeps what it has,
 * and validation names what is missing.
 */
export function parseRowsText(field: RowsField, text: string): RowValue[] {
  const names = Object.keys(field.fields);
  return text
    .split(ROW_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const words = [...part.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
      const tail = names.length - 1;
      const head = words.length > tail ? words.slice(0, words.length - tail).join(' ') : '';
      const rest = words.length > tail ? words.slice(words.length - tail) : words;
      const row: RowValue = { [names[0]]: head || null };
      names.slice(1).forEach((name, index) => {
        const value = rest[index - (tail - rest.length)];
        row[name] = value === undefined || value === EMPTY ? null : value;
      });
      return row;
    });
}

/** The i18n key that labels a column of a rows field. */
export const rowColumnLabelKey = (resource: string, field: string, column: string) =>
  `resources.${resource}.rowFields.${field}.${column}`;

/** Splits an error key `ingredients.1.quantity` into its field, row and column. */
export function rowErrorPath(key: string): { field: string; row: number; column: string } | null {
  const match = /^(\w+)\.(\d+)\.(\w+)$/.exec(key);
  return match ? { field: match[1], row: Number(match[2]), column: match[3] } : null;
}

/** Flat error keys to the nested shape a react-admin form expects: { ingredients: [, { quantity }] }. */
export function nestRowErrors<T>(errors: Record<string, T>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(errors)) {
    const path = rowErrorPath(key);
    if (!path) {
      nested[key] = message;
      continue;
    }
    const rowsErrors = Array.isArray(nested[path.field]) ? (nested[path.field] as Record<string, T>[]) : [];
    rowsErrors[path.row] = { ...(rowsErrors[path.row] ?? {}), [path.column]: message };
    // Rows without an error stay empty objects: react-admin reads holes as "no error".
    nested[path.field] = Array.from(rowsErrors, (row) => row ?? {});
  }
  return nested;
}
