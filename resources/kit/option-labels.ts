/** How a choice's options are named: the catalogue key of each, and the count a numbered one is said with. */
import type { ChoiceField, ChoicesField } from './types';

/** `<optionLabels>.<value>.label`, or the key with `%{value}` replaced (`resources.%{value}.name`). */
export const optionLabelKey = (optionLabels: string, value: string) =>
  optionLabels.includes('%{value}') ? optionLabels.replaceAll('%{value}', value) : `${optionLabels}.${value}.label`;

const numberedOf = (field: ChoiceField | ChoicesField) => (field.type === 'choice' ? field.numbered : undefined);

/** How many a numbered option (D28) counts, where its field names those by their prefix; else null. */
export function optionCount(field: ChoiceField | ChoicesField, value: string): number | null {
  const numbered = numberedOf(field);
  if (!numbered || numbered.named?.includes(value) || !value.startsWith(numbered.prefix)) return null;
  const count = value.slice(numbered.prefix.length);
  return /^\d+$/.test(count) ? Number(count) : null;
}

/** The key naming an option and the smart_count it is said with (1 but for a numbered option's own). */
export function optionLabelOf(field: ChoiceField | ChoicesField, optionLabels: string, value: string) {
  const count = optionCount(field, value);
  const prefix = numberedOf(field)?.prefix;
  if (count === null || prefix === undefined) return { key: optionLabelKey(optionLabels, value), count: 1 };
  return { key: optionLabelKey(optionLabels, prefix), count };
}
