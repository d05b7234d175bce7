/**
 * Decimals compared as they will be stored. A numeric(14, scale) column rounds the text it is given
 * half away from zero: `19.935` is kept as 19.94, where `Math.round(19.935 * 100)` gives 1993, as
 * 19.935 is 19.93499… in binary. So a check in JavaScript rounds the way the column does, on the
 * number's decimal text, or it passes a value the database then keeps larger.
 */

/** A number's decimal text, never in exponent form (`1e-7` is `0.0000001`). */
function decimalText(value: unknown): string {
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return value.trim();
  const number = Number(value ?? 0);
  const text = String(number);
  return /e/i.test(text) ? number.toFixed(20).replace(/\.?0+$/, '') : text;
}

/** `value` in whole units of its `scale`-th decimal place (cents at 2), rounded as the column rounds it; NaN when no number. */
export function scaledUnits(value: unknown, scale: number): number {
  if (!Number.isFinite(Number(value ?? 0))) return NaN;
  const text = decimalText(value);
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const units =
    Number(whole + fraction.slice(0, scale).padEnd(scale, '0')) + (Number(fraction[scale] ?? 0) >= 5 ? 1 : 0);
  return text.startsWith('-') && units !== 0 ? -units : units;
}

/** `value` as a numeric(…, scale) column keeps it. */
export const asStored = (value: unknown, scale: number): number => scaledUnits(value, scale) / 10 ** scale;
