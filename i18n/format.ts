/**
 * Numbers, money, quantities and dates written for a reader's language with Intl, shared by the
 * client and the server (docs/product-spec.md#areas-and-languages): pt-BR `2.000,5 kg`,
 * `R$ 555.778,99`, `23/11/2026`; en `2,000.5 kg`, `$555,778.99`, `11/23/2026`.
 * Absent values (null, undefined, '') and values that are not numbers or dates format as ''.
 */

/** A language tag Intl understands ('en', 'pt-BR'); 'en' is read as American English. */
export type FormatLocale = string;

const intlLocale = (locale: FormatLocale) => (locale === 'en' ? 'en-US' : locale);

const absent = (value: unknown) => value === null || value === undefined || value === '';

function toNumber(value: unknown): number | null {
  if (absent(value)) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

// Intl.NumberFormat and DateTimeFormat are costly to build and lists format thousands of cells.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

export interface NumberOptions {
  /** Exactly this many decimals (a price's 2, a count's 0). */
  decimals?: number;
  /** Otherwise up to this many (default 3), trailing zeros dropped... */
  maxDecimals?: number;
  /** ...but at least this many (a price typed as `20` shows `20,00`). */
  minDecimals?: number;
  /** Short, for a chart's axis: pt-BR `1,2 mil`, en `1.2K` (decimals are then ignored). */
  compact?: boolean;
}

function numberFormat(
  locale: FormatLocale,
  { decimals, maxDecimals = 3, minDecimals = 0, compact }: NumberOptions,
): Intl.NumberFormat {
  if (compact) return cached(`c|${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { notation: 'compact' }));
  const max = decimals ?? Math.max(maxDecimals, minDecimals, 0);
  const min = decimals ?? minDecimals;
  return cached(
    `n|${locale}|${min}|${max}`,
    () => new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: min, maximumFractionDigits: max }),
  );
}

/** `2000.5` → pt-BR `2.000,5`, en `2,000.5`. */
export function formatNumber(value: unknown, locale: FormatLocale, options: NumberOptions = {}): string {
  const number = toNumber(value);
  return number === null ? '' : numberFormat(locale, options).format(number);
}

/** A count as a change, signed and grouped as the language writes it: en +1,500 / −2; pt-BR +1.500 / −2. */
export function formatChange(value: unknown, locale: FormatLocale): string {
  const number = toNumber(value);
  if (number === null) return '';
  const size = formatNumber(Math.abs(number), locale, { decimals: 0 });
  return number > 0 ? `+${size}` : number < 0 ? `\u2212${size}` : size;
}

/**
 * A number that may be below zero (on hand after an adjustment, a figure in a message), grouped and
 * with a true minus: pt-BR `2.000`, `−3.000`, `2,5`; en `2,000`, `−3,000`; up to 3 decimals.
 */
export function formatCount(value: unknown, locale: FormatLocale): string {
  const number = toNumber(value);
  if (number === null) return '';
  const size = formatNumber(Math.abs(number), locale);
  return number < 0 && size !== '0' ? `\u2212${size}` : size;
}

/**
 * An amount in `currency` (ISO 4217) with that currency's own decimals: pt-BR BRL `R$ 555.778,99`,
 * en USD `$1,234.56`, pt-BR USD `US$ 1.234,56`. The space Intl puts after the symbol is a no-break
 * space, so an amount never wraps in a narrow cell.
 */
export function formatMoney(value: unknown, currency: string, locale: FormatLocale, { compact = false } = {}): string {
  const number = toNumber(value);
  if (number === null) return '';
  // Compact, for a chart's axis: pt-BR `R$ 556 mil`, en `$556K`, never cut off as `600,00…`.
  const format = cached(
    `m|${locale}|${currency}|${compact}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency,
        ...(compact ? { notation: 'compact' } : {}),
      }),
  );
  return format.format(number);
}

/** The currency's symbol as the reader's language writes it (a money input's adornment): `R$`, `$`, `US$`. */
export function currencySymbol(currency: string, locale: FormatLocale): string {
  const format = cached(
    `m|${locale}|${currency}|false`,
    () => new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency }),
  );
  return format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}

