/**
 * The rules every field of a kind meets beyond its type (resources/kit/field-rules.ts), as client and
 * server both run them: decimal places, the range of a date of something that happened, and the
 * controls that reverse text. Messages in en and pt-BR, dates in the reader's format.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderValidationMessage } from '../../i18n/render';
import { resources } from '../../resources';
import { asStored, scaledUnits } from '../../resources/kit/decimal-units';
import { decimalPlaces, happenedRange } from '../../resources/kit/field-rules';
import { validateField, validateRecord } from '../../resources/kit/validation';
import { translators as t } from './helpers/customer-messages';

function messages(resource: keyof typeof resources, field: string, value: unknown) {
  const { error } = validateField(resources[resource].fields[field as never], value);
  expect(error, `${resource}.${field} = ${JSON.stringify(value)}`).toBeDefined();
  return [
    renderValidationMessage(t.en, resource, field, error!),
    renderValidationMessage(t['pt-BR'], resource, field, error!),
  ];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('decimal places', () => {
  test('a decimal finer than its scale is refused, naming the places allowed', () => {
    expect(messages('invoicePayment', 'amount', 19.935)).toEqual([
      'Amount must have at most 2 decimal places',
      'Valor deve ter no máximo 2 casas decimais',
    ]);
    expect(messages('chemicalIn', 'quantity', '1.0005')[0]).toBe('Quantity must have at most 3 decimal places');
    expect(messages('tank', 'volume', 1e-7)[0]).toMatch(/at most 3 decimal places$/);
  });

  test('as many places as the scale, or trailing zeros, pass', () => {
    for (const value of [0.07, 19.93, '19.930', 20, 1e3]) {
      expect(validateField(resources.invoicePayment.fields.amount, value).error, String(value)).toBeUndefined();
    }
  });

  test('places and stored values are counted as the column rounds', () => {
    expect([decimalPlaces(19.935), decimalPlaces(1e-7), decimalPlaces(1.5e-7), decimalPlaces(20)]).toEqual([
      3, 7, 8, 0,
    ]);
    // Math.round(19.935 * 100) is 1993; numeric(14, 2) keeps '19.935' as 19.94.
    expect([scaledUnits(19.935, 2), scaledUnits('19.935', 2), scaledUnits(-0.005, 2), scaledUnits(0.07, 2)]).toEqual([
      1994, 1994, -1, 7,
    ]);
    expect([asStored(1.0005, 3), asStored(0.1 * 3, 3), asStored(1e-7, 3)]).toEqual([1.001, 0.3, 0]);
  });
});

describe('dates of things that happened', () => {
  test('the range runs from 2000-01-01 to a year from today', () => {
    expect(happenedRange(new Date(2026, 10, 27))).toEqual({ min: '2000-01-01', max: '2027-11-27' });
  });

  test("before 2000 or past a year from today is refused, the range in the reader's format", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    for (const value of ['1900-01-01', '1999-12-31', '2027-11-28', '9999-12-31', '0001-01-01']) {
      expect(messages('invoicePayment', 'date', value)).toEqual([
        'Date must be between 01/01/2000 and 11/27/2027',
        'Data deve estar entre 01/01/2000 e 27/11/2027',
      ]);
    }
    expect(messages('stockAdjustment', 'date', '0001-01-01')[0]).toBe('Date must be between 01/01/2000 and 11/27/2027');
    expect(messages('bathAnalysis', 'analysedAt', '1999-12-31T23:59:00Z')[1]).toMatch(
      /deve estar entre 01\/01\/2000 e 27\/11\/2027$/,
    );
    for (const value of ['2000-01-01', '2026-11-27', '2027-11-27']) {
      expect(validateField(resources.invoicePayment.fields.date, value).error, value).toBeUndefined();
    }
  });

  test('every writable date of a stored record declares the bound; a list filter keeps any day', () => {
    for (const resource of Object.values(resources)) {
      for (const [name, field] of Object.entries(resource.fields)) {
        if ((field.type === 'date' || field.type === 'datetime') && !field.readOnly)
          expect(field.happened, `${resource.name}.${name}`).toBe(true);
      }
    }
    expect(validateField({ type: 'date' }, '1990-01-01').error).toBeUndefined();
  });
});

describe('controls that reverse text', () => {
  test('U+202A to U+202E and U+2066 to U+2069 are refused in text', () => {
    for (const control of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(messages('customer', 'name', `A${control}gnp.exe`)).toEqual([
        'Name must not contain characters that change the direction of the text (U+202A to U+202E, U+2066 to U+2069)',
        'Nome não pode conter caracteres que mudam a direção do texto (U+202A a U+202E, U+2066 a U+2069)',
      ]);
    }
  });

  test('a multiline note and a row of a recipe are text too; other Unicode passes', () => {
    expect(validateField(resources.chemicalIn.fields.notes, 'ok\u2067x').error?.key).toBe('validation.string.bidi');
    expect(validateField(resources.customer.fields.name, 'Ação \u200e 中文 😀').error).toBeUndefined();
    // Made only of them, text is a blank (the invisible-text rule), not a reversal.
    expect(validateRecord(resources.customer, { name: '\u202e' }).errors.name).toEqual({ key: 'validation.required' });
  });
});
