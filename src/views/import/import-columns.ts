/**
 * Which field each column of an import file feeds (docs/product-spec.md#import), read from its header,
 * so the template, an export (more columns, another order) and a failed-rows download all import.
 */
import type { Translate } from '../../../i18n/render';
import { allFields, importFields } from '../../../resources/kit/derive';
import type { Field, ResourceDefinition } from '../../../resources/kit/types';
import { isBlankCell } from './import-cells';

/** A column feeds a field, is left out (a field only the server writes, the error column), or is unknown. */
export type ColumnTarget = { name: string; field: Field } | 'skip' | 'unknown';

const key = (cell: unknown) => (isBlankCell(cell) ? '' : String(cell).trim().toLowerCase());

/**
 * A header names a field by its label in the user's language or in one of `otherLanguages` (an
 * export made in Portuguese, read by an English-speaking user). A header naming no import field at
 * all (an older file) is read by position, as the template's columns are in order.
 */
export function columnTargets(
  resource: ResourceDefinition,
  header: readonly unknown[],
  t: Translate,
  errorColumn: string,
  otherLanguages: readonly Translate[] = [],
): ColumnTarget[] {
  const writable = importFields(resource);
  const importable = new Map<string, { name: string; field: Field }>();
  const known = new Set<string>([key(errorColumn)]);
  const labels = (name: string) =>
    [t, ...otherLanguages].map((translate) => key(translate(`resources.${resource.name}.fields.${name}`)));
  // The user's language first: a label another language gives a different field never takes its column.
  for (const [name, field] of writable)
    for (const label of labels(name)) if (!importable.has(label)) importable.set(label, { name, field });
  // Fields an export writes that a client never does (id, numbers, timestamps, computed columns, files).
  for (const [name] of allFields(resource)) {
    if (!writable.some(([field]) => field === name)) for (const label of labels(name)) known.add(label);
  }
  if (!header.some((cell) => importable.has(key(cell)))) {
    return header.map((cell, column) => {
      if (column < writable.length) return { name: writable[column][0], field: writable[column][1] };
      return key(cell) === key(errorColumn) ? 'skip' : 'unknown';
    });
  }
  const taken = new Set<string>();
  return header.map((cell) => {
    const target = importable.get(key(cell));
    // A second column naming the same field is unknown rather than silently overriding the first.
    if (target && !taken.has(target.name)) {
      taken.add(target.name);
      return target;
    }
    return !target && known.has(key(cell)) ? 'skip' : 'unknown';
  });
}
