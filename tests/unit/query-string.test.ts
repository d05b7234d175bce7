/** The client's query strings are bracket form (docs/product-spec.md#api-calls), and the server reads them back. */
import qs from 'qs';
import { describe, expect, test } from 'vitest';
import { queryString } from '../../src/providers/api';

const decode = (text: string) => decodeURIComponent(text);
// The server's parser (server/app.ts).
const serverParse = (text: string) =>
  qs.parse(text.replace(/^\?/, ''), { depth: 4, arrayLimit: 1000, parameterLimit: 2000 });

describe('queryString', async () => {
  test('filters, ranges, orderBy and paging in bracket form', async () => {
    const text = await queryString({
      filter: { name: 'acme', dateRange: ['2026-01-01', '2026-01-31'] },
      orderBy: 'name_ASC',
      limit: 10,
      offset: 0,
    });
    expect(decode(text)).toBe(
      '?filter[name]=acme&filter[dateRange][0]=2026-01-01&filter[dateRange][1]=2026-01-31&orderBy=name_ASC&limit=10&offset=0',
    );
  });

  test('keeps an open range end as an empty value and drops null parameters', async () => {
    expect(decode(await queryString({ filter: { quantityRange: ['', 5] }, limit: null, offset: null }))).toBe(
      '?filter[quantityRange][0]=&filter[quantityRange][1]=5',
    );
  });

  test('ids for a bulk delete', async () => {
    expect(decode(await queryString({ ids: ['a', 'b'] }))).toBe('?ids[0]=a&ids[1]=b');
  });

  test('encodes values but not brackets', async () => {
    const text = await queryString({ filter: { name: 'a&b =c/ç' } });
    expect(text).toBe('?filter[name]=a%26b%20%3Dc%2F%C3%A7');
  });

  test('nothing to send is an empty string', async () => {
    expect(await queryString({})).toBe('');
    expect(await queryString(undefined)).toBe('');
  });

  test('the server parses what the client sends back into the same structure', async () => {
    const query = {
      filter: { name: 'a&b', createdAtRange: ['2026-01-01', ''], term: 'T30' },
      orderBy: 'createdAt_DESC',
      limit: '10',
      offset: '20',
    };
    expect(serverParse(await queryString(query))).toEqual(query);
  });
});
