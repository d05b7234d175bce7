import { expect, test } from 'vitest';
import customer from '../../resources/customer';
import { formattedTaxId, isCnpj } from '../../resources/kit/br-tax-ids';
import { countryCodes, shopCountryOf } from '../../resources/kit/countries';
import { countryFormatMessageKeys, inCountryForm } from '../../resources/kit/country-formats';
import { validateRecord } from '../../resources/kit/validation';
import { createTranslator } from '../../i18n';

test('CNPJ and CPF are checked by their digits and kept as the Receita prints them', () => {
  expect(inCountryForm('taxId', 'BR', '11222333000181')).toEqual({ value: '11.222.333/0001-81' });
  expect(inCountryForm('taxId', 'BR', '11.222.333/0001-81')).toEqual({ value: '11.222.333/0001-81' });
  expect(inCountryForm('taxId', 'BR', '123.456.789-09')).toEqual({ value: '123.456.789-09' });
  expect(inCountryForm('taxId', 'BR', '12.345.678/0001-00')).toEqual({ error: { key: 'validation.country.taxId.BR' } });
  expect(inCountryForm('taxId', 'BR', '111.111.111-11').error).toBeDefined();
  // The Receita's example of a letters-and-digits CNPJ, issued since July 2026.
  expect(isCnpj('12.ABC.345/01DE-35')).toBe(true);
  expect(formattedTaxId('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  expect(isCnpj('12.ABC.345/01DE-36')).toBe(false);
});

test('an EIN, ZIP codes and states in the United States', () => {
  expect(inCountryForm('taxId', 'US', '123456789')).toEqual({ value: '12-3456789' });
  expect(inCountryForm('taxId', 'US', '12-345678').error).toEqual({ key: 'validation.country.taxId.US' });
  expect(inCountryForm('postalCode', 'US', '02134')).toEqual({ value: '02134' });
  expect(inCountryForm('postalCode', 'US', '021341234')).toEqual({ value: '02134-1234' });
  expect(inCountryForm('postalCode', 'US', '0213').error).toBeDefined();
  expect(inCountryForm('state', 'US', 'ny')).toEqual({ value: 'NY' });
  expect(inCountryForm('state', 'US', 'SP').error).toBeDefined();
});

test("Brazil's CEP, UF and Inscrição Estadual (ISENTO allowed); elsewhere, free text", () => {
  expect(inCountryForm('postalCode', 'BR', '13015081')).toEqual({ value: '13015-081' });
  expect(inCountryForm('postalCode', 'BR', '13015-08').error).toBeDefined();
  expect(inCountryForm('state', 'BR', 'sp')).toEqual({ value: 'SP' });
  expect(inCountryForm('stateRegistration', 'BR', 'isento')).toEqual({ value: 'ISENTO' });
  expect(inCountryForm('stateRegistration', 'BR', '244.189.270.110')).toEqual({ value: '244.189.270.110' });
  expect(inCountryForm('stateRegistration', 'BR', 'none').error).toBeDefined();
  expect(inCountryForm('taxId', 'DE', 'DE123456789')).toEqual({ value: 'DE123456789' });
  expect(inCountryForm('taxId', undefined, 'anything')).toEqual({ value: 'anything' });
});

test("a customer's fields are checked in the customer's own country, on both sides", () => {
  const base = { name: 'Metalúrgica Campinas', email: 'compras@example.com.br', term: 'T30' };
  const good = validateRecord(customer, {
    ...base,
    country: 'BR',
    taxId: '11222333000181',
    postalCode: '13015081',
    state: 'sp',
  });
  expect(good.errors).toEqual({});
  expect(good.values).toMatchObject({ taxId: '11.222.333/0001-81', postalCode: '13015-081', state: 'SP' });
  const bad = validateRecord(customer, { ...base, country: 'BR', taxId: '12.345.678/0001-00' });
  expect(bad.errors).toEqual({ taxId: { key: 'validation.country.taxId.BR' } });
  // No country, or an unknown one, says nothing of the tax id: the country's own error speaks.
  expect(validateRecord(customer, { ...base, taxId: '12.345.678/0001-00' }).errors).toEqual({});
  expect(Object.keys(validateRecord(customer, { ...base, country: 'XX', taxId: 'x' }).errors)).toEqual(['country']);
});

test('every refusal and every country is named in both languages', () => {
  for (const locale of ['en', 'pt-BR'] as const) {
    const t = createTranslator(locale);
    for (const key of countryFormatMessageKeys) expect(t(key, { path: 'X' }), key).not.toBe(key);
    for (const code of countryCodes) expect(t(`choices.country.${code}.label`)).not.toMatch(/^choices\./);
  }
  expect(createTranslator('pt-BR')('choices.country.US.label')).toBe('Estados Unidos');
  expect(shopCountryOf({ currency: 'BRL' })).toBe('BR');
  expect(shopCountryOf({ country: 'PT', currency: 'EUR' })).toBe('PT');
  expect(shopCountryOf({ currency: 'EUR' })).toBeUndefined();
});
