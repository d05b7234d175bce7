/** Field errors of a customer-shaped fixture (tests/helpers/fixture-resources.ts), rendered the way the API and the forms render them, in both languages. */
import { createTranslator, renderValidationMessage } from '../../../i18n';
import { customerShaped } from '../../helpers/fixture-resources';
import { validateRecord } from '../../../resources/kit/validation';

export const translators = { en: createTranslator('en'), 'pt-BR': createTranslator('pt-BR') };

/** A customer that passes every rule, to vary one field at a time. */
export const validCustomer = {
  name: 'Acme Plating',
  address: null,
  phone: null,
  email: 'buyer@acme.example',
  term: 'T30',
};

export function customerMessages(data: Record<string, unknown>) {
  const { errors } = validateRecord(customerShaped, data);
  const render = (locale: keyof typeof translators) =>
    Object.fromEntries(
      Object.entries(errors).map(([f, m]) => [f, renderValidationMessage(translators[locale], 'customer', f, m)]),
    );
  return { en: render('en'), 'pt-BR': render('pt-BR') };
}
