/** How an option of a choice field is named: its i18n key when the field declares one, else the value itself. */
import type { ChoiceField, ChoicesField } from '../../../resources/kit/types';

type OptionsField = ChoiceField | ChoicesField;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text react-admin's choice inputs translate (translateChoice), falling back to the key. */
export function optionName(field: OptionsField, value: string): string {
  return field.optionLabels ? `${field.optionLabels}.${value}.label` : value;
}

export function optionChoices(field: OptionsField): { id: string; name: string }[] {
  return field.options.map((value) => ({ id: value, name: optionName(field, value) }));
}

/** The option as shown in lists and views; an unknown value shows as it is. */
export function optionLabel(translate: Translate, field: OptionsField, value: string): string {
  return translate(optionName(field, value), { _: value });
}
