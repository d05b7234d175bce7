/**
 * A field kept for one country's paperwork (`shopCountries`, Brazil's NF-e) is offered on screens
 * only by a shop in that country; the API's validation takes it anywhere.
 */
import { describe, expect, test } from 'vitest';
import { defineResource, text } from '../../resources/kit/fields';
import { offeredIn } from '../../resources/kit/derive';
import { validateRecord } from '../../resources/kit/validation';
import { filterInputs } from '../../src/views/fields/filter-inputs';
import { offeredInShop, type MenuEntry } from '../../src/layout/menu-entries';

const errand = defineResource({
  name: 'errand',
  fields: {
    title: text({ required: true }),
    note: text({ max: 20, shopCountries: ['BR'] }),
  },
  permissions: {},
  labelField: 'title',
});
const translate = (key: string) => key;
const names = (country: string | null) =>
  Object.entries(errand.fields)
    .filter(offeredIn(country))
    .map(([name]) => name);

describe('a field for one country’s paperwork', () => {
  test('is offered by a shop in that country, and only there', () => {
    expect(names('BR')).toEqual(['title', 'note']);
    expect(names('US')).toEqual(['title']);
    // A shop whose country is not known yet is offered only what every shop keeps.
    expect(names(null)).toEqual(['title']);
  });

  test('is a filter only there', () => {
    const keys = (country: string | null) => filterInputs(errand, translate, country).map((input) => input.key);
    expect(keys('BR')).toContain('note');
    expect(keys('US')).not.toContain('note');
    expect(keys('US')).toEqual(keys('BR').filter((key) => key !== 'note'));
  });

  test('is still taken by the API anywhere', () => {
    expect(validateRecord(errand, { title: 'Rack', note: '12' })).toEqual({
      values: { title: 'Rack', note: '12' },
      errors: {},
    });
  });

  test("a menu entry for it too (the fiscal notes' page)", () => {
    const entry = { path: '/x', label: 'x', icon: 'x', order: 1, admin: false, shopCountries: ['BR'] } as MenuEntry;
    expect([offeredInShop(entry, 'BR'), offeredInShop(entry, 'US'), offeredInShop(entry, null)]).toEqual([
      true,
      false,
      false,
    ]);
    expect(offeredInShop({ ...entry, shopCountries: undefined }, 'US')).toBe(true);
  });
});
