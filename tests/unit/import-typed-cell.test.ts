/** The import preview shows a cell as the user typed it, in their language's spreadsheet conventions. */
import { describe, expect, it } from 'vitest';
import { choice, date, datetime, decimal, text } from '../../resources/kit/fields';
import { formatsFor } from '../../src/views/fields/useFormat';
import { typedCellText } from '../../src/views/import/typed-cell';

describe('typedCellText', () => {
  const pt = formatsFor('pt-BR', 'BRL');
  const en = formatsFor('en', 'USD');

  it("writes a number with the language's decimal mark and no grouping", () => {
    expect(typedCellText(pt, decimal(), 0.85)).toBe('0,85');
    expect(typedCellText(en, decimal(), 0.85)).toBe('0.85');
    expect(typedCellText(pt, text(), 19987654321)).toBe('19987654321');
  });

  it('writes a date cell as the day typed, a date-time with its time, in the language', () => {
    // SheetJS reads a date cell as its wall time in UTC.
    const cell = new Date(Date.UTC(2026, 4, 31, 13, 45));
    expect(typedCellText(pt, date(), cell)).toBe('31/05/2026');
    expect(typedCellText(en, datetime(), cell)).toBe(en.dateTime(new Date(2026, 4, 31, 13, 45)));
  });

  it('keeps text, a choice label included, exactly as typed', () => {
    expect(typedCellText(pt, choice(['T30']), '30 dias')).toBe('30 dias');
    expect(typedCellText(pt, text(), null)).toBe('');
  });
});
