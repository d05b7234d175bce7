import { describe, expect, test } from 'vitest';
import { parseXrfReadings, readXrfLines } from '../../resources/kit/xrf-readings';

describe('XRF readings pasted from an export', () => {
  test('a Fischerscope-style CSV export: header skipped, the reading taken from its last cell', () => {
    const csv = [
      'No.,Date,Ni [µm]',
      '1,2026-03-10 10:01,26.31',
      '2,2026-03-10 10:01,27.04',
      '',
      '3,2026-03-10 10:02,25.98',
    ].join('\r\n');
    expect(parseXrfReadings(csv, 'en')).toEqual({ values: [26.31, 27.04, 25.98] });
  });

  test('a pt-BR export: semicolons and decimal commas; one value per line', () => {
    expect(parseXrfReadings('Nº;Ni (µm)\n1;12,5\n2;13,25\n', 'pt-BR')).toEqual({ values: [12.5, 13.25] });
    expect(parseXrfReadings('12,5\n13\n14,75 µm', 'pt-BR')).toEqual({ values: [12.5, 13, 14.75] });
    expect(parseXrfReadings('0.0012\n0.00135', 'en')).toEqual({ values: [0.0012, 0.00135] });
  });

  test('a line that is not a number is refused, naming the line', () => {
    expect(parseXrfReadings('Ni\n25.1\nn/a\n26', 'en')).toEqual({ error: { line: 3, text: 'n/a' } });
    expect(parseXrfReadings('25.1\nMean', 'en')).toEqual({ error: { line: 2, text: 'Mean' } });
  });

  test('every line refused is listed, and each reading keeps its line', () => {
    expect(readXrfLines('Ni\n25.1\nn/a\n\n26\nMean', 'en')).toEqual({
      readings: [
        { line: 2, text: '25.1', value: 25.1 },
        { line: 5, text: '26', value: 26 },
      ],
      refused: [
        { line: 3, text: 'n/a' },
        { line: 6, text: 'Mean' },
      ],
    });
  });
});
