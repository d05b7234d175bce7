/**
 * Spreadsheet cells to the values validation expects (docs/product-spec.md#import).
 * Excel turns typed dates and numbers into typed cells; the API wants text. Each field type reads
 * its own (resources/kit/field-types/).
 */
import { rulesOf } from '../../providers/record-validation';
import type { Field } from '../../../resources/kit/types';

/** One cell as the value of `field`; anything unexpected is left for validation to refuse. */
export function cellValue(field: Field, cell: unknown): unknown {
  const read = rulesOf(field).importCell;
  return read ? read(cell) : cell;
}

export function isBlankCell(cell: unknown): boolean {
  return cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
}
