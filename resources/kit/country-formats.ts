/**
 * What a tax id, state registration, state and postal code look like in their record's country
 * (docs/domain-rules.md#customers): read as people type them and kept as the country prints them,
 * or refused with the form that country expects. Countries without a form here take free text.
 */
import { formattedTaxId } from './br-tax-ids';
import type { MessageDescriptor } from './messages';

export type CountryFormat = 'taxId' | 'stateRegistration' | 'state' | 'postalCode';

/** Reads a typed value: the country's printed form, or undefined when it is not one. */
type Reader = (typed: string) => string | undefined;

const digits = (typed: string) => typed.replace(/[\s.\-/]/g, '');

const BR_STATES = 'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' ');
const US_STATES = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND ' +
  'OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI UM'
).split(' ');

const stateOf =
  (states: readonly string[]): Reader =>
  (typed) => {
    const code = typed.trim().toUpperCase();
    return states.includes(code) ? code : undefined;
  };

const READERS: Record<string, Partial<Record<CountryFormat, Reader>>> = {
  BR: {
    taxId: formattedTaxId,
    // Each state numbers its own way (9 to 14 digits); "ISENTO" for a customer exempt from it.
    stateRegistration: (typed) => {
      if (/^isento$/i.test(typed.trim())) return 'ISENTO';
      return /^\d{2,14}$/.test(digits(typed)) ? typed.trim() : undefined;
    },
    state: stateOf(BR_STATES),
    postalCode: (typed) => {
      const d = digits(typed);
      return /^\d{8}$/.test(d) ? `${d.slice(0, 5)}-${d.slice(5)}` : undefined;
    },
  },
  US: {
    taxId: (typed) => {
      const d = digits(typed);
      return /^\d{9}$/.test(d) ? `${d.slice(0, 2)}-${d.slice(2)}` : undefined;
    },
    state: stateOf(US_STATES),
    postalCode: (typed) => {
      const d = digits(typed);
      if (/^\d{5}$/.test(d)) return d;
      return /^\d{9}$/.test(d) ? `${d.slice(0, 5)}-${d.slice(5)}` : undefined;
    },
  },
};

/** The countries whose forms are checked, for documentation and the import's help sheet. */
export const checkedCountries = Object.keys(READERS);

/**
 * A value in its country's form: `{ value }` as that country prints it (the value itself where the
 * country has no form), or `{ error }` saying which form it expects (`validation.country.<format>.<country>`).
 */
export function inCountryForm(
  format: CountryFormat,
  country: unknown,
  typed: string,
): { value: string; error?: undefined } | { value?: undefined; error: MessageDescriptor } {
  const read = typeof country === 'string' ? READERS[country]?.[format] : undefined;
  if (!read) return { value: typed };
  const value = read(typed);
  return value === undefined ? { error: { key: `validation.country.${format}.${country}` } } : { value };
}

/** The message keys a country's forms refuse with, each of which both languages must say. */
export const countryFormatMessageKeys = Object.entries(READERS).flatMap(([country, readers]) =>
  Object.keys(readers).map((format) => `validation.country.${format}.${country}`),
);
