/**
 * GET /api/fiscal-notes (issue 40, item 3): the accountant's notes of a period, the customers'
 * remessas, the shop's returns and charges, each with the CFOP of its states, only the sections
 * the caller may read, and the records that went without a note counted.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { FiscalLedger } from '../../resources/kit/fiscal-ledger';
import { fiscalLedgerAnswer } from '../../resources/kit/fiscal-ledger-answer';
import { describedBy } from '../helpers/answer-schema';
import { call } from '../helpers/http';
import {
  as,
  createPacking,
  createProduct,
  ok,
  setupPartsFlow,
  shipperData,
  unique,
  type Row,
} from '../helpers/parts-flow';
import { sampleNfeKey } from '../helpers/samples';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const ledger = (query: Record<string, string>, token = ctx.owner.token, lang = 'en') =>
  describedBy(fiscalLedgerAnswer, call<FiscalLedger>(ctx.app, 'GET', '/api/fiscal-notes', { token, query, lang }));

async function customerIn(state: string): Promise<Row> {
  const data = { name: unique(`Metalúrgica ${state}`), email: 'nf@cliente.test', term: 'T30', country: 'BR', state };
  return ok(await as(ctx, 'POST', '/api/customer', { body: { data } }));
}

async function shipperOf(customer: Row, date: string, note: number | null): Promise<Row> {
  const product = await createProduct(ctx, customer.id);
  const extra = { date, ...(note === null ? {} : { fiscalNoteKey: sampleNfeKey(note) }) };
  return ok(await as(ctx, 'POST', '/api/shipper', { body: { data: shipperData(customer.id, product.id, 8, extra) } }));
}

let campinas: Row;
let rio: Row;
beforeAll(async () => {
  ok(
    await as(ctx, 'PUT', '/api/settings/profile', {
      body: {
        profile: { shopName: 'Galvânica Campinas', address: 'Rua A, 1', country: 'BR', state: 'SP', currency: 'BRL' },
      },
    }),
  );
  campinas = await customerIn('SP');
  rio = await customerIn('RJ');
  const local = await shipperOf(campinas, '2026-11-03', 501);
  const far = await shipperOf(rio, '2026-11-04', 601);
  await shipperOf(campinas, '2026-11-05', null);
  await shipperOf(campinas, '2026-12-01', 502);
  const back = await createPacking(ctx, local, 8, { date: '2026-11-10', fiscalNoteKey: sampleNfeKey(90) });
  await createPacking(ctx, far, 8, { date: '2026-11-11' });
  const charge = { date: '2026-11-12', packing: back.id, customer: back.customer, product: back.product };
  ok(
    await as(ctx, 'POST', '/api/invoice', {
      body: { data: { ...charge, fiscalNoteKind: 'NFS-e', fiscalNoteNumber: '145', fiscalNoteKey: 'AB12-CD34' } },
    }),
  );
});

describe("a period's fiscal notes", () => {
  test('by date, each with its CFOP: 5xxx inside the shop’s state, 6xxx from another, none for an NFS-e', async () => {
    const res = await ledger({ from: '2026-11-01', to: '2026-11-30' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ours = res.body.notes.filter((n) => [campinas.id, rio.id].includes(n.customer.id));
    expect(ours.map((n) => [n.date, n.role, n.direction, n.kind, n.number, n.cfop])).toEqual([
      ['2026-11-03', 'remessa', 'in', 'NF-e', '501', '5901'],
      ['2026-11-04', 'remessa', 'in', 'NF-e', '601', '6901'],
      ['2026-11-10', 'retorno', 'out', 'NF-e', '90', '5902'],
      ['2026-11-12', 'charge', 'out', 'NFS-e', '145', null],
    ]);
    expect(ours[0]).toMatchObject({ key: sampleNfeKey(501), quantity: 8, amount: null, void: false });
    expect(ours[3]).toMatchObject({ key: 'AB12-CD34', quantity: 8, customer: { name: campinas.name, state: 'SP' } });
    expect(typeof ours[3].amount).toBe('number');
    // The shipper of the 5th and the packing list of the 11th went without a note.
    expect(res.body.missing.remessa).toBeGreaterThanOrEqual(1);
    expect(res.body.missing.retorno).toBeGreaterThanOrEqual(1);
    expect(res.body.complete).toBe(true);
  });

  test('only the sections the caller may read; none of them is a 403', async () => {
    const shipping = await createUser(ctx.app, ctx.db, { roles: ['shipperViewer'] });
    const res = await ledger({ from: '2026-11-01', to: '2026-11-30' }, shipping.token);
    expect(res.status).toBe(200);
    expect(new Set(res.body.notes.map((n) => n.role))).toEqual(new Set(['remessa']));
    expect(Object.keys(res.body.missing)).toEqual(['remessa']);
    const outsider = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    expect((await ledger({ from: '2026-11-01', to: '2026-11-30' }, outsider.token)).status).toBe(403);
  });

  test('a period that is none is refused under its field, in the reader’s language', async () => {
    const missing = await ledger({ to: '2026-11-30' }, ctx.owner.token, 'pt-BR');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ errors: { from: expect.stringContaining('De') } });
    const backwards = await ledger({ from: '2026-11-30', to: '2026-11-01' });
    expect(backwards.body).toMatchObject({ errors: { to: 'To must not be before the first day' } });
    const long = await ledger({ from: '2025-01-01', to: '2026-11-30' }, ctx.owner.token, 'pt-BR');
    expect(long.body).toMatchObject({ errors: { to: 'Até deve estar a até 366 dias do primeiro dia' } });
    expect((await ledger({ from: '2026-02-30', to: '2026-03-01' })).status).toBe(400);
  });
});
