/** i18n/format.ts: numbers, money, quantities and dates for the reader's language (docs/product-spec.md#areas-and-languages). */
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatChange,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatQuantity,
  parseDate,
  parseNumber,
} from '../../i18n/format';

// Intl separates a currency symbol or a unit from the number with a no-break space.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatNumber', () => {
  it('groups and separates as each language writes', () => {
    expect(formatNumber(2000.5, 'pt-BR')).toBe('2.000,5');
    expect(formatNumber(2000.5, 'en')).toBe('2,000.5');
    expect(formatNumber('1234.5', 'pt-BR', { decimals: 2 })).toBe('1.234,50');
    expect(formatNumber(2000, 'pt-BR', { decimals: 0 })).toBe('2.000');
    expect(formatNumber(1.23456, 'en')).toBe('1.235');
  });

  it('writes nothing for an absent or unreadable value, and zero as zero', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN]) expect(formatNumber(value, 'en')).toBe('');
    expect(formatNumber(0, 'pt-BR')).toBe('0');
  });
});

describe('formatChange', () => {
  it('signs and groups a change of stock as each language writes', () => {
    expect(formatChange(1500, 'en')).toBe('+1,500');
    expect(formatChange('1500', 'pt-BR')).toBe('+1.500');
    expect(formatChange(-2000, 'pt-BR')).toBe('\u22122.000');
    expect(formatChange(0, 'en')).toBe('0');
    expect(formatChange(null, 'en')).toBe('');
  });
});

describe('formatMoney', () => {
  it('writes the shop currency in the reader language', () => {
    expect(plain(formatMoney(555778.99, 'BRL', 'pt-BR'))).toBe('R$ 555.778,99');
    expect(formatMoney(1234.56, 'USD', 'en')).toBe('$1,234.56');
    expect(plain(formatMoney(1234.56, 'USD', 'pt-BR'))).toBe('US$ 1.234,56');
    expect(formatMoney('600', 'BRL', 'en')).toBe('R$600.00');
    expect(plain(formatMoney(-5, 'EUR', 'pt-BR'))).toBe('-€ 5,00');
  });

  it('writes a short amount for a chart axis', () => {
    expect(plain(formatMoney(555778.99, 'BRL', 'pt-BR', { compact: true }))).toBe('R$ 556 mil');
    expect(formatMoney(555778.99, 'USD', 'en', { compact: true })).toBe('$556K');
    expect(plain(formatMoney(600, 'BRL', 'pt-BR', { compact: true }))).toBe('R$ 600');
    expect(plain(formatNumber(1200, 'pt-BR', { compact: true }))).toBe('1,2 mil');
  });

  it("keeps the currency's own decimals", () => {
    expect(formatMoney(1234.5, 'JPY', 'en')).toBe('¥1,235');
  });

  it('does not wrap between symbol and amount', () => {
    expect(formatMoney(1, 'BRL', 'pt-BR')).not.toContain(' ');
  });

  it('writes nothing for an absent amount', () => {
    expect(formatMoney(null, 'USD', 'en')).toBe('');
    expect(formatMoney('', 'BRL', 'pt-BR')).toBe('');
  });

  it('names the symbol for a money input', () => {
    expect(currencySymbol('BRL', 'pt-BR')).toBe('R$');
    expect(currencySymbol('USD', 'en')).toBe('$');
    expect(currencySymbol('USD', 'pt-BR')).toBe('US$');
  });
});

