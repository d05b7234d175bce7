/**
 * Brazil's tax ids, checked by their two mod-11 check digits as the Receita Federal computes them:
 * CNPJ (a company, 14 characters, 11.222.333/0001-81) and CPF (a person, 11 digits, 123.456.789-09).
 * Since July 2026 a new CNPJ's first 12 characters may be letters (IN RFB 2.229/2024): each counts as
 * its character code less 48 (A is 17), the check digits stay digits. Typed with or without their
 * dots, slash and dash.
 */

const digitsOf = (text: string) => text.replace(/[.\-/\s]/g, '').toUpperCase();

/** The check digit of `chars` under `weights` (mod 11: a remainder under 2 gives 0). */
function checkDigit(chars: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * (chars.charCodeAt(i) - 48), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isCnpj(text: string): boolean {
  const chars = digitsOf(text);
  // Every digit the same passes the sums but is no CNPJ.
  if (!/^[0-9A-Z]{12}\d{2}$/.test(chars) || /^(\d)\1{13}$/.test(chars)) return false;
  return (
    checkDigit(chars, CNPJ_WEIGHTS.slice(1)) === Number(chars[12]) &&
    checkDigit(chars, CNPJ_WEIGHTS) === Number(chars[13])
  );
}

export function isCpf(text: string): boolean {
  const digits = digitsOf(text);
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const weights = (from: number) => Array.from({ length: from - 1 }, (_, i) => from - i);
  return (
    checkDigit(digits, weights(10)) === Number(digits[9]) && checkDigit(digits, weights(11)) === Number(digits[10])
  );
}

/** Only the characters of a CNPJ or CPF as typed (its dots, slash and dash dropped, letters in capitals). */
export const taxIdDigits = digitsOf;

/** A valid CNPJ or CPF written as the Receita prints it (11.222.333/0001-81, 123.456.789-09); else undefined. */
export function formattedTaxId(text: string): string | undefined {
  const c = digitsOf(text);
  if (isCnpj(c)) return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
  if (isCpf(c)) return `${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`;
  return undefined;
}
