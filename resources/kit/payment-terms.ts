/**
 * Payment terms (docs/domain-rules.md#invoices): the spec's T30, T45 and T60, and the shop's own as a
 * number of days, D0 to D365 ("À vista" is D0, "28 DDL" D28, "Net 15" D15), named in the reader's
 * language from their days. An invoice falls due its customer's term's days after its date.
 */
export const specTermDays = { T30: 30, T45: 45, T60: 60 } as const;
export type SpecTerm = keyof typeof specTermDays;
export const specTerms = Object.keys(specTermDays) as SpecTerm[];

/** The prefix of a term counted in days, and the longest one a shop may keep. */
export const DAY_TERM = 'D';
export const maxTermDays = 365;

const specTermOf = (days: number) => specTerms.find((term) => specTermDays[term] === days);

/** The term of so many days: the spec's where it has one (30 is T30, never D30), else D<days>. */
export const dayTerm = (days: number): string => specTermOf(days) ?? `${DAY_TERM}${days}`;
const dayTerms = Array.from({ length: maxTermDays + 1 }, (_, days) => dayTerm(days)).filter((term) =>
  term.startsWith(DAY_TERM),
);

/** Every term a customer may have: the spec's, then each other count of days. */
export const customerTerms: readonly string[] = [...specTerms, ...dayTerms];

/** A term's days; null for anything that is no term (D30 is none: T30 is). */
export function termDays(term: unknown): number | null {
  if (typeof term !== 'string') return null;
  if (Object.hasOwn(specTermDays, term)) return specTermDays[term as SpecTerm];
  return dayTerms.includes(term) ? Number(term.slice(DAY_TERM.length)) : null;
}

/** The shop's own terms, as its company profile keeps them (rows of days): their codes, by days, once each. */
export function shopTermsOf(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  const days = rows
    .map((row) => (row as { days?: unknown } | null)?.days)
    .filter(
      (value): value is number =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= maxTermDays,
    );
  return [...new Set(days)].sort((a, b) => a - b).map(dayTerm);
}
