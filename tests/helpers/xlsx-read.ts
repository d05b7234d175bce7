/**
 * A workbook read back by a reader independent of the SheetJS the app writes with (ExcelJS),
 * so an export is proved by what another program finds in the file, not by the writer itself.
 */
import ExcelJS from 'exceljs';

export type CellValue = string | number | boolean | Date | null;

export interface ReadSheet {
  name: string;
  /** Every row of the sheet's used range, each as wide as the range, empty cells as null. */
  rows: CellValue[][];
}

/** The sheets of an .xlsx, in workbook order. */
export async function readWorkbook(bytes: ArrayBuffer | Uint8Array): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  await workbook.xlsx.load(Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => {
    const rows: CellValue[][] = [];
    for (let r = 1; r <= sheet.rowCount; r++) {
      const row = sheet.getRow(r);
      rows.push(Array.from({ length: sheet.columnCount }, (_, c) => plain(row.getCell(c + 1).value)));
    }
    return { name: sheet.name, rows };
  });
}

/** The first sheet: its name and rows. */
export async function readFirstSheet(bytes: ArrayBuffer | Uint8Array): Promise<ReadSheet> {
  const [first] = await readWorkbook(bytes);
  if (!first) throw new Error('The workbook has no sheet');
  return first;
}

/** A cell as the value a person sees: rich text as its text, a formula as its result. */
function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  if ('error' in value) return value.error;
  throw new Error(`Unexpected cell value ${JSON.stringify(value)}`);
}
