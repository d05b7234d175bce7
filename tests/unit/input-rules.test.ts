/**
 * The shared client and server rules for what counts as empty text, and how unknown keys are
 * refused: text made only of invisible characters is a blank (a required field says so), and a
 * refusal names at most 20 unknown keys, then counts the rest.
 */
import { describe, expect, test } from 'vitest';
import { resources } from '../../resources';
import { customerMessages, validCustomer } from './helpers/customer-messages';
import { date, integer, text } from '../../resources/kit/fields';
import { isBlankText, validateField, validateRecord } from '../../resources/kit/validation';
import { invisibleTexts } from '../helpers/bad-input/text-samples';

const { customer } = resources;
const valid = validCustomer;

describe('text made only of invisible characters is blank', () => {
  test.each(invisibleTexts.map((s) => [JSON.stringify(s), s]))(
    '%s: required is refused as empty, optional stored as null',
    (_, sample) => {
      expect(isBlankText(sample)).toBe(true);
      expect(validateField(text({ required: true }), sample)).toEqual({
        value: null,
        error: { key: 'validation.required' },
      });
      expect(validateField(text(), sample)).toEqual({ value: null });
      // Not a number or a date either: the same blank for every type.
      expect(validateField(integer({ required: true }), sample).error).toEqual({ key: 'validation.required' });
      expect(validateField(date(), sample)).toEqual({ value: null });
    },
  );

  test('a required name of invisible characters gets the required message, in en and pt-BR', () => {
    for (const name of ['\u200b', '\u3164\u3164\u3164', '\u2060 \ufeff']) {
      expect(customerMessages({ ...valid, name })).toEqual({
        en: { name: 'Name is required' },
        'pt-BR': { name: 'Nome é obrigatório' },
      });
    }
  });

  test('text that shows something is kept as sent (trimmed), invisible characters inside it included', () => {
    for (const [sent, kept] of [
      ['\u200bAcme', '\u200bAcme'],
      ['Acme\u00a0', 'Acme'],
      ['e\u0301', 'e\u0301'],
      ['ㄱ', 'ㄱ'],
      ['😀', '😀'],
      ['-', '-'],
      ['Acme\u200b\u3164', 'Acme\u200b\u3164'],
      ['\u2800x', '\u2800x'],
      ['ــ', 'ــ'],
    ]) {
      expect(isBlankText(sent.trim()), JSON.stringify(sent)).toBe(false);
      expect(validateField(text({ required: true }), sent)).toEqual({ value: kept });
    }
  });
});

describe('unknown keys are named up to 20, then counted', () => {
  const keys = (n: number, prefix = 'k') =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 1]));
  const first20 = Array.from({ length: 20 }, (_, i) => `k${i}`).join(', ');

  test('20 are all named', () => {
    expect(customerMessages({ ...valid, ...keys(20) })).toEqual({
      en: { _unknown: `Data has keys beyond those specified: ${first20}` },
      'pt-BR': { _unknown: `Dados têm chaves além das especificadas: ${first20}` },
    });
  });

  test('60,000: the first 20 and how many more', () => {
    expect(customerMessages({ ...valid, ...keys(60_000) })).toEqual({
      en: { _unknown: `Data has keys beyond those specified: ${first20} and 59980 more` },
      'pt-BR': { _unknown: `Dados têm chaves além das especificadas: ${first20} e mais 59980` },
    });
  });

  test('a long key is cut short, so one key cannot make the answer large', () => {
    const long = 'x'.repeat(100_000);
    const { errors } = validateRecord(customer, { ...valid, [long]: 1 });
    expect(errors._unknown).toEqual({ key: 'validation.object.noUnknown', args: { unknown: `${'x'.repeat(40)}…` } });
  });

  test('a row with unknown columns is refused the same way', () => {
    const { recipe } = resources;
    const [rowsName] = Object.entries(recipe.fields).find(([, f]) => f.type === 'rows')!;
    const { errors } = validateRecord(recipe, { [rowsName]: [keys(25, 'c')] });
    expect(errors[`${rowsName}.0._unknown`]).toMatchObject({
      key: 'validation.object.noUnknownMore',
      args: { more: 5 },
    });
  });
});
