/**
 * An import row's cell as the user typed it, for the preview: text as it is (a choice's "30 dias", not
 * the code it is read as), a number or a date cell as a spreadsheet in the interface language shows it. The values
 * sent are the row's `data`; this is only what the table shows.
 */
import { wallDay, wallTime } from '../../../resources/kit/spreadsheet-cells';
import type { Field } from '../../../resources/kit/types';
import type { Formats } from '../fields/useFormat';

export function typedCellText(formats: Formats, field: Field, cell: unknown): string {
  if (cell === undefined || cell === null) return '';
  // As a spreadsheet's General format shows it: the language's decimal mark, no thousands separator
  // (a phone typed as a number is 5550100, not 5,550,100).
  if (typeof cell === 'number')
    return cell.toLocaleString(formats.locale, { useGrouping: false, maximumFractionDigits: 6 });
  if (cell instanceof Date)
    return field.type === 'datetime' ? formats.dateTime(wallTime(cell)) : formats.date(wallDay(cell));
  return typeof cell === 'object' ? JSON.stringify(cell) : String(cell);
}
