/** The form's validator: the same declaration-derived rules the server runs, in the user's language. */
import { useCallback } from 'react';
import { useTranslate } from 'ra-core';
import { renderValidationMessage } from '../../i18n/render';
import { nestRowErrors } from '../../resources/kit/rows';
import type { MessageDescriptor } from '../../resources/kit/messages';
import type { FieldSet } from '../../resources/kit/types';
import { validateRecord } from '../providers/record-validation';
import { pickWritable } from '../providers/dataProvider';

/**
 * In a form, a number field holds text only when its input could not read what was typed: say how
 * the language writes numbers ("written like 1.234,56") rather than only "must be a number".
 */
const typedNumber = (message: MessageDescriptor): MessageDescriptor =>
  message.key === 'validation.type' && message.args?.type === 'number' ? { key: 'validation.number.typed' } : message;

export function useRecordValidator(resource: FieldSet) {
  const translate = useTranslate();
  return useCallback(
    (values: Record<string, unknown>) => {
      const { errors } = validateRecord(resource, pickWritable(resource, values));
      const rendered = Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [
          field,
          renderValidationMessage(translate, resource.name, field, typedNumber(message)),
        ]),
      );
      // A row's error ('ingredients.1.quantity') shows under that row's own input.
      return nestRowErrors(rendered);
    },
    [resource, translate],
  );
}
