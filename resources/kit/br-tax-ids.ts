/**
 * Brazil's tax ids, checked by their two mod-11 check digits as the Receita Federal computes them:
 * CNPJ (a company, 14 digits, 11.222.333/0001-81) and CPF (a person, 11 digits, 123.456.789-09).
 * Typed with or without their dots, slash and dash.
 */

const digitsOf = (text: string) => text.replace(/[.\-/\s]/g, '');

/** The check digit of `digits` under `weights` (mod 11: a remainder under 2 gives 0). */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function isCnpj(text: string): boolean {
  const digits = digitsOf(text);
  // Every digit the same passes the sums but is no CNPJ.
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return (
    checkDigit(digits, CNPJ_WEIGHTS.slice(1)) === Number(digits[12]) &&
    checkDigit(digits, CNPJ_WEIGHTS) === Number(digits[13])
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

/** Only the digits of a CNPJ or CPF as typed (its dots, slash and dash dropped). */
export const taxIdDigits = digitsOf;
