/** GET /api/public/packing/{id}: what a scanned packing slip may show anyone, and no more (docs/domain-rules.md#documents-and-qr-page). */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { call, callRaw } from '../helpers/http';
import { upload } from '../helpers/multipart';
import { tinyPng } from '../helpers/png';
import { as, createPacking, ok, setupPartsFlow, shipperFlow } from '../helpers/parts-flow';
import { publicPackingAnswer } from '../../resources/kit/public-packing-answer';
import { describedBy } from '../helpers/answer-schema';

const ctx = setupPartsFlow();
const scan = (id: string, lang?: 'pt-BR') =>
  describedBy(publicPackingAnswer, call(ctx.app, 'GET', `/api/public/packing/${id}`, { lang }));

describe('the public packing slip page', () => {
  test('needs no token and shows only the number, date, status, part number and quantity', async () => {
    const { shipper } = await shipperFlow(ctx, 10);
    const packing = await createPacking(ctx, shipper, 4);
    const part = (packing.labels as { product: string }).product;
    const res = await scan(packing.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valueID: packing.valueID,
      date: packing.date,
      status: 'Active',
      part,
      quantity: 4,
      shop: { name: null, logo: null },
    });
  });

  test('names the shop as its documents do, with a link to its logo that needs no token', async () => {
    const logo = ok(
      await upload(ctx.app, '/api/files/companyProfile/logo', tinyPng([20, 70, 150]), { token: ctx.owner.token }),
    );
    ok(
      await as(ctx, 'PUT', '/api/settings/profile', {
        body: { profile: { shopName: 'Galvânica Campinas', address: 'Campinas', logo: [{ id: logo.id }] } },
      }),
    );
    const { shipper } = await shipperFlow(ctx, 10);
    const packing = await createPacking(ctx, shipper, 4);
    const { shop } = (await scan(packing.id)).body as { shop: { name: string; logo: string } };
    expect(shop.name).toBe('Galvânica Campinas');
    const image = await callRaw(ctx.app, shop.logo);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  test('an unknown or malformed id is a 404 with the not-found message', async () => {
    for (const id of [randomUUID(), 'not-an-id', "1' or '1'='1"]) {
      const res = await scan(encodeURIComponent(id));
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ message: 'Record not found' });
    }
  });

  // Last: it spends this address's allowance.
  test('is rate limited per address: past 60 a minute, 429 with a message', async () => {
    const id = randomUUID();
    const answers = await Promise.all(Array.from({ length: 70 }, () => scan(id)));
    const limited = answers.filter((res) => res.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(70 - 60);
    expect(limited[0].body).toEqual({ message: 'Too many requests; please wait a minute and try again' });
    expect((await scan(id, 'pt-BR')).body).toEqual({
      message: 'Muitas requisições; aguarde um minuto e tente novamente',
    });
  });
});
