/**
 * The NF-e's access key (chave de acesso), as SEFAZ builds it (Manual de Orientação do Contribuinte):
 * 44 digits, the issuer's state (2), year and month (4), CNPJ or CPF (14), model (2: 55 for an NF-e),
 * series (3), number (9), emission type (1), a random code (8) and a mod-11 check digit. People copy
 * it from the DANFE in groups of four; it is kept as the 44 digits and printed grouped again.
 */
import type { MessageDescriptor } from './messages';

// What declarations and screens need of fiscal notes, apart from the key's reader (a first screen's bytes).
export { fiscalNoteCountries, fiscalNoteKinds, groupedNfeKey, NFSE } from './fiscal-note-kinds';

export interface NfeKey {
  /** The 44 digits. */
  key: string;
  state: string;
  /** YYMM of the note's issue. */
  issued: string;
  issuerTaxId: string;
  model: string;
  series: number;
  number: number;
}

/** The IBGE codes of Brazil's 27 federative units, the key's first two digits. */
const STATE_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 35, 41, 42, 43, 50, 51, 52, 53,
]);

/** Mod 11 over the first 43 digits, weights 2 to 9 from the right; a remainder under 2 gives 0. */
export function nfeCheckDigit(first43: string): number {
  let sum = 0;
  for (let i = 0; i < first43.length; i++) {
    sum += Number(first43[first43.length - 1 - i]) * (2 + (i % 8));
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** A typed key without the spaces, dots and dashes it is copied with. */
export const nfeKeyDigits = (typed: string) => typed.replace(/[\s.-]/g, '');

/** The key read field by field, or the message saying what is wrong with it. */
export function readNfeKey(typed: string): { key: NfeKey } | { error: MessageDescriptor } {
  const key = nfeKeyDigits(typed);
  if (!/^\d{44}$/.test(key)) return { error: { key: 'validation.nfeKey.digits' } };
  if (nfeCheckDigit(key.slice(0, 43)) !== Number(key[43]) || !STATE_CODES.has(Number(key.slice(0, 2)))) {
    return { error: { key: 'validation.nfeKey.checkDigit' } };
  }
  const model = key.slice(20, 22);
  if (model !== '55') return { error: { key: 'validation.nfeKey.model', args: { model } } };
  return {
    key: {
      key,
      state: key.slice(0, 2),
      issued: key.slice(2, 6),
      issuerTaxId: key.slice(6, 20),
      model,
      series: Number(key.slice(22, 25)),
      number: Number(key.slice(25, 34)),
    },
  };
}

/** A note's number as typed ("000.001.234", "1234") as a number, or undefined when it holds other than digits. */
export function noteNumber(typed: unknown): number | undefined {
  if (typeof typed !== 'string') return undefined;
  const digits = typed.replace(/[\s.]/g, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}

/** The message keys an access key may be refused with, each of which both languages must say. */
export const nfeKeyMessageKeys = ['digits', 'checkDigit', 'model', 'number'].map((name) => `validation.nfeKey.${name}`);
