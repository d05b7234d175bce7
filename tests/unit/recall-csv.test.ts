/** A tank's recall list as CSV (src/custom/trace/recall-csv.ts): a header in the user's language, a row per job. */
import { describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n';
import type { TankRecall } from '../../resources/kit/trace';
import { recallCsv } from '../../src/custom/trace/recall-csv';
import { csvConvention } from '../../src/views/export/export-csv';

const recall: TankRecall = {
  tank: { id: 't', label: 'Nickel line, tank 3' },
  from: '2026-03-01',
  to: '2026-03-31',
  jobs: [
    {
      id: 'j',
      valueID: 12,
      customer: '=Acme; "Plating"',
      first: '2026-03-02T10:00:00Z',
      last: '2026-03-02T11:30:00Z',
      steps: [2, 5],
      packings: [{ id: 'p', valueID: 40, date: '2026-03-04', status: 'Active' }],
    },
  ],
};

describe('recallCsv', () => {
  test('English: commas, the header in English, a formula-like name defused', () => {
    const lines = recallCsv(recall, createTranslator('en'), csvConvention('en')).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Job,Customer,Steps,First recorded,Last recorded,Packing lists');
    expect(lines[1]).toBe(
      `12,"'=Acme; ""Plating""",2 5,2026-03-02T10:00:00Z,2026-03-02T11:30:00Z,"40 (2026-03-04, Active)"`,
    );
  });

  test('Portuguese: semicolons and the header in Portuguese, with the byte-order mark Excel needs', () => {
    const text = recallCsv(recall, createTranslator('pt-BR'), csvConvention('pt-BR'));
    expect(text.startsWith('\uFEFFOS;Cliente;Etapas;Primeiro registro;Último registro;Romaneios\r\n')).toBe(true);
  });
});
