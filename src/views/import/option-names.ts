/**
 * A choice cell may hold its option's code or its label in either language ("T30", "T30 (30 days)",
 * "T30 (30 dias)", "30 dias"; "pt-BR", "Português (Brasil)"): each is read as the code, which is what
 * the API takes. An export writes labels in the user's language, so it imports again as it is; a
 * name two options share is left as typed, for validation to refuse with the options it allows.
 */
import type { Translate } from '../../../i18n/render';
import { importFields } from '../../../resources/kit/derive';
import type { ChoiceField, ChoicesField, Field, ResourceDefinition } from '../../../resources/kit/types';
import { optionLabel } from '../fields/option-label';

type OptionsField = ChoiceField | ChoicesField;
/** Per import field: each known name (nameKey) to its option's code. */
export type OptionNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Case, accents and spacing aside: "portugues  (brasil)" names "Português (Brasil)". */
export const nameKey = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The code, and each language's label; a label spelling its code first ("T30 (30 days)") also by its meaning. */
function namesOf(field: OptionsField, code: string, translators: readonly Translate[]): string[] {
  const names = [code];
  for (const translate of translators) {
    const label = optionLabel(translate, field, code);
    names.push(label);
    const spelled = /^(.+?)\s*\((.+)\)$/.exec(label);
    if (spelled && nameKey(spelled[1]) === nameKey(code)) names.push(spelled[2]);
  }
  return names;
}

export function optionNames(resource: ResourceDefinition, translators: readonly Translate[]): OptionNames {
  const out = new Map<string, Map<string, string>>();
  for (const [name, field] of importFields(resource)) {
    if (field.type !== 'choice' && field.type !== 'choices') continue;
    const byName = new Map<string, string>();
    const shared = new Set<string>();
    for (const code of field.options)
      for (const key of new Set(namesOf(field, code, translators).map(nameKey))) {
        const known = byName.get(key);
        if (known !== undefined && known !== code) shared.add(key);
        else byName.set(key, code);
      }
    for (const key of shared) byName.delete(key);
    out.set(name, byName);
  }
  return out;
}

/**
 * A cell's value with option names read as codes; anything else as it was. Several options
 * ("Owner, Shipper editor", as an export writes them, or codes split on spaces) become a list.
 */
export function withOptionCodes(names: ReadonlyMap<string, string> | undefined, field: Field, value: unknown): unknown {
  if (!names || typeof value !== 'string') return value;
  const code = (text: string) => names.get(nameKey(text));
  if (field.type === 'choice') return code(value) ?? value;
  if (field.type !== 'choices' || value.trim() === '') return value;
  return value
    .split(/[;,]/)
    .filter((part) => part.trim() !== '')
    .flatMap(
      (part) =>
        code(part) ??
        part
          .trim()
          .split(/\s+/)
          .map((word) => code(word) ?? word),
    );
}
