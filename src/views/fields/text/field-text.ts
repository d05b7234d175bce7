/**
 * How each declared field type's value reads as text on the client: in the interface language, in a
 * plain cell, in the audit log and in an export's spreadsheet cell. One module per type in this
 * folder, gathered by index.ts, which tsc holds to every FieldType. Pure (no React), so the audit
 * log's wording and the exports load it without the inputs and displays (../FieldInput.tsx,
 * ../FieldDisplay.tsx); nor zod, which only the rules' modules bring (resources/kit/field-types/).
 */
import type { Field, FieldOf, FieldType } from '../../../../resources/kit/types';
import type { Formats } from '../useFormat';

export type Translate = (key: string, options?: Record<string, unknown>) => string;
export type ExportCell = string | number | boolean | null;

/** What an import cell of a field takes, in the user's words, and an example where one helps. */
export interface ImportHelp {
  takes: string;
  example?: ExportCell;
}

export interface FieldText<F extends Field = Field> {
  /** A number or a date as the interface language writes it (`formats`, useFormat); absent: the value as text. */
  formatted?(formats: Formats, field: F, value: unknown): string;
  /** A value (never empty) in a small table cell without the interface's formats; absent: the value as text. */
  cell?(translate: Translate, field: F, value: unknown): string;
  /**
   * A value (never empty) in the audit log; `label` is the API's label beside it. Absent, or
   * undefined: as a cell shows it (../format-cell.ts).
   */
  audit?(
    translate: Translate,
    field: F,
    value: unknown,
    label: unknown,
    formats: Formats | undefined,
  ): string | undefined;
  /** A value (never empty) in an export's cell, words in the user's language; absent: as text, cut to what Excel holds. */
  exportCell?(field: F, value: unknown, translate: Translate): ExportCell;
  /** The import template's help sheet (../../import/import-help.ts); absent: the field is never imported. */
  importHelp?(translate: Translate, field: F, where: { resource: string; name: string }): ImportHelp;
}

export type FieldTextRegistry = { readonly [T in FieldType]: FieldText<FieldOf<T>> };
