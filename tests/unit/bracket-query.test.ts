/** The client writes its query strings without qs (src/providers/bracket-query.ts), exactly as qs did. */
import qs from 'qs';
import { describe, expect, test } from 'vitest';
import { bracketQuery } from '../../src/providers/bracket-query';

const asQs = (query: Record<string, unknown>) =>
  qs.stringify(query, { arrayFormat: 'indices', encodeValuesOnly: true, skipNulls: true });

describe('bracketQuery', () => {
  const cases: Record<string, Record<string, unknown>> = {
    'a list page': {
      filter: { name: 'acme', dateRange: ['2026-01-01', '2026-01-31'] },
      orderBy: 'name_ASC',
      limit: 10,
      offset: 0,
    },
    'open range ends and nulls': {
      filter: { quantityRange: ['', 5], other: null, gone: undefined },
      limit: null,
      offset: undefined,
    },
    'ids of a bulk delete': { ids: ['a', 'b', 'c'] },
    'characters to encode': { filter: { name: "a&b =c/ç!'()*~-._ 日本 😀", q: '100%' } },
    'booleans, numbers and dates': {
      filter: { active: true, paid: false, price: 1.5, at: new Date('2026-03-04T05:06:07.000Z') },
    },
    'nested objects and arrays of objects': {
      filter: { range: { from: 1, to: [2, { x: 'y' }] } },
      rows: [{ a: 1 }, { b: 'z' }],
    },
    'empty arrays and objects say nothing': { filter: {}, ids: [], limit: 5 },
  };
  for (const [name, query] of Object.entries(cases)) {
    test(`${name}: the same text as qs`, () => {
      expect(bracketQuery(query)).toBe(asQs(query));
    });
  }

  test('the server reads it back into the same structure', () => {
    const query = {
      filter: { name: 'a&b', createdAtRange: ['2026-01-01', ''] },
      orderBy: 'createdAt_DESC',
      limit: '10',
      offset: '20',
    };
    expect(qs.parse(bracketQuery(query))).toEqual(query);
  });
});
