/**
 * Builds the export spreadsheet (docs/product-spec.md#export): one sheet named after the list, a
 * header row of translated labels, one row per record. Rows are added a batch at a time as the export
 * answer arrives (docs/architecture.md#exports), each turned into typed cells at once, so the records
 * themselves need not be kept. Pure: no React, no download; the caller writes the file.
 */
import * as XLSX from 'xlsx';
import type { Translate } from '../../../i18n/render';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { exportColumns, exportHeader, recordCell } from './export-cells';
import { sheetCell, type MoneyStyle } from './export-formats';
import { sheetName } from './sheet-name';

type SheetRow = (XLSX.CellObject | undefined)[];

export class ExportWorkbookBuilder {
  private readonly columns: {
    name: string;
    field: Parameters<typeof recordCell>[2];
    cell: ReturnType<typeof sheetCell>;
  }[];
  // A dense sheet (rows of cells, not one key per cell) builds and writes about twice as fast.
  private readonly data: SheetRow[];

  /** `money`: the shop's currency and the export's language, for money columns' currency format. */
  constructor(
    private readonly resource: ResourceDefinition,
    private readonly t: Translate,
    money?: MoneyStyle,
  ) {
    this.columns = exportColumns(resource, t).map(([name, field]) => ({ name, field, cell: sheetCell(field, money) }));
    this.data = [exportHeader(resource, t).map((label): XLSX.CellObject => ({ t: 's', v: label }))];
  }

  /** Records added so far. */
  get count(): number {
    return this.data.length - 1;
  }

  add(rows: readonly Record<string, unknown>[]): void {
    for (const row of rows)
      this.data.push(this.columns.map(({ name, field, cell }) => cell(recordCell(row, name, field, this.t))));
  }

  workbook(): XLSX.WorkBook {
    const sheet = { '!data': this.data } as XLSX.WorkSheet;
    sheet['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: this.data.length - 1, c: this.columns.length - 1 },
    });
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, sheet, sheetName(this.resource, this.t));
    return workbook;
  }
}

/** The workbook of rows already at hand. */
export function buildExportWorkbook(
  resource: ResourceDefinition,
  rows: readonly Record<string, unknown>[],
  t: Translate,
  money?: MoneyStyle,
): XLSX.WorkBook {
  const builder = new ExportWorkbookBuilder(resource, t, money);
  builder.add(rows);
  return builder.workbook();
}
