/**
 * A choice cell is read by its code or by its label in either language, and an export writes labels
 * in the user's language that import again as the same codes (issue 40, items 7 and 8).
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n';
import { choices, defineResource, text } from '../../resources/kit/fields';
import { exportTable } from '../../src/views/export/export-cells';
import { importRowsFromBytes } from '../../src/views/import/read-import-file';
import { customerShaped as customer } from '../helpers/fixture-resources';

const en = createTranslator('en');
const pt = createTranslator('pt-BR');
const csv = (rows: (string | null)[][]) => new TextEncoder().encode(rows.map((r) => r.join(';')).join('\r\n'));

/** Named `user` to borrow its labels; a list of options, as a user's roles are. */
const userShaped = defineResource({
  name: 'user',
  fields: {
    email: text({ required: true, format: 'email', max: 255 }),
    roles: choices(['owner', 'shipperEditor', 'invoiceViewer'], { optionLabels: 'roles' }),
  },
  permissions: { read: 'iamRead', import: 'iamEdit' },
  labelField: 'email',
});

describe('choice cells on import', () => {
  const header = ['Name', 'Email', 'Term', 'Document language'];
  const terms = [
    ['Acme', 'a@x.test', 'T30', 'en'],
    ['Bolt', 'b@x.test', 'T45 (45 days)', 'English'],
    ['Core', 'c@x.test', 'T60 (60 dias)', 'Português (Brasil)'],
    ['Dyne', 'd@x.test', '  30 DIAS ', 'portugues (brasil)'],
    ['Edge', 'e@x.test', '45 days', 'Inglês'],
  ];

  it('reads the code, or the label in either language, whatever its case, accents and spaces', () => {
    const rows = importRowsFromBytes(customer, csv([header, ...terms]), en, true, [pt]);
    expect(rows.map((row) => [row.status, row.data.term, row.data.language])).toEqual([
      ['PENDING', 'T30', 'en'],
      ['PENDING', 'T45', 'en'],
      ['PENDING', 'T60', 'pt-BR'],
      ['PENDING', 'T30', 'pt-BR'],
      ['PENDING', 'T45', 'en'],
    ]);
  });

  it("without the other language loaded, its labels are refused with the options' message; nothing is sent", () => {
    const [row] = importRowsFromBytes(customer, csv([header, ['Dyne', 'd@x.test', '30 dias', null]]), en, true);
    expect(row.status).toBe('ERROR');
    expect(row.message).toBe('Term must be one of the following values: T30, T45, T60');
    expect(row.data.term).toBe('30 dias');
  });

  it('a name that is no option stays as typed and is refused', () => {
    const [row] = importRowsFromBytes(customer, csv([header, ['Flux', 'f@x.test', '90 days', null]]), en, true, [pt]);
    expect([row.status, row.data.term]).toEqual(['ERROR', '90 days']);
  });

  it('reads several options by label split by commas, or by code split by spaces', () => {
    const rows = importRowsFromBytes(
      userShaped,
      csv([
        ['Email', 'Roles'],
        ['a@x.test', 'Owner, Shipper editor'],
        ['b@x.test', 'Proprietário, leitor de faturas'],
        ['c@x.test', 'owner shipperEditor'],
        ['d@x.test', 'Owner, nobody'],
      ]),
      en,
      true,
      [pt],
    );
    expect(rows.map((row) => [row.status, row.data.roles])).toEqual([
      ['PENDING', ['owner', 'shipperEditor']],
      ['PENDING', ['owner', 'invoiceViewer']],
      ['PENDING', ['owner', 'shipperEditor']],
      ['ERROR', ['owner', 'nobody']],
    ]);
  });
});

describe('choice cells on export', () => {
  const records = [
    { id: 'c1', name: 'Acme', email: 'a@x.test', term: 'T45', language: 'pt-BR' },
    { id: 'c2', name: 'Bolt', email: 'b@x.test', term: 'T60', language: null },
  ];

  it("writes each option's label in the user's language, several joined by commas", () => {
    const [enHeader, ...enRows] = exportTable(customer, records, en);
    const [ptHeader, ...ptRows] = exportTable(customer, records, pt);
    expect(enRows[0][enHeader.indexOf('Term')]).toBe('T45 (45 days)');
    expect(enRows[0][enHeader.indexOf('Document language')]).toBe('Portuguese (Brazil)');
    expect(ptRows[0][ptHeader.indexOf('Prazo')]).toBe('T45 (45 dias)');
    expect(ptRows[1][ptHeader.indexOf('Idioma dos documentos')]).toBeNull();
    const [, roles] = exportTable(userShaped, [{ id: 'u1', email: 'a@x.test', roles: ['owner', 'invoiceViewer'] }], pt);
    expect(roles).toContain('Proprietário, Leitor de faturas');
  });

  it('a Portuguese export imports again as the same codes, for a Portuguese or an English user', () => {
    const table = exportTable(customer, records, pt).map((cells) =>
      cells.map((cell) => (cell === null ? '' : String(cell))),
    );
    for (const [reader, other] of [
      [pt, en],
      [en, pt],
    ]) {
      const rows = importRowsFromBytes(customer, csv(table), reader, true, [other]);
      expect(rows.map((row) => [row.status, row.data.term, row.data.language ?? null])).toEqual([
        ['PENDING', 'T45', 'pt-BR'],
        ['PENDING', 'T60', null],
      ]);
    }
  });
});