describe('formatQuantity', () => {
  it('puts the unit after the number', () => {
    expect(formatQuantity(2000.5, 'kg', 'pt-BR')).toBe('2.000,5 kg');
    expect(formatQuantity('2000', 'L', 'en')).toBe('2,000 L');
    expect(formatQuantity(3, null, 'en')).toBe('3');
    expect(formatQuantity(null, 'kg', 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes a calendar day as each language does', () => {
    expect(formatDate('2026-11-23', 'pt-BR')).toBe('23/11/2026');
    expect(formatDate('2026-11-23', 'en')).toBe('11/23/2026');
  });

  it('keeps a YYYY-MM-DD day whatever the reader time zone', () => {
    // Read as midnight UTC it would be the 22nd in Brazil.
    expect(formatDate('2026-11-23', 'pt-BR', 'America/Sao_Paulo')).toBe('23/11/2026');
  });

  it('writes a moment as its day in the given time zone', () => {
    expect(formatDate('2026-11-23T01:00:00Z', 'pt-BR', 'America/Sao_Paulo')).toBe('22/11/2026');
  });

  it('writes nothing for an absent or unreadable date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'pt-BR')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('writes date and time as each language does', () => {
    expect(plain(formatDateTime('2026-11-23T17:05:00Z', 'pt-BR', 'America/Sao_Paulo'))).toBe('23/11/2026 14:05');
    expect(plain(formatDateTime('2026-11-23T17:05:00Z', 'en', 'America/New_York'))).toBe('11/23/2026 12:05 PM');
    expect(formatDateTime(undefined, 'en')).toBe('');
    expect(formatDateTime('garbage', 'en')).toBe('');
  });
});

describe('parseDate', () => {
  it('reads a day typed as the language writes it, or as YYYY-MM-DD', () => {
    expect(parseDate('23/11/2026', 'pt-BR')).toBe('2026-11-23');
    expect(parseDate(' 3.2.2026 ', 'pt-BR')).toBe('2026-02-03');
    expect(parseDate('11/23/2026', 'en')).toBe('2026-11-23');
    expect(parseDate('2026-11-23', 'pt-BR')).toBe('2026-11-23');
  });

  it('refuses what is not a real day', () => {
    expect(parseDate('11/23/2026', 'pt-BR')).toBeNull();
    expect(parseDate('31/02/2026', 'pt-BR')).toBeNull();
    expect(parseDate('23/11/26', 'pt-BR')).toBeNull();
    expect(parseDate('2026-13-01', 'en')).toBeNull();
    expect(parseDate('tomorrow', 'en')).toBeNull();
    expect(parseDate('', 'en')).toBeNull();
  });
});

describe('parseNumber', () => {
  it('reads a number as each language writes it, with or without grouping', () => {
    expect(parseNumber('0,85', 'pt-BR')).toBe(0.85);
    expect(parseNumber('1.234,56', 'pt-BR')).toBe(1234.56);
    expect(parseNumber('1234,56', 'pt-BR')).toBe(1234.56);
    expect(parseNumber('20,50', 'pt-BR')).toBe(20.5);
    expect(parseNumber('100,5', 'pt-BR')).toBe(100.5);
    expect(parseNumber('1.234', 'pt-BR')).toBe(1234);
    expect(parseNumber('\u22123.000', 'pt-BR')).toBe(-3000);
    expect(parseNumber('0.85', 'en')).toBe(0.85);
    expect(parseNumber('1,234.56', 'en')).toBe(1234.56);
    expect(parseNumber('1,234', 'en')).toBe(1234);
    expect(parseNumber(' -3 ', 'en')).toBe(-3);
    expect(parseNumber(',5', 'pt-BR')).toBe(0.5);
  });

  it("reads the other language's decimal mark only where it cannot be a grouping mark", () => {
    // A phone's keypad may offer only one mark; `0.85` in pt-BR is 0.85, never 85.
    expect(parseNumber('0.85', 'pt-BR')).toBe(0.85);
    expect(parseNumber('0,85', 'en')).toBe(0.85);
    expect(parseNumber('1.2345', 'pt-BR')).toBe(1.2345);
  });

  it('reads nothing it is not sure of, so the input can say so', () => {
    for (const text of ['', 'abc', '1,2,3', '12.34.56', '1.23,4.5', '1 234', '0,8,5', '1e5', '0x10', '١٢']) {
      expect(parseNumber(text, 'pt-BR'), text).toBeNull();
      expect(parseNumber(text, 'en'), text).toBeNull();
    }
    expect(parseNumber('1.234.5', 'pt-BR')).toBeNull();
    expect(parseNumber('1,234,5', 'en')).toBeNull();
  });
});
