/** `reference` and `referencedBy`: records by their labels (the API answers them beside the ids). */
import { findResource } from '../../../../resources';
import type { FieldOf } from '../../../../resources/kit/types';
import { numberCell, spacedCell } from './cells';
import type { ExportCell, FieldText } from './field-text';

/** The referenced record's own label field: a valueID label is written as the number it is (once per resource). */
const numberLabels = new Map<string, boolean>();
function labelIsNumber(field: FieldOf<'reference'>): boolean {
  let known = numberLabels.get(field.resource);
  if (known === undefined) {
    const target = findResource(field.resource);
    known = target?.fields[target.labelField]?.type === 'integer';
    numberLabels.set(field.resource, known);
  }
  return known;
}

/** A reference arrives either as `{id, label}` (written as the label) or as a bare id. */
function referenceCell(field: FieldOf<'reference'>, value: unknown): ExportCell {
  if (typeof value === 'object' && value !== null) {
    const { id, label } = value as { id?: unknown; label?: unknown };
    if (label !== undefined && label !== null) return labelIsNumber(field) ? numberCell(label) : String(label);
    return id === undefined || id === null ? null : String(id);
  }
  return String(value);
}

export const reference: FieldText<FieldOf<'reference'>> = {
  // Found by the referenced record's label (docs/product-spec.md#export writes it so).
  importHelp: (translate, field) => {
    const target = findResource(field.resource);
    return {
      takes: translate('importer.help.reference', {
        entity: translate(`resources.${field.resource}.name`, { smart_count: 1 }),
        field: target ? translate(`resources.${target.name}.fields.${target.labelField}`) : 'id',
      }),
    };
  },
  audit: (_translate, _field, value, label) =>
    label !== null && label !== undefined && label !== '' ? String(label) : String(value),
  exportCell: referenceCell,
};

export const referencedBy: FieldText<FieldOf<'referencedBy'>> = {
  // "12 15": the labels split by spaces, as docs/product-spec.md#import reads a list of references.
  exportCell: (_field, value) => spacedCell(value),
};
