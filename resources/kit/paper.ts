/**
 * The paper every document is printed on (issue 38): Letter or A4, as the company profile says, and
 * where it says nothing, as the country of the shop's currency prints: Letter in the United States,
 * Canada, Mexico, Chile and Colombia, A4 elsewhere.
 */
import type { CurrencyCode } from './settings';

export const paperSizes = ['letter', 'a4'] as const;
export type PaperSize = (typeof paperSizes)[number];

const LETTER_CURRENCIES: ReadonlySet<CurrencyCode> = new Set(['USD', 'CAD', 'MXN', 'CLP', 'COP']);

const isPaperSize = (value: unknown): value is PaperSize => paperSizes.includes(value as PaperSize);

export function paperSizeOf(profile: { paperSize?: unknown; currency?: unknown }): PaperSize {
  if (isPaperSize(profile.paperSize)) return profile.paperSize;
  return LETTER_CURRENCIES.has(profile.currency as CurrencyCode) ? 'letter' : 'a4';
}
