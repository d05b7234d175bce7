/** Record validation (docs/product-spec.md#validation) and every message template, rendered in en and pt-BR with the field label. */
import { describe, expect, test } from 'vitest';
import { renderMessage } from '../../i18n/render';
import { customerShaped as customer } from '../helpers/fixture-resources';
import { customerMessages, translators, validCustomer } from './helpers/customer-messages';
import { boolean, date, decimal, integer, text } from '../../resources/kit/fields';
import type { Field } from '../../resources/kit/types';
import { normalize, validateField, validateRecord, type MessageDescriptor } from '../../resources/kit/validation';

const t = translators;
const valid = validCustomer;

/** A synthetic field's message, with the label given here. */
function fieldMessage(field: Field, value: unknown, label: { en: string; 'pt-BR': string }) {
  const { error } = validateField(field, value);
  const m = error as MessageDescriptor;
  return { en: renderMessage(t.en, label.en, m), 'pt-BR': renderMessage(t['pt-BR'], label['pt-BR'], m) };
}

describe('customer messages', () => {
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    ['required', { name: '   ' }, 'name', 'Name is required', 'Nome é obrigatório'],
    [
      'string min',
      { name: 'A' },
      'name',
      'Name must be at least 2 characters',
      'Nome deve ter pelo menos 2 caracteres',
    ],
    [
      'string max',
      { name: 'x'.repeat(256) },
      'name',
      'Name must be at most 255 characters',
      'Nome deve ter no máximo 255 caracteres',
    ],
    ['email', { email: 'nope' }, 'email', 'Email must be a valid email', 'E-mail deve ser um e-mail válido'],
    ['choice required', { term: '' }, 'term', 'Term must be selected', 'Prazo deve ser selecionado'],
    [
      'choice one of',
      { term: 'T90' },
      'term',
      'Term must be one of the following values: T30, T45, T60',
      'Prazo deve ser um dos seguintes valores: T30, T45, T60',
    ],
    ['type', { name: 42 }, 'name', 'Name must be a string', 'Nome deve ser um texto'],
  ];
  for (const [rule, patch, field, en, pt] of cases) {
    test(`${rule}: ${en}`, () => {
      const messages = customerMessages({ ...valid, ...patch });
      expect(messages.en).toEqual({ [field]: en });
      expect(messages['pt-BR']).toEqual({ [field]: pt });
    });
  }

  test('unknown keys are refused, read-only ones included', () => {
    const messages = customerMessages({ ...valid, id: 'x', createdAt: '2026-01-01', foo: 1 });
    expect(messages.en).toEqual({ _unknown: 'Data has keys beyond those specified: id, createdAt, foo' });
    expect(messages['pt-BR']).toEqual({ _unknown: 'Dados têm chaves além das especificadas: id, createdAt, foo' });
  });

  test('data that is not an object is invalid', () => {
    for (const data of [null, [], 'text', 3]) {
      expect(validateRecord(customer, data).errors).toEqual({ _unknown: { key: 'validation.invalid' } });
    }
  });
});

describe('number, pattern and date messages', () => {
  const quantity = { en: 'Quantity', 'pt-BR': 'Quantidade' };
  const cases: [string, Field, unknown, { en: string; 'pt-BR': string }, string, string][] = [
    [
      'number min',
      integer({ min: 1 }),
      0,
      quantity,
      'Quantity must be greater than or equal to 1',
      'Quantidade deve ser maior ou igual a 1',
    ],
    [
      'number max',
      decimal({ max: 10 }),
      10.5,
      quantity,
      'Quantity must be less than or equal to 10',
      'Quantidade deve ser menor ou igual a 10',
    ],
    ['integer', integer(), 1.5, quantity, 'Quantity must be an integer', 'Quantidade deve ser um número inteiro'],
    ['number type', integer(), 'ten', quantity, 'Quantity must be a number', 'Quantidade deve ser um número'],
    [
      'pattern',
      text({ pattern: '^\\d' }),
      'x12',
      { en: 'Phone number', 'pt-BR': 'Telefone' },
      'Phone number must match pattern',
      'Telefone deve seguir o padrão',
    ],
    ['date', date(), '2026-13-45', { en: 'Date', 'pt-BR': 'Data' }, 'Date is invalid', 'Data é inválida'],
    [
      'boolean type',
      boolean(),
      'maybe',
      { en: 'Paid', 'pt-BR': 'Pago' },
      'Paid must be a boolean',
      'Pago deve ser verdadeiro ou falso',
    ],
  ];
  for (const [rule, field, value, label, en, pt] of cases) {
    test(`${rule}: ${en}`, () => {
      expect(fieldMessage(field, value, label)).toEqual({ en, 'pt-BR': pt });
    });
  }
});

describe('values', () => {
  test('text is trimmed, blanks become null, booleans default to false', () => {
    const { values, errors } = validateRecord(customer, { ...valid, name: '  Acme  ', address: '   ', phone: '' });
    expect(errors).toEqual({});
    expect(values).toEqual({ ...valid, name: 'Acme', address: null, phone: null, language: null }); // The document language left out: the shop's (null).
    expect(normalize(boolean(), undefined)).toBe(false);
    expect(normalize(boolean(), ' ')).toBe(false);
    expect(normalize(boolean(), 'TRUE')).toBe(true);
  });

  test('numeric text from spreadsheets becomes a number', () => {
    expect(validateField(integer(), ' 12 ')).toEqual({ value: 12 });
    expect(validateField(decimal(), '-3.25')).toEqual({ value: -3.25 });
  });

  test('optional fields accept null; required ones refuse it', () => {
    expect(validateField(text(), null)).toEqual({ value: null });
    expect(validateField(text({ required: true }), null).error).toEqual({ key: 'validation.required' });
  });

  test('import mode validates the import template columns', () => {
    const { errors } = validateRecord(customer, valid, 'import');
    expect(errors).toEqual({});
  });
});
