/**
 * README "Guarantees", Concurrency: the same file imported by three browser tabs at once (each
 * the client's ImportRunner: one call per row with its importHash, 10 in parallel), and packings
 * from several users at once. Every line is stored once, counts and stock end exact, and the
 * audit log holds exactly one entry per successful write. On PostgreSQL (TEST_DATABASE_URL) the
 * requests really overlap; on PGlite they queue on its single connection.
 */
import { inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { importHash } from '../../src/views/import/import-hash';
import { stockedChemical, getChemical, today } from '../helpers/chemistry';
import { call } from '../helpers/http';
import { ALREADY_IMPORTED, auditPerEntity, importInTabs, tally } from '../helpers/import-tabs';
import {
  auditCount,
  inventoryOf,
  packedOf,
  packingData,
  postPacking,
  setupPartsFlow,
  shipperFlow,
  unique,
  type Row,
} from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

/** A tab's send: POST <path>/import; a refusal throws its message, as the client's data provider does. */
function sender(path: string, ids: string[], token = () => ctx.owner.token) {
  return async (data: Record<string, unknown>, hash: string) => {
    const res = await call(ctx.app, 'POST', `/api/${path}/import`, {
      token: token(),
      body: { data, importHash: hash },
    });
    if (res.status !== 200) throw new Error(res.body?.message ?? `HTTP ${res.status}`);
    ids.push(res.body.id);
  };
}

/** Rows of `table` carrying one of the file's hashes: the file is stored exactly once. */
async function storedRows(name: string, rows: Record<string, unknown>[]) {
  const table = resourceTables[name];
  const hashes = await Promise.all(rows.map(importHash));
  return ctx.db.select().from(table).where(inArray(table.importHash, hashes));
}

/** Exactly one audit entry per id written, and the audit log grew by exactly the writes. */
async function expectAudited(ids: string[], auditBefore: number) {
  expect(Object.values(await auditPerEntity(ctx.db, ids))).toEqual(ids.map(() => 1));
  expect(await auditCount(ctx)).toBe(auditBefore + ids.length);
}

describe('the same file imported by three tabs at once', () => {
  test('40 customers: each line imported by exactly one tab, the others told it is already imported', async () => {
    const rows = Array.from({ length: 40 }, () => ({
      name: unique('tab customer'),
      email: 'tabs@plating.test',
      term: 'T30',
    }));
    const [ids, audit] = [[] as string[], await auditCount(ctx)];
    const { importedBy, messages } = tally(await importInTabs(rows, 3, sender('customer', ids)));
    expect(importedBy).toEqual(rows.map(() => 1));
    expect(messages).toEqual([ALREADY_IMPORTED]);
    const stored = await storedRows('customer', rows);
    expect(stored.map((r) => r.id).sort()).toEqual([...ids].sort());
    await expectAudited(ids, audit);
  });

  test('30 shippers: numbered without gaps or repeats, inventory moved once per line', async () => {
    const { customer, product } = await shipperFlow(ctx, 1, 0);
    const [c, p] = [await getRow('customer', customer), await getRow('product', product)];
    const rows = Array.from({ length: 30 }, (_, i) => ({
      date: '2026-03-02',
      po: unique('po'),
      customer: c.name,
      product: p.part,
      quantity: 1 + (i % 3),
    }));
    const [ids, audit] = [[] as string[], await auditCount(ctx)];
    const { importedBy, messages } = tally(await importInTabs(rows, 3, sender('shipper', ids)));
    expect(importedBy).toEqual(rows.map(() => 1));
    expect(messages).toEqual([ALREADY_IMPORTED]);
    const numbers = (await storedRows('shipper', rows)).map((r) => Number(r.valueID)).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => numbers[0] + i));
    expect(await inventoryOf(ctx, product)).toBe(1 + rows.reduce((sum, r) => sum + r.quantity, 0));
    await expectAudited(ids, audit);
  });

  test('15 packings of 2 against a shipper of 20: exactly 10 lines stored, packed 20, inventory 0', async () => {
    const { shipper, product } = await shipperFlow(ctx, 20, 0);
    const [c, p] = [await getRow('customer', String(shipper.customer)), await getRow('product', product)];
    const rows = Array.from({ length: 15 }, () => ({
      status: 'Active',
      date: '2026-03-09',
      po: unique('po'),
      customer: c.name,
      shipper: String(shipper.valueID),
      product: p.part,
      quantity: 2,
    }));
    const [ids, audit] = [[] as string[], await auditCount(ctx)];
    const { importedBy, imported, messages } = tally(await importInTabs(rows, 3, sender('packing', ids)));
    expect(imported).toBe(10);
    expect(Math.max(...importedBy)).toBe(1);
    const full = 'Only 0 parts of this shipper remain to be packed';
    expect(messages).toContain(full);
    expect(
      messages.every((m) => [ALREADY_IMPORTED, full].includes(m)),
      messages.join(),
    ).toBe(true);
    expect(await storedRows('packing', rows)).toHaveLength(10);
    expect([await packedOf(ctx, shipper.id), await inventoryOf(ctx, product)]).toEqual([20, 0]);
    await expectAudited(ids, audit);
  });

  test('10 uses of 1 kg against the last 6 kg: exactly 6 lines stored, stock 0', async () => {
    const { chemical } = await stockedChemical(ctx, 6);
    const rows = Array.from({ length: 10 }, () => ({
      date: today(),
      chemical: chemical.name,
      quantity: 1,
      notes: unique('use'),
    }));
    const [ids, audit] = [[] as string[], await auditCount(ctx)];
    const { importedBy, imported, messages } = tally(await importInTabs(rows, 3, sender('chemical-out', ids)));
    expect(imported).toBe(6);
    expect(Math.max(...importedBy)).toBe(1);
    expect(
      messages.every((m) => [ALREADY_IMPORTED, `Only 0 kg of ${chemical.name} in stock`].includes(m)),
      messages.join(),
    ).toBe(true);
    expect(await storedRows('chemicalOut', rows)).toHaveLength(6);
    expect((await getChemical(ctx, chemical.id)).stock).toBe(0);
    await expectAudited(ids, audit);
  });
});

