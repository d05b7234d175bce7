/**
 * What forms derive from declarations: dates that start at today (the browser's calendar, not
 * UTC's), phone numbers in the international form with a message naming it, what "Use recipe"
 * takes from each chemical, and what a record's page is titled.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n';
import { renderValidationMessage } from '../../i18n/render';
import { resources } from '../../resources';
import { formatMessageArgs } from '../../i18n/message-args';
import { missingStock, stockNeeds, type NeedChemical } from '../../resources/kit/chemistry-needs';
import { formDefaults, localToday } from '../../resources/kit/form-defaults';
import { validateRecord } from '../../resources/kit/validation';
import { recordTitle } from '../../src/views/record-title';
import { validCustomer } from './helpers/customer-messages';

describe('form defaults', () => {
  // 23:30 on the 24th where the browser is: UTC may already be the 25th (or still the 24th).
  const lateEvening = new Date(2026, 10, 24, 23, 30);

  it("is the browser's own date, never the UTC one", () => {
    expect(localToday(lateEvening)).toBe('2026-11-24');
    expect(localToday(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('starts shipper, packing, receipt, use and recipe-use dates at today, and keeps declared defaults', () => {
    for (const resource of [resources.shipper, resources.packing, resources.chemicalIn, resources.chemicalOut]) {
      expect(formDefaults(resource, lateEvening).date, resource.name).toBe('2026-11-24');
    }
    expect(formDefaults(resources.packing, lateEvening)).toEqual({ status: 'Active', date: '2026-11-24' });
    // An invoice's date is not declared to start at today: its form leaves it for the user.
    expect(formDefaults(resources.invoice, lateEvening).date).toBeUndefined();
  });

  it('leaves a required date required: the server still refuses a missing one', () => {
    const { errors } = validateRecord(resources.shipper, { quantity: 1 });
    expect(errors.date).toEqual({ key: 'validation.required' });
  });
});

describe('phone numbers', () => {
  const en = createTranslator('en');
  const pt = createTranslator('pt-BR');
  const check = (phone: unknown) => validateRecord(resources.customer, { ...validCustomer, phone });

  it('accepts the international form and the ways numbers are written locally', () => {
    for (const phone of ['+55 11 98765-4321', '+1 (555) 010-0100', '(11) 3333-4444', '555-0100', '11.3333.4444']) {
      expect(check(phone).errors, phone).toEqual({});
    }
  });

  it('refuses what is no phone number, naming the expected form in both languages', () => {
    for (const phone of ['call me', '++55 11 98765-4321', '55+11', '#123', '-55']) {
      const { errors } = check(phone);
      expect(errors.phone, phone).toEqual({ key: 'validation.string.phone' });
      expect(renderValidationMessage(en, 'customer', 'phone', errors.phone)).toBe(
        'Phone must look like +55 11 98765-4321',
      );
      expect(renderValidationMessage(pt, 'customer', 'phone', errors.phone)).toBe(
        'Telefone deve ser como +55 11 98765-4321',
      );
    }
  });
});

describe('what a recipe takes from stock', () => {
  const chemicals = new Map<string, NeedChemical>([
    ['ni', { name: 'Nickel sulfate', unit: 'kg', stock: 1.2 }],
    ['acid', { name: 'Boric acid', unit: 'L', stock: 3 }],
  ]);

  it('converts to the chemical unit, adds up a chemical named twice, and gives stock before and after', () => {
    const needs = stockNeeds(
      [
        { chemical: 'ni', quantity: 500, unit: 'g' },
        { chemical: 'acid', quantity: 0.25, unit: 'L' },
        { chemical: 'ni', quantity: 0.1, unit: 'kg' },
      ],
      2,
      chemicals,
    );
    expect(needs).toEqual([
      { chemical: 'ni', name: 'Nickel sulfate', unit: 'kg', takes: 1.2, before: 1.2, after: 0, missing: 0 },
      { chemical: 'acid', name: 'Boric acid', unit: 'L', takes: 0.5, before: 3, after: 2.5, missing: 0 },
    ]);
    expect(missingStock(needs).quantities).toEqual([]);
  });

  it('names every short chemical with how much it lacks', () => {
    const needs = stockNeeds(
      [
        { chemical: 'ni', quantity: 1, unit: 'kg' },
        { chemical: 'acid', quantity: 2, unit: 'L' },
      ],
      2,
      chemicals,
    );
    expect(needs.map((n) => [n.after, n.missing])).toEqual([
      [-0.8, 0.8],
      [-1, 1],
    ]);
    expect(missingStock(needs).quantities).toEqual([
      { name: 'Nickel sulfate', amount: 0.8, unit: 'kg' },
      { name: 'Boric acid', amount: 1, unit: 'L' },
    ]);
    expect(formatMessageArgs({ missing: missingStock(needs) }, 'pt-BR')).toEqual({
      missing: 'Nickel sulfate 0,8 kg; Boric acid 1 L',
    });
  });

  it('leaves out what cannot be converted or is unknown: the unit check refuses those', () => {
    expect(
      stockNeeds(
        [
          { chemical: 'ni', quantity: 1, unit: 'L' },
          { chemical: 'gone', quantity: 1, unit: 'kg' },
        ],
        1,
        chemicals,
      ),
    ).toEqual([]);
  });
});

describe("a record's page title", () => {
  const t = createTranslator('en');
  const translate = (key: string, options?: Record<string, unknown>) => t(key, options);

  it('is the number with its kind, a name alone, never the UUID', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(recordTitle(resources.shipper, { id, valueID: 1024 }, translate)).toBe('Shipper 1024');
    expect(recordTitle(resources.customer, { id, name: 'Acme Plating' }, translate)).toBe('Acme Plating');
    expect(recordTitle(resources.chemicalOut, { id, date: '2026-11-24' }, translate)).toBe('Chemical use 2026-11-24');
    // A receipt without a lot is named by its kind.
    expect(recordTitle(resources.chemicalIn, { id, lot: null }, translate)).toBe('Chemical receipt');
    // A choice as its label field is named by the option's name, not its code.
    expect(recordTitle(resources.stockAdjustment, { id, reason: 'customerReturn' }, translate)).toBe(
      'Stock adjustment Customer return',
    );
  });
});
