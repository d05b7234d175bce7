/**
 * Where the billing flow starts (tests/e2e/billing-flow.test.ts): what the parts flow builds in the
 * browser (tests/e2e/parts-flow.test.ts), written through the API instead: an owner, customer Acme
 * Plating (T30), part PN-4471-A at 2.50, shipper 1 of 10 parts and packing list 1 of 6 from it.
 */
import { createUser, type TestUser } from '../../helpers/users';
import { call } from '../../helpers/http';
import type { RunningApp } from './app';
import { withAppApi } from './in-process';

export const acme = { name: 'Acme Plating', email: 'buyer@acme.test', term: 'T30' as const };
export const part = { part: 'PN-4471-A', po: 'PO-9001', price: 2.5 };

export interface PackedShipper {
  owner: TestUser;
  customerId: string;
  productId: string;
  shipperId: string;
  packingId: string;
}

export function seedPackedShipper(app: RunningApp, date: string): Promise<PackedShipper> {
  return withAppApi(app, async ({ api, db }) => {
    const owner = await createUser(api, db, { roles: ['owner'] });
    const post = async (path: string, data: Record<string, unknown>) => {
      const res = await call<{ id: string }>(api, 'POST', `/api/${path}`, { token: owner.token, body: { data } });
      if (res.status !== 200) throw new Error(`POST /api/${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.id;
    };
    const customerId = await post('customer', acme);
    const productId = await post('product', { part: part.part, customer: customerId, po: part.po, price: part.price });
    const shipperId = await post('shipper', {
      date,
      po: part.po,
      customer: customerId,
      product: productId,
      quantity: 10,
    });
    const packingId = await post('packing', {
      status: 'Active',
      date,
      po: part.po,
      customer: customerId,
      shipper: shipperId,
      product: productId,
      quantity: 6,
    });
    return { owner, customerId, productId, shipperId, packingId };
  });
}
