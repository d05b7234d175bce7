/**
 * The shop's own payment terms (issue 40, item 4): the owner keeps them in days on the company
 * profile, every user's settings list them, a customer may have one, its invoices fall due that many
 * days after their date and print it in the document's language.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { DocumentText } from '../../resources/kit/document-text';
import { documentTextAnswer } from '../../resources/kit/document-text-answer';
import { shopSettingsAnswer } from '../../resources/kit/settings-answer';
import { settings } from '../../server/db/tables';
import { describedBy } from '../helpers/answer-schema';
import { call } from '../helpers/http';
import {
  as,
  auditCount,
  createPacking,
  createShipper,
  ok,
  refused,
  setupPartsFlow,
  snapshot,
  unique,
  type Row,
} from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const profile = {
  shopName: 'Galvânica Campinas Ltda.',
  address: 'Rua das Indústrias, 100',
  currency: 'BRL',
  documentLanguage: 'pt-BR',
};
const saveProfile = (paymentTermDays: unknown, lang = 'en') =>
  as(ctx, 'PUT', '/api/settings/profile', { body: { profile: { ...profile, paymentTermDays } }, lang });
const shopSettings = async () =>
  (await describedBy(shopSettingsAnswer, call(ctx.app, 'GET', '/api/settings', { token: ctx.owner.token }))).body;
const settingsRow = () => ctx.db.select().from(settings);

async function customerWith(term: string) {
  return ok(
    await as(ctx, 'POST', '/api/customer', {
      body: { data: { name: unique('Metalúrgica'), email: 'compras@metal.test', term } },
    }),
  );
}

async function invoiceFor(customer: Row, date: string) {
  const product = ok(
    await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('PN'), customer: customer.id } } }),
  );
  const packing = await createPacking(ctx, await createShipper(ctx, customer.id, product.id, 10), 4);
  return ok(
    await as(ctx, 'POST', '/api/invoice', {
      body: { data: { date, packing: packing.id, customer: customer.id, product: product.id, unitPrice: 10 } },
    }),
  );
}

const termsLine = async (invoice: Row, lang: string) => {
  const res = await describedBy(
    documentTextAnswer,
    call<DocumentText>(ctx.app, 'GET', `/api/invoice/${invoice.id}/pdf/content`, { token: ctx.owner.token, lang }),
  );
  return res.body.meta.find(([label]) => label === (lang === 'en' ? 'Terms' : 'Condições'))?.[1];
};

beforeAll(async () => {
  ok(await saveProfile([]));
});

describe("the shop's own terms", () => {
  test('kept by the owner in days; every user reads them as codes, by days, 30 days as T30', async () => {
    ok(await saveProfile([{ days: 28 }, { days: 0 }, { days: 30 }]));
    expect((await shopSettings()).paymentTerms).toEqual(['D0', 'D28', 'T30']);
    const [row] = await settingsRow();
    expect(row).toMatchObject({ paymentTermDays: [{ days: 28 }, { days: 0 }, { days: 30 }] });
  });

  test('a count of days that is none is refused under its field, in the reader’s language, and nothing is written', async () => {
    const before = { row: await settingsRow(), audit: await auditCount(ctx) };
    const cases: [unknown, string, string][] = [
      [
        [{ days: 366 }],
        'Days in row 1 must be less than or equal to 365',
        'Dias na linha 1 deve ser menor ou igual a 365',
      ],
      [
        [{ days: 28 }, { days: -1 }],
        'Days in row 2 must be greater than or equal to 0',
        'Dias na linha 2 deve ser maior',
      ],
      [[{ days: 1.5 }], 'Days in row 1 must be an integer', 'Dias na linha 1 deve ser um número inteiro'],
      [[{}], 'Days in row 1 is required', 'Dias na linha 1 são obrigatórios'],
      [
        Array.from({ length: 13 }, (_, days) => ({ days })),
        'Own payment terms (days) must have at most 12 rows',
        'Prazos próprios (dias) deve ter no máximo 12 linhas',
      ],
    ];
    for (const [days, en, pt] of cases) {
      const res = await saveProfile(days);
      expect(res.status, JSON.stringify(days)).toBe(400);
      expect((res.body as { message: string }).message).toContain(en);
      expect(((await saveProfile(days, 'pt-BR')).body as { message: string }).message).toContain(pt);
    }
    expect({ row: await settingsRow(), audit: await auditCount(ctx) }).toEqual(before);
  });
});

describe('a customer on a term of days', () => {
  test('its invoice falls due that many days after its date; à vista, on the date itself', async () => {
    const date = '2026-12-01';
    expect((await invoiceFor(await customerWith('D28'), date)).dueDate).toBe('2026-12-29');
    expect((await invoiceFor(await customerWith('D0'), date)).dueDate).toBe('2026-12-01');
    expect((await invoiceFor(await customerWith('T45'), date)).dueDate).toBe('2027-01-15');
  });

  test('the invoice prints the term in the document’s language: 28 dias, Net 28, À vista, 30 dias', async () => {
    const date = new Date().toISOString().slice(0, 10);
    const d28 = await invoiceFor(await customerWith('D28'), date);
    expect([await termsLine(d28, 'pt-BR'), await termsLine(d28, 'en')]).toEqual(['28 dias', 'Net 28']);
    const d0 = await invoiceFor(await customerWith('D0'), date);
    expect([await termsLine(d0, 'pt-BR'), await termsLine(d0, 'en')]).toEqual(['À vista', 'Due on receipt']);
    const t30 = await invoiceFor(await customerWith('T30'), date);
    expect(await termsLine(t30, 'pt-BR')).toBe('30 dias');
  });

  test('a term that is none (D30 is T30, D366, a label) is refused by the terms there are, and nothing is written', async () => {
    for (const term of ['D30', 'D366', 'Net 28']) {
      const body = await refused(
        ctx,
        400,
        () =>
          as(ctx, 'POST', '/api/customer', {
            body: { data: { name: unique('Autopeças'), email: 'a@b.test', term } },
            lang: 'pt-BR',
          }),
        snapshot,
      );
      expect(body.errors?.term).toBe(
        'Prazo deve ser um dos seguintes valores: T30, T45, T60, D0, ou um contado em dias, como D28',
      );
    }
  });
});
