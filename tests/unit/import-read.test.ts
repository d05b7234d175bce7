import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { createTranslator } from '../../i18n';
import { customerShaped as customer } from '../helpers/fixture-resources';
import { date, datetime, defineResource, integer, text } from '../../resources/kit/fields';
import { buildImportTemplate, importTemplateFileName } from '../../src/views/import/import-template';
import { ImportFileError, readImportFile, XLSX_MIME } from '../../src/views/import/read-import-file';
import { readWorkbook } from '../helpers/xlsx-read';

const t = createTranslator('en');
const HEADER = ['Name', 'Address', 'Phone', 'Email', 'Term', 'Document language'];

function xlsxBytes(rows: unknown[][]): ArrayBuffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'data');
  return XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
}

const xlsxFile = (rows: unknown[][], name = 'customers.xlsx') => new File([xlsxBytes(rows)], name, { type: XLSX_MIME });

async function refusal(file: File): Promise<ImportFileError> {
  const error = await readImportFile(customer, file, t).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFileError);
  return error as ImportFileError;
}

describe('readImportFile', () => {
  it('skips the header and blank rows, numbering lines as row index + 2', async () => {
    const rows = await readImportFile(
      customer,
      xlsxFile([
        HEADER,
        ['Acme Plating', '1 Main St', '555-0100', 'acme@example.com', 'T30'],
        [],
        [null, '  ', null, null, null],
        ['Bolt Co', null, null, 'bolt@example.com', 'T60'],
      ]),
      t,
    );
    expect(rows.map((row) => row.line)).toEqual([2, 5]);
    expect(rows.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
    expect(rows[0].data).toEqual({
      name: 'Acme Plating',
      address: '1 Main St',
      phone: '555-0100',
      email: 'acme@example.com',
      term: 'T30',
      language: null,
    });
    expect(rows[1].data).toMatchObject({ name: 'Bolt Co', address: null, phone: null });
  });

  it('records the first failing field of each row as a translated message', async () => {
    const rows = await readImportFile(
      customer,
      xlsxFile([
        HEADER,
        [null, null, null, 'x@example.com', 'T30'],
        ['Acme', null, null, 'not-an-email', 'T30'],
        ['Acme', null, null, 'a@example.com', 'T90'],
        ['Acme', null, 5550100, 'a@example.com', 'T45'],
      ]),
      t,
    );
    expect(rows.map((row) => [row.line, row.status, row.message])).toEqual([
      [2, 'ERROR', 'Name is required'],
      [3, 'ERROR', 'Email must be a valid email'],
      [4, 'ERROR', 'Term must be one of the following values: T30, T45, T60'],
      [5, 'PENDING', undefined],
    ]);
    // A number typed into a text column is sent as text.
    expect(rows[3].data.phone).toBe('5550100');
  });

  it('names each column that feeds no field once, by its header, before any row is read', async () => {
    const rows = [
      [...HEADER, 'Notes'],
      ['Acme', null, null, 'a@example.com', 'T30', null, 'rush order'],
      ['Bolt', null, null, 'b@example.com', 'T30', null, null],
      ['Core', null, null, 'c@example.com', 'T30', null, null, 'stray'],
    ];
    const error = await refusal(xlsxFile(rows));
    expect(error.key).toBe('importer.unknownColumns');
    expect(error.message).toBe(
      'The columns “Notes”, column H do not exist in Customers. Remove them, or give them the template’s headers, and choose the file again.',
    );
    const pt = createTranslator('pt-BR');
    const one = await readImportFile(
      customer,
      xlsxFile([
        ['Nome', 'Endereço', 'Telefone', 'E-mail', 'Prazo', 'Limite de crédito'],
        ['Acme', null, null, 'a@example.com', 'T30', 5000],
      ]),
      pt,
    ).catch((e: unknown) => e as ImportFileError);
    expect((one as ImportFileError).message).toBe(
      'A coluna “Limite de crédito” não existe em Clientes. Remova-a, ou dê a ela um dos cabeçalhos do modelo, e escolha o arquivo de novo.',
    );
  });

  it('a column that feeds no field but holds nothing is no reason to refuse the file', async () => {
    const rows = await readImportFile(
      customer,
      xlsxFile([
        [...HEADER, 'Notes'],
        ['Acme', null, null, 'a@example.com', 'T30', null, null],
      ]),
      t,
    );
    expect(rows.map((row) => row.status)).toEqual(['PENDING']);
  });

  it('turns date cells into YYYY-MM-DD and date-time text into ISO strings', async () => {
    const job = defineResource({
      name: 'job',
      fields: { title: text({ required: true }), due: date(), startedAt: datetime(), pieces: integer() },
      permissions: {},
      labelField: 'title',
    });
    const startedAt = new Date(2024, 4, 1, 13, 45);
    const [typed, excelDate, wrong] = await readImportFile(
      job,
      xlsxFile([
        ['Title', 'Due', 'Started at', 'Pieces'],
        ['Rack 7', new Date(2024, 4, 31), '2024-05-01 13:45', 12],
        ['Rack 8', '2024-05-31', startedAt, '12'],
        ['Rack 9', '31/05/2024', null, null],
      ]),
      t,
    );
    const expected = { title: 'Rack 7', due: '2024-05-31', startedAt: startedAt.toISOString(), pieces: 12 };
    expect(typed).toMatchObject({ status: 'PENDING', data: expected });
    expect(excelDate).toMatchObject({ status: 'PENDING', data: { ...expected, title: 'Rack 8' } });
    expect(wrong).toMatchObject({ status: 'ERROR', line: 4 });
  });

  it('accepts only .xlsx and .csv files', async () => {
    const file = new File([xlsxBytes([HEADER, ['Acme', null, null, 'a@example.com', 'T30']])], 'customers.pdf', {
      type: 'application/pdf',
    });
    expect((await refusal(file)).message).toBe('Only .xlsx or .csv files are allowed');
  });

  it('refuses an empty file and a file with only the header', async () => {
    expect((await refusal(new File([], 'customers.xlsx'))).message).toBe('The file is empty');
    expect((await refusal(xlsxFile([HEADER]))).message).toBe('The file is empty');
    expect((await refusal(xlsxFile([HEADER, [], []]))).key).toBe('errors.import.empty');
  });

  it('refuses bytes SheetJS cannot read as a workbook', async () => {
    const garbage = new File([new Uint8Array([1, 2, 3, 4, 5, 250, 251, 0, 9, 10, 65, 66])], 'customers.xlsx');
    const expected = 'Invalid file. Make sure you are using the last version of the template.';
    expect((await refusal(garbage)).message).toBe(expected);
    // A zip header alone is still not a workbook.
    const brokenZip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4])], 'customers.xlsx');
    expect((await refusal(brokenZip)).message).toBe(expected);
  });

  it('reads messages in the translator language', async () => {
    const rows = await readImportFile(
      customer,
      xlsxFile([HEADER, [null, null, null, 'a@b.co', 'T30']]),
      createTranslator('pt-BR'),
    );
    expect(rows[0].message).toBe('Nome é obrigatório');
  });
});

