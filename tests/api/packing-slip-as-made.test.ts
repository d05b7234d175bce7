/**
 * A document prints what was true when it was made (docs/domain-rules.md#documents-and-qr-page): a packing
 * slip's received and remaining are the shipper's as they stood once its packing list was made, or last
 * moved parts, kept on the packing list; a packing list made later never changes a reprinted slip.
 */
import { describe, expect, test } from 'vitest';
import { call, callRaw } from '../helpers/http';
import {
  as,
  createPacking,
  ok,
  packingData,
  refused,
  setupPartsFlow,
  shipperFlow,
  updatePacking,
  updateShipper,
  shipperData,
  type Row,
} from '../helpers/parts-flow';
import { pdfText } from '../helpers/pdf-text';

const ctx = setupPartsFlow();

async function slipText(packing: Row) {
  const res = await callRaw(ctx.app, `/api/packing/${packing.id}/pdf`, { token: ctx.owner.token });
  expect(res.status, res.body.toString()).toBe(200);
  return (await pdfText(res.body)).replace(/\u00a0/g, ' ');
}

/** The slip's line: shipped, received, remaining. */
const line = (shipped: number, received: number, remaining: number) =>
  new RegExp(`\\s${shipped}\\s+${received}\\s+${remaining}\\n`);

describe('a reprinted packing slip', () => {
  test('packing list 1 for 60 of 100, then 2 for 40: slip 1 still prints Remaining 40, slip 2 Remaining 0', async () => {
    const { shipper } = await shipperFlow(ctx, 100);
    const first = await createPacking(ctx, shipper, 60);
    expect([first.received, first.remaining]).toEqual([100, 40]);
    const second = await createPacking(ctx, shipper, 40);
    expect([second.received, second.remaining]).toEqual([100, 0]);
    const slip = await slipText(first);
    expect(slip).toMatch(/Shipped\s+Received\s+Remaining/);
    expect(slip).toMatch(line(60, 100, 40));
    expect(await slipText(second)).toMatch(line(40, 100, 0));
    // Its record and the page's document say the same.
    expect(ok(await as(ctx, 'GET', `/api/packing/${first.id}`))).toMatchObject({ received: 100, remaining: 40 });
    const sheet = ok<{ table: { rows: string[][] } }>(await as(ctx, 'GET', `/api/packing/${first.id}/pdf/content`));
    expect(sheet.table.rows[0].slice(2)).toEqual(['60', '100', '40']);
  });

  test("a later change of the shipper's quantity, or a note on the packing list, leaves the printed figures", async () => {
    const { shipper } = await shipperFlow(ctx, 100);
    const first = await createPacking(ctx, shipper, 60);
    ok(await updateShipper(ctx, shipper.id, shipperData(String(shipper.customer), String(shipper.product), 120)));
    ok(await updatePacking(ctx, first.id, packingData(shipper, 60, { notes: 'Handle with gloves.' })));
    expect(await slipText(first)).toMatch(line(60, 100, 40));
  });

  test('an edit that moves parts prints the shipper as it stands after that edit', async () => {
    const { shipper } = await shipperFlow(ctx, 100);
    const first = await createPacking(ctx, shipper, 60);
    await createPacking(ctx, shipper, 30);
    const edited = ok(await updatePacking(ctx, first.id, packingData(shipper, 50)));
    expect([edited.received, edited.remaining]).toEqual([100, 20]);
    expect(await slipText(first)).toMatch(line(50, 100, 20));
  });

  test("received and remaining are the server's: a client sending them is refused, in en and pt-BR, and nothing is written", async () => {
    const { shipper } = await shipperFlow(ctx, 100);
    for (const [lang, message] of [
      ['en', 'Data has keys beyond those specified: remaining'],
      ['pt-BR', 'Dados têm chaves além das especificadas: remaining'],
    ]) {
      const body = await refused(ctx, 400, () =>
        call(ctx.app, 'POST', '/api/packing', {
          token: ctx.owner.token,
          lang,
          body: { data: packingData(shipper, 10, { remaining: 90 }) },
        }),
      );
      expect(JSON.stringify(body)).toContain(message);
    }
  });
});
