/**
 * Valid sample values generated from field declarations, so a newly declared
 * resource is exercised by the contract suite the moment it is declared.
 * Text samples are lowercase with zero-padded numbers: they sort the same under
 * any collation (PGlite's or a PostgreSQL server's).
 */
import type { Field, ResourceDefinition } from '../../resources';
import { importFields, writableFields } from '../../resources/kit/derive';
import type { StringField } from '../../resources/kit/types';
import { domainSample } from './domain-samples';
import { formattedTaxId, isCnpj } from '../../resources/kit/br-tax-ids';
import { inCountryForm } from '../../resources/kit/country-formats';
import { nfeCheckDigit, noteNumber } from '../../resources/kit/nfe-keys';

export const pad = (seq: number) => String(seq).padStart(6, '0');
const DAY = 86_400_000;
/**
 * Sample dates are days of things that happened (resources/kit/field-rules.ts): from 2000-01-01,
 * one per sample for 9,800 samples (to 2026-10-31), then again from the start.
 */
const HAPPENED_DAYS = 9_800;

/** Candidates tried against a field's pattern, in order. */
const patternCandidates = (seq: number) => [
  `${seq}`,
  `${pad(seq)}`,
  `1${pad(seq)}-00-${seq % 10}`,
  `${pad(seq)}0000`,
  `a${pad(seq)}`,
  `sample${pad(seq)}`,
  `+1 555 ${pad(seq)}`,
  `${pad(seq)}-${seq % 10}`,
];

function fits(field: StringField, value: string): boolean {
  return (
    (field.min === undefined || value.length >= field.min) && (field.max === undefined || value.length <= field.max)
  );
}

function sampleText(name: string, field: StringField, seq: number): string {
  if (field.format === 'email') return `sample${pad(seq)}@example.com`;
  if (field.format === 'phone') return `+55 11 ${pad(seq)}-4321`;
  if (field.format === 'noteNumber') return pad(seq);
  if (field.pattern) {
    const regex = new RegExp(field.pattern);
    const found = patternCandidates(seq).find((c) => regex.test(c) && fits(field, c));
    if (!found)
      throw new Error(`No sample matches ${name}'s pattern /${field.pattern}/: extend tests/helpers/samples.ts`);
    return found;
  }
  let value = `sample ${name.toLowerCase()} ${pad(seq)}`;
  if (field.max !== undefined && value.length > field.max) value = pad(seq).slice(-field.max);
  if (field.min !== undefined && value.length < field.min) value = value.padEnd(field.min, 'x');
  return value;
}

function sampleNumber(field: Extract<Field, { type: 'integer' | 'decimal' }>, seq: number): number {
  const low = field.min ?? 0;
  const step = field.type === 'integer' ? 1 : 1.25;
  const span = field.max !== undefined ? field.max - low : Infinity;
  const offset = (1 + seq) * step;
  let value = low + (offset <= span ? offset : offset % (span || 1));
  // A positive field's offset may wrap to exactly zero (1.25 × 800 % 1000).
  if (field.positive && value <= 0) value = step;
  return field.type === 'integer' ? value : Number(value.toFixed(field.scale ?? 2));
}

/** A valid value for one field; `refs` maps a referenced resource name to an existing id. */
export function sampleValue(name: string, field: Field, seq: number, refs: Record<string, string> = {}): unknown {
  switch (field.type) {
    case 'string':
      return sampleText(name, field, seq);
    case 'integer':
    case 'decimal':
      return sampleNumber(field, seq);
    case 'boolean':
      return seq % 2 === 1;
    case 'date':
      return new Date(Date.UTC(2000, 0, 1) + (seq % HAPPENED_DAYS) * DAY).toISOString().slice(0, 10);
    case 'datetime':
      return new Date(Date.UTC(2000, 0, 1) + (seq % HAPPENED_DAYS) * DAY + seq * 1000).toISOString();
    case 'choice':
      return field.options[seq % field.options.length];
    case 'choices':
      return [field.options[seq % field.options.length]];
    case 'reference': {
      const id = refs[field.resource];
      if (!id) throw new Error(`sampleValue(${name}): no ${field.resource} id given`);
      return id;
    }
    case 'json':
      return { sample: seq };
    case 'files':
      // A file id must name a real upload (tests/api/files.test.ts covers those); none is always valid.
      return [];
    case 'rows':
      // One row; its choices take the first option, which the referenced records are given too
      // (domain-samples.ts: a chemical is stocked in kg, so a row dosing it in kg is valid).
      return [
        Object.fromEntries(
          Object.entries(field.fields).map(([column, f]) => [
            column,
            f.type === 'choice' ? f.options[0] : sampleValue(column, f, seq, refs),
          ]),
        ),
      ];
  }
}

