/** How an option of a choice field is named: its i18n key when the field declares one, else the value itself. */
import { optionLabelOf } from '../../../resources/kit/option-labels';
import type { ChoiceField, ChoicesField } from '../../../resources/kit/types';

type OptionsField = ChoiceField | ChoicesField;

/** Past this many options a choice is typed to narrow, and named by its code or name rather than listed. */
export const MANY_OPTIONS = 30;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text react-admin's choice inputs translate (translateChoice), falling back to the key. A
 * numbered option (D28) is said with its count: inputs offering one name it with translatedChoices.
 */
export function optionName(field: OptionsField, value: string): string {
  return field.optionLabels ? optionLabelOf(field, field.optionLabels, value).key : value;
}

export function optionChoices(field: OptionsField): { id: string; name: string }[] {
  return field.options.map((value) => ({ id: value, name: optionName(field, value) }));
}

/** The options (all, or those given) already named in the user's language, for inputs told not to translate them again. */
export function translatedChoices(
  translate: Translate,
  field: OptionsField,
  values: readonly string[] = field.options,
): { id: string; name: string }[] {
  return values.map((value) => ({ id: value, name: optionLabel(translate, field, value) }));
}

/** The option as shown in lists and views; an unknown value shows as it is. smart_count picks a singular name. */
export function optionLabel(translate: Translate, field: OptionsField, value: string): string {
  if (!field.optionLabels) return value;
  const { key, count } = optionLabelOf(field, field.optionLabels, value);
  return translate(key, { _: value, smart_count: count });
}