describe('packings from several users at once', () => {
  test('three users creating and one tab importing, 40 parts asked of a shipper of 20: exactly 20 pass', async () => {
    const editors = [
      ctx.owner,
      ...(await Promise.all([1, 2].map(() => createUser(ctx.app, ctx.db, { roles: ['editor'] })))),
    ];
    const { shipper, product } = await shipperFlow(ctx, 20, 0);
    const [c, p] = [await getRow('customer', String(shipper.customer)), await getRow('product', product)];
    const rows = Array.from({ length: 10 }, () => ({
      status: 'Active',
      date: '2026-03-09',
      po: unique('po'),
      customer: c.name,
      shipper: String(shipper.valueID),
      product: p.part,
      quantity: 1,
    }));
    const [ids, audit] = [[] as string[], await auditCount(ctx)];
    const creates = editors.flatMap((user) =>
      Array.from({ length: 10 }, () =>
        call(ctx.app, 'POST', '/api/packing', { token: user.token, body: { data: packingData(shipper, 1) } }),
      ),
    );
    const [created] = await Promise.all([
      Promise.all(creates),
      importInTabs(
        rows,
        1,
        sender('packing', ids, () => editors[1].token),
      ),
    ]);
    for (const res of created) expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
    ids.push(...created.filter((r) => r.status === 200).map((r) => (r.body as Row).id));
    expect(ids).toHaveLength(20);
    expect([await packedOf(ctx, shipper.id), await inventoryOf(ctx, product)]).toEqual([20, 0]);
    const numbers = (
      await ctx.db.select().from(resourceTables.packing).where(inArray(resourceTables.packing.id, ids))
    ).map((r) => r.valueID);
    expect(new Set(numbers).size).toBe(20);
    await expectAudited(ids, audit);
    // A refused packing leaves nothing behind: one more is still refused.
    expect((await postPacking(ctx, packingData(shipper, 1))).status).toBe(400);
  });
});

async function getRow(resource: string, id: string): Promise<Row> {
  return (await call(ctx.app, 'GET', `/api/${resource}/${id}`, { token: ctx.owner.token })).body as Row;
}
