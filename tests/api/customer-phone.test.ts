/**
 * A customer's phone takes the international form (+55 11 98765-4321); anything else is a 400
 * naming the expected form, in the caller's language, and nothing is written (docs/decisions.md#phone-numbers).
 */
import { describe, expect, test } from 'vitest';
import { call } from '../helpers/http';
import { as, createCustomer, ok, refused, setupPartsFlow, unique } from '../helpers/parts-flow';

const ctx = setupPartsFlow();
const base = () => ({ name: unique('customer'), email: 'parts@plating.test', term: 'T30' });
const expected = 'Phone must look like +55 11 98765-4321';

describe('customer phone', () => {
  test('the international form and local ones are kept as written', async () => {
    for (const phone of ['+55 11 98765-4321', '(11) 3333-4444', '+1 555-0100']) {
      const created = ok(await as(ctx, 'POST', '/api/customer', { body: { data: { ...base(), phone } } }));
      expect(created.phone).toBe(phone);
    }
  });

  test('what is no phone number is refused on create and update, naming the form, and nothing is written', async () => {
    for (const phone of ['call me', '++55 11 98765-4321', '55+11 1234']) {
      const body = await refused(ctx, 400, () =>
        as(ctx, 'POST', '/api/customer', { body: { data: { ...base(), phone } } }),
      );
      expect(body.errors).toEqual({ phone: expected });
    }
    const customer = await createCustomer(ctx);
    const update = await refused(ctx, 400, () =>
      as(ctx, 'PUT', `/api/customer/${customer.id}`, { body: { id: customer.id, data: { phone: 'ring twice' } } }),
    );
    expect(update.errors).toEqual({ phone: expected });
    const pt = await refused(ctx, 400, () =>
      call(ctx.app, 'POST', '/api/customer', {
        token: ctx.owner.token,
        lang: 'pt-BR',
        body: { data: { ...base(), phone: 'me liga' } },
      }),
    );
    expect(pt.errors?.phone).toBe('Telefone deve ser como +55 11 98765-4321');
  });
});
