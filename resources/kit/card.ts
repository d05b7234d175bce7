/**
 * A list's row on a phone, as a card (docs/architecture.md#phone-cards): a declared `card`, or one
 * derived from the list's columns, their order saying what matters most.
 */
import { listFields } from './derive';
import type { Field, FieldOf, FieldType, ResourceDefinition } from './types';

export interface Card {
  /** Bold, joined: what names the record (its label, then whose it is). */
  primary: string[];
  /** Labelled values, a line each. */
  secondary: string[];
  tertiary: string[];
  /** A choice field, as a chip. */
  status?: string;
}

/** Values a card line holds: short ones (tsc asks a new type for its entry). */
const shortValue: { readonly [T in FieldType]: (field: FieldOf<T>) => boolean } = {
  string: (field) => field.format !== 'document' && field.multiline !== true,
  integer: () => true,
  decimal: () => true,
  // Named where set (Disabled, Void); nothing where not.
  boolean: () => true,
  date: () => true,
  datetime: () => true,
  choice: () => true,
  choices: () => false,
  reference: () => true,
  referencedBy: () => false,
  json: () => false,
  files: () => false,
  rows: () => false,
};

export const fitsCard = (field: Field): boolean => (shortValue[field.type] as (f: Field) => boolean)(field);

/** Two values a line: a third wraps on a 375 px phone. */
const PER_LINE = 2;

export function cardOf(resource: ResourceDefinition): Card {
  const declared = resource.card;
  if (declared)
    return {
      primary: [...declared.primary],
      secondary: [...(declared.secondary ?? [])],
      tertiary: [...(declared.tertiary ?? [])],
      status: declared.status,
    };
  // Declared fields only: when a record was created is its page's business.
  const shown = listFields(resource)
    .filter(([name, field]) => name in resource.fields && fitsCard(field))
    .map(([name]) => name);
  const status = shown.includes('status') && resource.fields.status?.type === 'choice' ? 'status' : undefined;
  const owner = shown.find((name) => name !== resource.labelField && resource.fields[name]?.type === 'reference');
  const primary = owner ? [resource.labelField, owner] : [resource.labelField];
  const rest = shown.filter((name) => !primary.includes(name) && name !== status);
  return { primary, secondary: rest.slice(0, PER_LINE), tertiary: rest.slice(PER_LINE, 2 * PER_LINE), status };
}

/** What is wrong with a declared card (compileResources). */
export function cardProblems(resource: ResourceDefinition): string[] {
  const declared = resource.card;
  if (!declared) return [];
  const problems: string[] = [];
  const names = [...declared.primary, ...(declared.secondary ?? []), ...(declared.tertiary ?? [])];
  for (const name of names) {
    const field = resource.fields[name];
    if (!field) problems.push(`${resource.name}.card: "${name}" is not a field of ${resource.name}`);
    else if (!fitsCard(field)) problems.push(`${resource.name}.card: "${name}" (${field.type}) is too long for a card`);
  }
  if (declared.status && resource.fields[declared.status]?.type !== 'choice')
    problems.push(`${resource.name}.card.status: "${declared.status}" is not a choice field of ${resource.name}`);
  return problems;
}
