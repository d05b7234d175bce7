/**
 * A customer's or the shop's address and tax ids as a document prints them, in the form of the
 * party's country (docs/domain-rules.md#customers): "Rua X, 120 – Sala 4 / Cambuí – Campinas/SP /
 * CEP 13015-081" and "CNPJ: … · IE: …" in Brazil; "City, ST 12345" and "EIN: …" in the United
 * States. A party without a country is in the shop's; its country is named only when it differs.
 */
import { taxIdDigits } from '../../../resources/kit/br-tax-ids';
import type { Writer } from './document-fields';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());
const joined = (separator: string, ...parts: unknown[]) => parts.map(text).filter(Boolean).join(separator);

/** The street line(s): an address kept before it had its parts may hold the whole address on several lines. */
function streetLines(row: Row): string[] {
  const lines = text(row.address)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const number = joined(' – ', row.addressNumber, row.complement);
  if (!number) return lines;
  if (!lines.length) return [number];
  lines[0] = joined(', ', lines[0], number);
  return lines;
}

function placeLines(row: Row, country: string | undefined): string[] {
  if (country === 'BR') {
    const place = joined('/', row.city, row.state);
    return [joined(' – ', row.district, place), joined(' ', text(row.postalCode) && 'CEP', row.postalCode)];
  }
  return [text(row.district), joined(', ', row.city, joined(' ', row.state, row.postalCode))];
}

/** `shopCountry`: the shop's, which a party without its own is in. */
export function addressLines({ locale }: Writer, row: Row, shopCountry: string | undefined): string[] {
  const own = text(row.country) || undefined;
  const country = own ?? shopCountry;
  const named = own && own !== shopCountry ? new Intl.DisplayNames([locale], { type: 'region' }).of(own) : '';
  return [...streetLines(row), ...placeLines(row, country), text(named)].filter(Boolean);
}

/** "CNPJ: 11.222.333/0001-81 · IE: ISENTO", "EIN: 12-3456789", "Tax ID: …" in the party's country. */
export function taxIdLine({ t }: Writer, row: Row, shopCountry: string | undefined): string {
  const country = text(row.country) || shopCountry;
  const kind =
    country === 'BR'
      ? taxIdDigits(text(row.taxId)).length === 11
        ? 'cpf'
        : 'cnpj'
      : country === 'US'
        ? 'ein'
        : 'other';
  const taxId = text(row.taxId) && `${t(`custom.document.taxIds.${kind}`)}: ${text(row.taxId)}`;
  const registration =
    text(row.stateRegistration) &&
    `${t(`custom.document.stateRegistration.${country === 'BR' ? 'br' : 'other'}`)}: ${text(row.stateRegistration)}`;
  return joined(' · ', taxId, registration);
}
