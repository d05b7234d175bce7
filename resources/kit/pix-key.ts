/**
 * A PIX key as the Banco Central registers it (Manual de Padrões para Iniciação do Pix): a CPF or CNPJ
 * (its digits), an e-mail, a phone in the +55 form, or a random key (a UUID). Typed as people write
 * them; `pixKeyOf` answers its kind and the form a BR Code carries, or undefined when it is none.
 */
import { isCnpj, isCpf, taxIdDigits } from './br-tax-ids';

export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'phone' | 'random';

export interface PixKey {
  kind: PixKeyKind;
  /** As the QR code carries it. */
  value: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RANDOM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** +55, a two-digit area code, then 8 (landline) or 9 (mobile) digits. */
const PHONE = /^\+55\d{10,11}$/;
/** The registered form of keys is at most 77 characters (an e-mail's limit). */
const MAX = 77;

export function pixKeyOf(typed: string): PixKey | undefined {
  const text = typed.trim();
  if (!text || text.length > MAX) return undefined;
  if (text.includes('@')) return EMAIL.test(text) ? { kind: 'email', value: text.toLowerCase() } : undefined;
  if (RANDOM.test(text)) return { kind: 'random', value: text.toLowerCase() };
  if (text.startsWith('+')) {
    const phone = text.replace(/[\s().-]/g, '');
    return PHONE.test(phone) ? { kind: 'phone', value: phone } : undefined;
  }
  if (isCnpj(text)) return { kind: 'cnpj', value: taxIdDigits(text) };
  if (isCpf(text)) return { kind: 'cpf', value: taxIdDigits(text) };
  return undefined;
}
