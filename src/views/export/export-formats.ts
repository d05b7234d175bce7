/**
 * Typed export cells (docs/product-spec.md#export): dates and date-times as real spreadsheet dates with
 * a date format, integers and decimals as numbers with a number format, money (`money: true`) as numbers
 * with a currency format, so a sheet shows amounts as money, sorts, sums and imports back as written.
 */
import type { CellObject } from 'xlsx';
import type { ExportCell } from './export-cells';
import type { Field } from '../../../resources/kit/types';
import { sheetRulesOf } from '../fields/sheet-cells';

const DAY_MS = 86_400_000;
/** Day 0 of Excel's 1900 date system, as counted after its fictitious 29 February 1900. */
const EPOCH = Date.UTC(1899, 11, 30);
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;

/** The shop's currency and the language the export is written in (the interface language). */
export interface MoneyStyle {
  currency: string;
  locale: string;
}

/**
 * A spreadsheet number format for amounts in `currency`, the symbol where and as `locale` writes it
 * (en USD `"$"#,##0.00`, pt-BR BRL `"R$ "#,##0.00`) with the currency's own decimals (JPY none).
 * The separators are left to the spreadsheet, which shows them in its own language.
 */
export function moneyFormat({ currency, locale }: MoneyStyle): string {
  const intl = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { style: 'currency', currency });
  const parts = intl.formatToParts(1234.5);
  const at = (type: string) => parts.findIndex((part) => part.type === type);
  const symbol = parts[at('currency')]?.value ?? currency;
  const before = at('currency') < at('integer');
  // Intl writes a no-break space between symbol and digits where the language puts one.
  const spaced = parts.some(
    (part, i) =>
      part.type === 'literal' &&
      /\s/.test(part.value) &&
      (before ? i > at('currency') && i < at('integer') : i < at('currency') && i > at('integer')),
  );
  const decimals = intl.resolvedOptions().maximumFractionDigits ?? 2;
  const digits = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const quoted = `"${symbol.replace(/"/g, '')}${before && spaced ? ' ' : ''}"`;
  return before ? `${quoted}${digits}` : `${digits}"${spaced ? ' ' : ''}${symbol.replace(/"/g, '')}"`;
}

/** A field's spreadsheet number format (its type's, src/views/fields/sheet-cells.ts), money in the shop's currency. */
export const sheetFormat = (field: Field, money?: MoneyStyle): string | undefined =>
  sheetRulesOf(field)?.format(field, money && moneyFormat(money));

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' (the wall time the export shows) as an Excel serial date. */
export function serialDate(text: string): number | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [, y, m, d, hh = '0', mm = '0'] = match;
  return (Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)) - EPOCH) / DAY_MS;
}

/**
 * A field's sheet cells: dates and date-times as serial dates with a date format, numbers with the
 * field's number format, text as text; an empty value is no cell at all.
 */
export function sheetCell(field: Field, money?: MoneyStyle): (value: ExportCell) => CellObject | undefined {
  const format = sheetFormat(field, money);
  return (value) => {
    if (value === null) return undefined;
    if (typeof value === 'number') return format ? { t: 'n', v: value, z: format } : { t: 'n', v: value };
    if (typeof value === 'boolean') return { t: 'b', v: value };
    // Text in a formatted column is a date's (numbers come as numbers).
    const serial = format ? serialDate(value) : null;
    return serial === null ? { t: 's', v: value } : { t: 'n', v: serial, z: format };
  };
}