/** The resources a set of fields references, in a reference field or a row's column. */
export function referencedResources(fields: [string, Field][]): string[] {
  const targets = fields.flatMap(([, f]) => {
    if (f.type === 'reference') return [f.resource];
    return f.type === 'rows'
      ? Object.values(f.fields).flatMap((c) => (c.type === 'reference' ? [c.resource] : []))
      : [];
  });
  return [...new Set(targets)];
}

/** A value in the form of the record's country where the country has one (a CNPJ in Brazil), else the text sample. */
function inCountrySample(field: StringField, country: unknown, text: string, seq: number): string {
  const sample = countrySamples[`${field.inCountry?.format}.${String(country)}`]?.(seq);
  if (sample === undefined) return text;
  const kept = inCountryForm(field.inCountry!.format, country, sample).value;
  if (kept !== sample) throw new Error(`The ${String(country)} sample ${sample} is not kept as given`);
  return sample;
}

/** A valid CNPJ for each sequence number, its check digits found by trying them. */
function sampleCnpj(seq: number): string {
  const base = `${pad(seq)}0001`.padStart(12, '1');
  for (let check = 0; check < 100; check++) {
    const digits = `${base}${String(check).padStart(2, '0')}`;
    if (isCnpj(digits)) return formattedTaxId(digits)!;
  }
  throw new Error(`No CNPJ check digits for ${base}`);
}

/** An NF-e access key of this note number (São Paulo, November 2026, model 55, series 1), its check digit computed. */
export function sampleNfeKey(number: number): string {
  const first = `3526111122233300018155001${String(number).padStart(9, '0')}112345678`;
  return first + nfeCheckDigit(first);
}

const countrySamples: Record<string, (seq: number) => string> = {
  'taxId.BR': sampleCnpj,
  'taxId.US': (seq) => `12-${String(seq % 10_000_000).padStart(7, '0')}`,
  'stateRegistration.BR': (seq) => `${pad(seq)}001`,
  'state.BR': () => 'SP',
  'state.US': () => 'NY',
  'postalCode.BR': (seq) => `${String(seq % 100_000).padStart(5, '0')}-081`,
  'postalCode.US': (seq) => String(seq % 100_000).padStart(5, '0'),
};

function recordOf(resource: ResourceDefinition, fields: [string, Field][], seq: number, refs: Record<string, string>) {
  const domain = domainSample(resource.name, seq);
  const record = Object.fromEntries(
    fields.map(([name, field]) => [name, name in domain ? domain[name] : sampleValue(name, field, seq, refs)]),
  );
  for (const [name, field] of fields)
    if (field.type === 'string' && field.inCountry && !(name in domain))
      record[name] = inCountrySample(field, record[field.inCountry.country], String(record[name]), seq);
  // A key carries its note's number, so it is made of the number the record was given.
  for (const [name, field] of fields)
    if (field.type === 'string' && field.nfeKey && !(name in domain))
      record[name] = sampleNfeKey(noteNumber(record[field.nfeKey.number]) ?? seq);
  return record;
}

/** Every writable field filled: what POST/PUT /api/<name> takes as `data`. */
export const sampleRecord = (resource: ResourceDefinition, seq: number, refs: Record<string, string> = {}) =>
  recordOf(resource, writableFields(resource), seq, refs);

/** What POST /api/<name>/import takes as `data`. */
export const sampleImportRecord = (resource: ResourceDefinition, seq: number, refs: Record<string, string> = {}) =>
  recordOf(resource, importFields(resource), seq, refs);

/** Every declared field, read-only ones included: for rows written straight to the table. */
export const sampleRow = (resource: ResourceDefinition, seq: number, refs: Record<string, string> = {}) =>
  recordOf(resource, Object.entries(resource.fields), seq, refs);
