/**
 * A customer's and the shop's fiscal identity in their country (issue 40): the tax id, state
 * registration, state and postal code checked and kept in the country's form, refused in the
 * reader's language with nothing written, and printed with the country's names (CNPJ, IE, EIN).
 */
import { describe, expect, test } from 'vitest';
import type { DocumentText } from '../../resources/kit/document-text';
import { call } from '../helpers/http';
import { as, createPacking, createShipper, ok, refused, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const post = (data: Record<string, unknown>, lang = 'en') =>
  call(ctx.app, 'POST', '/api/customer', { token: ctx.owner.token, body: { data }, lang });
const base = () => ({ name: unique('Metalúrgica'), email: 'compras@metalurgica.test', term: 'T30' });
const brazilian = {
  country: 'BR',
  address: 'Rua Barão de Jaguara',
  addressNumber: '1200',
  complement: 'Galpão 3',
  district: 'Centro',
  city: 'Campinas',
  state: 'sp',
  postalCode: '13015081',
  taxId: '11222333000181',
  stateRegistration: 'isento',
  contact: 'Joana Prado',
};

describe('a customer in Brazil', () => {
  test('is kept as the Receita and the post write it', async () => {
    const customer = ok(await post({ ...base(), ...brazilian }));
    expect(customer).toMatchObject({
      taxId: '11.222.333/0001-81',
      stateRegistration: 'ISENTO',
      state: 'SP',
      postalCode: '13015-081',
      country: 'BR',
    });
    const read = ok(await as(ctx, 'GET', `/api/customer/${customer.id}`));
    expect(read.taxId).toBe('11.222.333/0001-81');
  });

  test('a CNPJ whose check digits are wrong, a short CEP, an unknown UF: refused by name, nothing written', async () => {
    const pt = await refused(ctx, 400, () =>
      post({ ...base(), ...brazilian, taxId: '12.345.678/0001-00', postalCode: '13015-08', state: 'XX' }, 'pt-BR'),
    );
    expect(pt.errors).toEqual({
      taxId: 'CNPJ, CPF ou ID fiscal deve ser um CNPJ (11.222.333/0001-81) ou CPF (123.456.789-09) válido',
      postalCode: 'CEP deve ser um CEP de 8 dígitos, como 13015-081',
      state: 'Estado (UF) deve ser a sigla de um estado (SP, RJ, MG…)',
    });
    const en = await refused(ctx, 400, () => post({ ...base(), ...brazilian, stateRegistration: 'none' }));
    expect(en.errors).toEqual({
      stateRegistration: "State registration must be the Inscrição Estadual's digits, or ISENTO",
    });
  });

  test('an update checks the stored country with the new tax id, and a move abroad frees it', async () => {
    const customer = ok(await post({ ...base(), ...brazilian }));
    await refused(ctx, 400, () =>
      as(ctx, 'PUT', `/api/customer/${customer.id}`, { body: { data: { taxId: '123.456.789-00' } } }),
    );
    const cpf = ok(await as(ctx, 'PUT', `/api/customer/${customer.id}`, { body: { data: { taxId: '12345678909' } } }));
    expect(cpf.taxId).toBe('123.456.789-09');
    const moved = ok(
      await as(ctx, 'PUT', `/api/customer/${customer.id}`, {
        body: { data: { country: 'DE', taxId: 'DE123456789', postalCode: '80331', state: 'Bayern' } },
      }),
    );
    expect(moved).toMatchObject({ taxId: 'DE123456789', postalCode: '80331', state: 'Bayern' });
  });
});

describe('a customer in the United States', () => {
  test('an EIN and a ZIP+4 are kept as written there; a short EIN is refused', async () => {
    const us = ok(await post({ ...base(), country: 'US', taxId: '123456789', postalCode: '454021234', state: 'oh' }));
    expect(us).toMatchObject({ taxId: '12-3456789', postalCode: '45402-1234', state: 'OH' });
    const body = await refused(ctx, 400, () => post({ ...base(), country: 'US', taxId: '12-345678' }));
    expect(body.errors).toEqual({ taxId: 'Tax ID (CNPJ, CPF, EIN) must be an EIN of 9 digits, like 12-3456789' });
  });

  test("the spec's customer, without a country, is taken as before", async () => {
    const plain = ok(await post({ ...base(), address: '100 Main St', taxId: 'anything' }));
    expect(plain).toMatchObject({ address: '100 Main St', taxId: 'anything', country: null });
  });
});

describe('documents print the country’s names', () => {
  test("a Brazilian shop's letterhead and its customer's block: CNPJ, IE, the address in Brazil's form", async () => {
    ok(
      await as(ctx, 'PUT', '/api/settings/profile', {
        body: {
          profile: {
            shopName: 'Galvanoplastia Campinas Ltda.',
            address: 'Av. Brasil',
            addressNumber: '500',
            district: 'Jardim Guanabara',
            city: 'Campinas',
            state: 'SP',
            postalCode: '13070-178',
            country: 'BR',
            taxId: '11.444.777/0001-61',
            stateRegistration: '244.189.270.110',
            currency: 'BRL',
            documentLanguage: 'pt-BR',
          },
        },
      }),
    );
    const settings = ok<Row>(await as(ctx, 'GET', '/api/settings'));
    expect(settings.country).toBe('BR');
    const customer = ok(await post({ ...base(), ...brazilian }));
    const product = ok(
      await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('PN'), customer: customer.id } } }),
    );
    const packing = await createPacking(ctx, await createShipper(ctx, customer.id, product.id, 5), 5);
    const res = await call<DocumentText>(ctx.app, 'GET', `/api/packing/${packing.id}/pdf/content`, {
      token: ctx.owner.token,
      lang: 'pt-BR',
    });
    expect(res.status).toBe(200);
    expect(res.body.letterhead.details).toEqual([
      'Av. Brasil, 500',
      'Jardim Guanabara – Campinas/SP',
      'CEP 13070-178',
      'CNPJ: 11.444.777/0001-61 · IE: 244.189.270.110',
    ]);
    expect(res.body.parties[0][1].split('\n')).toEqual([
      customer.name,
      'A/C: Joana Prado',
      'Rua Barão de Jaguara, 1200 – Galpão 3',
      'Centro – Campinas/SP',
      'CEP 13015-081',
      'CNPJ: 11.222.333/0001-81 · IE: ISENTO',
    ]);
    // A customer abroad: its address in its country's form, the country named, its tax id as "ID fiscal".
    const abroad = ok(
      await post({
        ...base(),
        country: 'US',
        address: '100 Industrial Way',
        city: 'Dayton',
        state: 'OH',
        postalCode: '45402',
        taxId: '31-1234567',
      }),
    );
    const part = ok(
      await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('PN'), customer: abroad.id } } }),
    );
    const shipped = await createPacking(ctx, await createShipper(ctx, abroad.id, part.id, 5), 5);
    const en = await call<DocumentText>(ctx.app, 'GET', `/api/packing/${shipped.id}/pdf/content`, {
      token: ctx.owner.token,
      lang: 'en',
    });
    expect(en.body.parties[0][1].split('\n')).toEqual([
      abroad.name,
      '100 Industrial Way',
      'Dayton, OH 45402',
      'United States',
      'EIN: 31-1234567',
    ]);
  });
});