/** A quantity and its unit: pt-BR `2.000,5 kg`; up to 3 decimals unless `decimals` fixes them. */
export function formatQuantity(
  value: unknown,
  unit: string | null | undefined,
  locale: FormatLocale,
  options: NumberOptions = {},
): string {
  const number = formatNumber(value, locale, options);
  // A plain space, as people type it: the screens keep a quantity on one line with CSS.
  return number && unit ? `${number} ${unit}` : number;
}

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date: pt-BR `23/11/2026`, en `11/23/2026`. A `YYYY-MM-DD` string is that day wherever
 * the reader is (not midnight UTC shifted into the previous day west of Greenwich); a Date or an
 * ISO timestamp is its day in `timeZone` (default the reader's own).
 */
export function formatDate(value: unknown, locale: FormatLocale, timeZone?: string): string {
  if (absent(value)) return '';
  const plain = typeof value === 'string' ? dateOnly.exec(value) : null;
  const date = plain
    ? new Date(Date.UTC(+plain[1], +plain[2] - 1, +plain[3]))
    : new Date(value as string | number | Date);
  if (Number.isNaN(date.getTime())) return '';
  const zone = plain ? 'UTC' : timeZone;
  const format = cached(
    `d|${locale}|${zone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: zone,
      }),
  );
  return format.format(date);
}

/** A moment, in `timeZone` (default the reader's own): pt-BR `23/11/2026 14:05`, en `11/23/2026 2:05 PM`. */
export function formatDateTime(value: unknown, locale: FormatLocale, timeZone?: string): string {
  if (absent(value)) return '';
  const date = new Date(value as string | number | Date);
  if (Number.isNaN(date.getTime())) return '';
  const time = cached(
    `t|${locale}|${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone }),
  );
  return `${formatDate(date, locale, timeZone)} ${time.format(date)}`;
}

/** The order a language writes a day's parts in (pt-BR day/month/year, en month/day/year). */
function dayOrder(locale: FormatLocale): ('day' | 'month' | 'year')[] {
  const parts = cached(
    `d|${locale}|UTC`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale), {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: 'UTC',
      }),
  ).formatToParts(new Date(Date.UTC(2026, 10, 23)));
  return parts
    .map((part) => part.type)
    .filter((type): type is 'day' | 'month' | 'year' => ['day', 'month', 'year'].includes(type));
}

/**
 * A date typed as the language writes it (`23/11/2026` in pt-BR, `11/23/2026` in en; `/`, `.` or `-`
 * between the parts) or as `YYYY-MM-DD`, to `YYYY-MM-DD`; null when it is not a real day.
 */
export function parseDate(text: string, locale: FormatLocale): string | null {
  const trimmed = text.trim();
  const iso = dateOnly.exec(trimmed);
  const typed = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(trimmed);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [+iso[1], +iso[2], +iso[3]];
  else if (typed) {
    const order = dayOrder(locale);
    const value = (part: 'day' | 'month' | 'year') => +typed[order.indexOf(part) + 1];
    [year, month, day] = [value('year'), value('month'), value('day')];
    if (typed[order.indexOf('year') + 1].length !== 4) return null;
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** The decimal and grouping marks a language writes numbers with: pt-BR `,` and `.`, en `.` and `,`. */
export function numberMarks(locale: FormatLocale): { decimal: string; group: string } {
  const parts = numberFormat(locale, { maxDecimals: 1 }).formatToParts(1234.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

const shapes = new Map<FormatLocale, RegExp>();
function numberShape(locale: FormatLocale): RegExp {
  let shape = shapes.get(locale);
  if (shape) return shape;
  const { decimal, group } = numberMarks(locale);
  // Intl groups with a no-break space in some languages; people type a plain one.
  const groupMark = /\s/.test(group) ? '[\\s\u00a0\u202f]' : escape(group);
  shape = new RegExp(`^([-\u2212])?(\\d{1,3}(?:${groupMark}\\d{3})+|\\d*)(?:${escape(decimal)}(\\d+))?$`);
  shapes.set(locale, shape);
  return shape;
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number typed as the language writes it, to a number; null when it cannot be read that way.
 * pt-BR reads `0,85`, `1.234,56` and `1234,56`; en reads `0.85`, `1,234.56` and `1234.56`. Grouping
 * marks count only between groups of three digits, so a grouping mark is never dropped from `0.85`
 * in pt-BR or `0,85` in en (which made 85). Those are read as the decimal the person meant (a
 * phone's keypad may offer only the other mark), since they cannot be groups: one mark, the
 * language's own decimal mark absent, and not three digits after it. `1.234` in pt-BR stays 1234.
 * A leading `-` or `−` is a minus. Anything else is null, and the input says it cannot read it.
 */
export function parseNumber(text: string, locale: FormatLocale): number | null {
  const trimmed = text.trim();
  const { decimal, group } = numberMarks(locale);
  const other = new RegExp(`^[-\u2212]?\\d*${escape(group)}(\\d{1,2}|\\d{4,})$`);
  const typed = !trimmed.includes(decimal) && other.test(trimmed) ? trimmed.replace(group, decimal) : trimmed;
  const match = numberShape(locale).exec(typed);
  if (!match || (!match[2] && !match[3])) return null;
  const [, minus, whole, fraction] = match;
  const number = Number(`${minus ? '-' : ''}${whole.replace(/\D/g, '')}${fraction ? `.${fraction}` : ''}`);
  return Number.isFinite(number) ? number : null;
}
