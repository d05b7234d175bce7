/**
 * The load soak's request mix: what people do all day in the back office. Each connection cycles
 * through lists (filters, sort, page), single records, autocompletes and creates of customers,
 * shippers and chemical uses, with one signed-in user's Bearer token. Writes answered 2xx are
 * counted, so the audit log can be checked against them.
 */
import type { Request } from 'autocannon';
import { bracketQuery } from '../../helpers/http';

export interface Seeded {
  customer: { id: string; name: string };
  product: { id: string };
  chemical: { id: string };
}

export interface WriteTally {
  customer: number;
  shipper: number;
  chemicalOut: number;
  /** The first few refusals, for the report. */
  refusals: string[];
}

export const newTally = (): WriteTally => ({ customer: 0, shipper: 0, chemicalOut: 0, refusals: [] });
export const writes = (tally: WriteTally) => tally.customer + tally.shipper + tally.chemicalOut;

let seq = 0;

export function requestsFor(token: string, seeded: Seeded, tally: WriteTally): Request[] {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'en' };
  const get = (path: string, query?: Record<string, unknown>): Request => ({
    method: 'GET',
    path: `/api/${path}${bracketQuery(query)}`,
    headers,
  });
  const post = (
    path: keyof Omit<WriteTally, 'refusals'>,
    url: string,
    data: () => Record<string, unknown>,
  ): Request => ({
    method: 'POST',
    path: `/api/${url}`,
    headers,
    setupRequest: (request) => ({ ...request, body: JSON.stringify({ data: data() }) }),
    onResponse: (status, body) => {
      if (status >= 200 && status < 300) tally[path]++;
      else if (tally.refusals.length < 5) tally.refusals.push(`${status} POST ${url}: ${body.slice(0, 200)}`);
    },
  });
  const { customer, product, chemical } = seeded;
  return [
    get('customer', { filter: { name: 'load' }, orderBy: 'name_ASC', limit: 25 }),
    get(`customer/${customer.id}`),
    get('customer/autocomplete', { query: 'load', limit: 10 }),
    post('customer', 'customer', () => ({
      name: `load customer ${process.pid}-${++seq}`,
      email: 'load@plating.test',
      term: 'T45',
    })),
    get('shipper', { filter: { customer: customer.id }, orderBy: 'valueID_DESC', limit: 25, offset: 0 }),
    post('shipper', 'shipper', () => ({
      date: '2026-03-02',
      po: `load po ${++seq}`,
      customer: customer.id,
      product: product.id,
      quantity: 2,
    })),
    get('chemical', { filter: { lowStock: false }, orderBy: 'name_ASC', limit: 25 }),
    post('chemicalOut', 'chemical-out', () => ({
      date: '2026-03-02',
      chemical: chemical.id,
      quantity: 0.001,
      notes: 'load use',
    })),
    get('product/autocomplete', { query: 'load', limit: 10 }),
    get(`product/${product.id}`),
  ];
}