describe('import template', () => {
  it('has one header row of the translated import field labels in a sheet named after the list', async () => {
    const [data] = await readWorkbook(
      XLSX.write(buildImportTemplate(customer, t), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
    );
    expect(data).toEqual({ name: 'Customers', rows: [HEADER] });
    expect(importTemplateFileName(customer)).toBe('customer_import_template.xlsx');
  });

  it("says in a second sheet, in the user's language, what each column takes, with examples", async () => {
    const help = async (translate: typeof t) =>
      (
        await readWorkbook(
          XLSX.write(buildImportTemplate(customer, translate), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
        )
      )[1];
    const en = await help(t);
    expect(en.name).toBe('How to fill in');
    expect(en.rows.slice(2)).toEqual([
      ['Column', 'Required', 'What it takes', 'Example'],
      ['Name', 'Yes', 'Text, 2 to 255 characters', null],
      ['Address', 'No', 'Text, at most 1,000 characters', null],
      [
        'Phone',
        'No',
        'A phone number: digits, a + first if international, grouped by spaces, dashes, dots or parentheses',
        '+1 555 0100',
      ],
      ['Email', 'Yes', 'An e-mail address', 'name@example.com'],
      ['Term', 'Yes', 'One of: T30 (30 days), T45 (45 days), T60 (60 days) (or its code)', 'T30 (30 days)'],
      ['Document language', 'No', 'One of: English, Portuguese (Brazil) (or its code)', 'English'],
    ]);
    const pt = await help(createTranslator('pt-BR'));
    expect(pt.name).toBe('Como preencher');
    expect(pt.rows[3]).toEqual(['Nome', 'Sim', 'Texto de 2 a 255 caracteres', null]);
    expect(pt.rows[4]).toEqual(['Endereço', 'Não', 'Texto de até 1.000 caracteres', null]);
    expect(pt.rows[7][2]).toBe('Um de: T30 (30 dias), T45 (45 dias), T60 (60 dias) (ou o código)');
  });

  it('is read back as no data rows', async () => {
    const bytes = XLSX.write(buildImportTemplate(customer, t), { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    expect((await refusal(new File([bytes], 'customer_import_template.xlsx'))).key).toBe('errors.import.empty');
  });
});
