/**
 * A shop's own payment terms (issue 40, item 4): a number of days beside the spec's T30/T45/T60,
 * named from its days in the reader's language, read back from either language on import, refused
 * without listing every count of days.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator, renderValidationMessage } from '../../i18n';
import customer from '../../resources/customer';
import { validateField } from '../../resources/kit/field-validation';
import { customerTerms, dayTerm, shopTermsOf, termDays } from '../../resources/kit/payment-terms';
import { parseSettings } from '../../resources/kit/settings';
import { optionLabel } from '../../src/views/fields/option-label';
import { importHelpRows } from '../../src/views/import/import-help';
import { nameKey, optionNames } from '../../src/views/import/option-names';

const en = createTranslator('en');
const pt = createTranslator('pt-BR');
const term = customer.fields.term;

describe('terms and their days', () => {
  it('counts the spec terms and the days terms; 30, 45 and 60 days are the spec terms, never D30', () => {
    expect([termDays('T30'), termDays('T60'), termDays('D0'), termDays('D28'), termDays('D365')]).toEqual([
      30, 60, 0, 28, 365,
    ]);
    for (const none of ['D30', 'D366', 'D07', 'D-1', 'd28', '28', '', null, 28]) expect(termDays(none)).toBeNull();
    expect([dayTerm(0), dayTerm(28), dayTerm(30), dayTerm(45)]).toEqual(['D0', 'D28', 'T30', 'T45']);
    expect(customerTerms.slice(0, 3)).toEqual(['T30', 'T45', 'T60']);
    expect(new Set(customerTerms).size).toBe(customerTerms.length);
  });

  it("reads the shop's rows of days as codes, by days, once each, anything else left out", () => {
    const rows = [{ days: 28 }, { days: 0 }, { days: 30 }, { days: 28 }, { days: 400 }, { days: 1.5 }, null, {}];
    expect(shopTermsOf(rows)).toEqual(['D0', 'D28', 'T30']);
    expect(shopTermsOf(undefined)).toEqual([]);
    // A cached answer keeps only terms there are.
    expect(parseSettings({ paymentTerms: ['D0', 'D30', 'X', 7, 'D15'] }).paymentTerms).toEqual(['D0', 'D15']);
  });
});

describe('how a term is named', () => {
  it('says the days in the reader’s language: à vista, 28 dias, Net 28', () => {
    const said = (t: typeof en, code: string) => optionLabel(t, term, code);
    expect(['D0', 'D1', 'D28', 'T30'].map((code) => said(en, code))).toEqual([
      'Due on receipt',
      'Net 1',
      'Net 28',
      'T30 (30 days)',
    ]);
    expect(['D0', 'D1', 'D28', 'T30'].map((code) => said(pt, code))).toEqual([
      'À vista',
      '1 dia',
      '28 dias',
      'T30 (30 dias)',
    ]);
  });

  it('imports a code or a name in either language as the code', () => {
    const names = optionNames(customer, [en, pt]).get('term')!;
    const read = (name: string) => names.get(nameKey(name));
    expect(
      ['à vista', 'due on receipt', 'd0', '28 dias', 'net 28', 'd28', '30 dias', '30 days', 't30'].map(read),
    ).toEqual(['D0', 'D0', 'D0', 'D28', 'D28', 'D28', 'T30', 'T30', 'T30']);
  });

  it('tells on the import template the fixed terms and how the others are written', () => {
    const row = importHelpRows(customer, pt).find(([column]) => column === 'Prazo');
    expect(row?.[2]).toBe(
      'Um de: T30 (30 dias), T45 (45 dias), T60 (60 dias) (ou o código), ou um contado em dias, como À vista, 28 dias (D0, D28)',
    );
  });

  it('refuses a term that is none by the fixed ones and an example, not 366 counts of days', () => {
    for (const bad of ['D30', 'D366', 'Net 28']) {
      const { error } = validateField(term, bad);
      expect(renderValidationMessage(pt, 'customer', 'term', error!)).toBe(
        'Prazo deve ser um dos seguintes valores: T30, T45, T60, D0, ou um contado em dias, como D28',
      );
    }
    expect(validateField(term, 'D28').error).toBeUndefined();
  });
});
