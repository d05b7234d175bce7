// @vitest-environment jsdom
/**
 * Numbers inside messages follow the interface language (issue 34, item 2): a rule's bound, an amount
 * in the shop's currency and a count are written "2.147.483.647", "R$ 3.400,00", "2.000", "−3.000" in
 * pt-BR and grouped in English, on the server's translator and the client's provider alike; the stock
 * dialog writes on hand now and after the same way.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createElement } from 'react';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, describe, expect, test } from 'vitest';
import { createTranslator } from '../../i18n';
import { renderMessage } from '../../i18n/render';
import { integer } from '../../resources/kit/fields';
import { moneyArg, numberArg } from '../../resources/kit/messages';
import { validateField, type MessageDescriptor } from '../../resources/kit/validation';
import { AdjustStockDialog } from '../../src/custom/product/AdjustStockDialog';
import { renderAdmin, testI18n } from './helpers/render-admin';

afterEach(cleanup);

/** No-break spaces (Intl's, after a currency symbol) as plain ones, to compare with what a person reads. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const languages = ['en', 'pt-BR'] as const;
/** The same message through the server's translator and the client's provider: both must agree. */
function rendered(key: string, args: MessageDescriptor['args']) {
  return Object.fromEntries(
    languages.map((locale) => {
      const server = plain(createTranslator(locale)(key, args));
      expect(plain(testI18n(locale).translate(key, args))).toBe(server);
      return [locale, server];
    }),
  );
}

/** A refusal only the server writes (i18n/documents-*.ts: kept out of the browser's catalogue). */
const serverRendered = (key: string, args: MessageDescriptor['args']) =>
  Object.fromEntries(languages.map((locale) => [locale, plain(createTranslator(locale)(key, args))]));

describe('numbers inside messages', () => {
  test('a bound of the shared validation: "less than or equal to 2,147,483,647" / "2.147.483.647"', () => {
    const { error } = validateField(integer(), 2_147_483_648);
    const message = error as MessageDescriptor;
    expect(renderMessage(createTranslator('en'), 'Quantity', message)).toBe(
      'Quantity must be less than or equal to 2,147,483,647',
    );
    expect(renderMessage(createTranslator('pt-BR'), 'Quantidade', message)).toBe(
      'Quantidade deve ser menor ou igual a 2.147.483.647',
    );
    expect(renderMessage(testI18n('pt-BR').translate, 'Quantidade', message)).toBe(
      'Quantidade deve ser menor ou igual a 2.147.483.647',
    );
  });

  test('money in the shop\'s currency: "$3,400.00" / "R$ 3.400,00"; an invoice number stays as it is', () => {
    const usd = serverRendered('errors.invoicePayment.overpaid', { invoice: 1003, balance: moneyArg(3400, 'USD') });
    expect(usd.en).toBe('This payment is more than the balance due on invoice 1003 ($3,400.00)');
    const brl = serverRendered('errors.invoicePayment.overpaid', { invoice: 3, balance: moneyArg(3400, 'BRL') });
    expect(brl['pt-BR']).toMatch(/ \(R\$ 3\.400,00\)$/);
    expect(brl.en).toBe('This payment is more than the balance due on invoice 3 (R$3,400.00)');
  });

  test('a count: "only 2,000 on hand" / "há apenas 2.000 em estoque"; below zero with a true minus', () => {
    const stock = serverRendered('errors.product.belowZero', { part: 'BR-100', onHand: numberArg(2000) });
    expect(stock).toEqual({
      en: 'This would take part BR-100 below zero: only 2,000 on hand',
      'pt-BR': 'Isto deixaria a peça BR-100 abaixo de zero: há apenas 2.000 em estoque',
    });
    expect(rendered('custom.stockAdjustment.recorded', { onHand: numberArg(-3000) })['pt-BR']).toContain('−3.000');
    expect(
      serverRendered('errors.chemical.insufficientStock', { stock: numberArg(1234.5), unit: 'kg', chemical: 'Ni' })[
        'pt-BR'
      ],
    ).toBe('Há apenas 1.234,5 kg de Ni em estoque');
  });
});

describe('the stock dialog', () => {
  const product: RaRecord = { id: '00000000-0000-4000-8000-000000000007', part: 'BR-100', inventory: 2000 };
  const cases = [
    ['en', 'Quantity (+/−) *', '2,000', '−3,000'],
    ['pt-BR', 'Quantidade (+/−) *', '2.000', '−3.000'],
  ] as const;
  for (const [locale, label, now, after] of cases) {
    test(`${locale}: on hand ${now} now and ${after} after taking 5000 off`, () => {
      renderAdmin(createElement(AdjustStockDialog, { product, onClose: () => undefined }), {
        dataProvider: {} as DataProvider,
        locale,
      });
      expect(screen.getByTestId('on-hand-now').textContent).toBe(now);
      fireEvent.change(screen.getByLabelText(label), { target: { value: '-5000' } });
      expect(screen.getByTestId('on-hand-after').textContent).toBe(after);
    });
  }
});
