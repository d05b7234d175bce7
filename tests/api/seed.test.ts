/**
 * npm run seed's data set (scripts/seed) is what the server would have built: inventory,
 * packed counts, invoice totals and statuses, chemical stock, gap-free visible numbers; the
 * demo accounts sign in with their roles, and the API lists over it.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isoToday, statusFor } from '../../server/services/billing/invoice-terms';
import { signIn as signInAccount } from '../../scripts/bench/api-client';
import { demoAccounts } from '../../scripts/seed/accounts';
import { existingRecords } from '../../scripts/seed/database-state';
import { seedDemoData, type SeedSummary } from '../../scripts/seed/seed';
import { buildTestApp, emulatorHost, PROJECT_ID, testConfig } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/database';
import { call } from '../helpers/http';

type Rows = Record<string, unknown>[];
let database: TestDatabase;
let app: FastifyInstance;
let summary: SeedSummary;
const today = isoToday();

const query = async (text: string): Promise<Rows> =>
  ((await database.db.execute(sql.raw(text))) as unknown as { rows: Rows }).rows;

/** A demo account's ID token, signed in with its password as the web SDK would. */
const signIn = (email: string) => signInAccount(emulatorHost(), email);

beforeAll(async () => {
  database = await openTestDatabase();
  summary = await seedDemoData(database.db, { shippers: 200, projectId: PROJECT_ID, today });
  app = await buildTestApp(database.db, testConfig());
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the seeded parts flow', () => {
  test('has the sizes asked for, and counts as records the seed refuses to overwrite', async () => {
    expect(summary.shippers).toBe(200);
    expect(summary.packings).toBeGreaterThan(150);
    expect(summary.invoices).toBeGreaterThan(100);
    expect(Object.keys(await existingRecords(database.db))).toEqual(
      expect.arrayContaining(['customer', 'shipper', 'invoice']),
    );
  });

  test('product inventory = opening stock + received - shipped by Active packing lists + stock adjustments', async () => {
    const wrong = await query(`select p.id from product p
      left join (select product, sum(quantity) q from shipper group by product) s on s.product = p.id
      left join (select product, sum(quantity) q from packing where status = 'Active' group by product) k on k.product = p.id
      left join (select product, sum(quantity) q from stock_adjustment group by product) a on a.product = p.id
      where p.inventory is null or p."openingStock" < 0 or p.inventory < 0
        or p.inventory <> p."openingStock" + coalesce(s.q, 0) - coalesce(k.q, 0) + coalesce(a.q, 0)`);
    expect(wrong).toEqual([]);
    const [ledger] = await query(`select count(*)::int n, count(distinct product)::int products,
      count(*) filter (where quantity < 0)::int taken, count(*) filter (where "recordedBy" is null)::int anonymous
      from stock_adjustment`);
    expect(ledger).toMatchObject({ taken: expect.any(Number), anonymous: 0 });
    expect(Number(ledger.n)).toBeGreaterThan(0);
    expect(Number(ledger.taken)).toBeGreaterThan(0);
  });

  test('shipper packed = its Active packing lists, never past its quantity; packings carry its customer, part, PO and RMA', async () => {
    const wrong = await query(`select s.id from shipper s
      left join (select shipper, sum(quantity) q from packing where status = 'Active' group by shipper) k on k.shipper = s.id
      where s.packed <> coalesce(k.q, 0) or s.packed > s.quantity`);
    expect(wrong).toEqual([]);
    const mismatched = await query(`select k.id from packing k join shipper s on s.id = k.shipper
      where k.customer <> s.customer or k.product <> s.product
        or k.po is distinct from s.po or k.rma is distinct from s.rma or k.date < s.date`);
    expect(mismatched).toEqual([]);
  });

  test('invoices: price from the part, total, due date by term, status, one non-void invoice per packing and its back-link', async () => {
    const invoices = await query(`select i.*, k.quantity, k.invoice as "backLink", c.term, p.price,
        (i.date + (substr(c.term, 2)::int))::text as "expectedDue"
      from invoice i join packing k on k.id = i.packing join customer c on c.id = i.customer join product p on p.id = i.product`);
    expect(invoices.length).toBe(summary.invoices);
    for (const i of invoices) {
      expect(i.unitPrice).toBe(i.price);
      expect(Number(i.total)).toBeCloseTo(Number(i.unitPrice) * Number(i.quantity), 2);
      expect(i.dueDate).toBe(i.expectedDue);
      expect(i.status).toBe(
        statusFor(
          { status: i.status === 'Void' ? 'Void' : undefined, total: i.total, paid: i.paid, dueDate: i.dueDate },
          today,
        ),
      );
      expect(i.backLink === i.id).toBe(i.status !== 'Void');
    }
    expect(
      await query(`select packing from invoice where status <> 'Void' group by packing having count(*) > 1`),
    ).toEqual([]);
    expect(await query(`select id from packing where invoice is not null and status = 'Void'`)).toEqual([]);
  });

  test('what was paid on an invoice is the sum of its payments, and some invoices are paid', async () => {
    const wrong = await query(`select i.id from invoice i
      left join (select invoice, sum(amount) s from invoice_payment group by invoice) p on p.invoice = i.id
      where coalesce(i.paid, 0) <> coalesce(p.s, 0)`);
    expect(wrong).toEqual([]);
    const [{ n }] = await query(`select count(*)::int n from invoice_payment`);
    expect(n).toBeGreaterThan(0);
  });

  test('valueIDs run 1..n without gaps, and the counters continue from n', async () => {
    for (const table of ['shipper', 'packing', 'invoice']) {
      const [row] =
        await query(`select count(*)::int n, count(distinct "valueID")::int d, min("valueID") lo, max("valueID") hi,
        (select value from counters where name = '${table}.valueID') counter from ${table}`);
      expect(row, table).toEqual({
        n: summary[`${table === 'packing' ? 'packings' : `${table}s`}`],
        d: row.n,
        lo: 1,
        hi: row.n,
        counter: row.n,
      });
    }
  });
});

describe('the seeded chemistry', () => {
  test('stock = received - used, never below zero at any moment, flagged below the minimum', async () => {
    const wrong = await query(`select c.name from chemical c
      left join (select chemical, sum(quantity) q from chemical_in group by chemical) i on i.chemical = c.id
      left join (select chemical, sum(quantity) q from chemical_out group by chemical) o on o.chemical = c.id
      where c.stock <> coalesce(i.q, 0) - coalesce(o.q, 0) or c."lowStock" <> (c.stock < c."minimumStock")`);
    expect(wrong).toEqual([]);
    const negative = await query(`select chemical from (
        select chemical, sum(delta) over (partition by chemical order by "createdAt", delta desc) running from (
          select chemical, "createdAt", quantity delta from chemical_in
          union all select chemical, "createdAt", -quantity from chemical_out) m) r
      where running < 0`);
    expect(negative).toEqual([]);
  });

  test('recipes name existing chemicals, and some uses follow a recipe', async () => {
    const recipes = await query(`select ingredients from recipe`);
    expect(recipes.length).toBe(summary.recipes);
    const ids = new Set((await query('select id from chemical')).map((r) => r.id));
    for (const r of recipes)
      for (const i of r.ingredients as { chemical: string }[]) expect(ids.has(i.chemical)).toBe(true);
    expect((await query('select id from chemical_out where recipe is not null')).length).toBeGreaterThan(0);
  });

  test("jobs: the latest open shippers each have one, with their part's process, some moved along or held", async () => {
    const jobs = await query(`select j.status, j.quantity, s.quantity - coalesce(s.packed, 0) as open, j.steps,
        p.process from job j join shipper s on s.id = j.shipper join product p on p.id = j.product`);
    expect(summary.jobs).toBeGreaterThan(5);
    expect(jobs.length).toBe(summary.jobs);
    for (const job of jobs) {
      expect(job.quantity).toBe(job.open);
      const kinds = (steps: unknown) => (steps as { kind: string }[]).map((step) => step.kind);
      expect(kinds(job.steps)).toEqual(kinds(job.process));
    }
    expect(new Set(jobs.map((job) => job.status)).size).toBeGreaterThan(2);
    // Every step done or in process was recorded at its station (docs/domain-rules.md#station-records).
    const moved = await query(`select count(*)::int as n from job j, jsonb_array_elements(j.steps) s
        where s->>'status' in ('done', 'inProcess')`);
    const records = await query(`select count(*)::int as n from step_record`);
    expect(records[0].n).toBeGreaterThan(0);
    expect(records[0].n).toBe(moved[0].n);
  });
});

describe('over the seeded database', () => {
  test('each demo account signs in with its roles, and one audit entry says the demo was loaded', async () => {
    for (const account of demoAccounts) {
      const me = await call(app, 'GET', '/api/auth/me', { token: await signIn(account.email) });
      expect(me.status).toBe(200);
      expect(me.body.roles).toEqual(account.roles);
    }
    expect(await query(`select "entityName" from audit_log`)).toEqual([{ entityName: 'demoData' }]);
  });

  test('the export call (no limit, no offset) answers every row, each exactly as the list pages show it', async () => {
    const token = await signIn('viewer@demo.example.com');
    for (const [resource, total] of [
      ['shipper', summary.shippers],
      ['invoice', summary.invoices],
      ['recipe', summary.recipes],
    ] as const) {
      const query = { orderBy: 'createdAt_DESC' };
      const all = await call(app, 'GET', `/api/${resource}`, { token, query });
      expect(all.status).toBe(200);
      expect([all.body.count, all.body.rows.length]).toEqual([total, total]);
      const page = await call(app, 'GET', `/api/${resource}`, { token, query: { ...query, limit: 10, offset: 0 } });
      expect(all.body.rows.slice(0, 10)).toEqual(page.body.rows);
    }
    const filtered = await call(app, 'GET', '/api/invoice', { token, query: { filter: { status: 'Paid' } } });
    const [{ n }] = await query(`select count(*)::int n from invoice where status = 'Paid'`);
    expect([filtered.body.count, filtered.body.rows.length]).toEqual([n, n]);
    expect((await call(app, 'GET', '/api/invoice', { token, query: { filter: { nope: 1 } } })).status).toBe(400);
  });

  test('the list API filters and sorts it, and a new shipper takes the next number', async () => {
    const token = await signIn('owner@demo.example.com');
    const [{ po }] = await query(`select po from shipper where po is not null order by "valueID" limit 1`);
    const fragment = String(po).slice(-4);
    const [{ n }] = await query(`select count(*)::int n from shipper where po ilike '%${fragment}%'`);
    const list = await call(app, 'GET', '/api/shipper', {
      token,
      query: { filter: { po: fragment }, orderBy: 'date_DESC', limit: 10, offset: 0 },
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(n);
    expect(list.body.rows[0].labels.customer).toEqual(expect.any(String));
    const [{ customer, id: product }] = await query('select customer, id from product limit 1');
    const created = await call(app, 'POST', '/api/shipper', {
      token,
      body: { data: { date: today, customer, product, quantity: 5 } },
    });
    expect(created.status).toBe(200);
    expect(created.body.valueID).toBe(summary.shippers + 1);
  });
});

describe('the seeded quality records', () => {
  test('inspections judged by the server, one packing list held, a calibration falling due', async () => {
    const token = await signIn('owner@demo.example.com');
    const inspections = await query(`select packing, result, "specificationRevision" from inspection`);
    expect(inspections.length).toBe(summary.inspections);
    expect(new Set(inspections.map((i) => i.result))).toEqual(new Set(['pass', 'fail']));
    expect(inspections.every((i) => i.specificationRevision)).toBe(true);
    // The newest failure waits for its disposition: its packing list is held; the older ones are closed.
    const [held] = await query(
      `select i.packing from inspection i join nonconformance n on n.inspection = i.id
       where n.disposition is null order by n."valueID" desc limit 1`,
    );
    const state = await call(app, 'GET', `/api/packing/${String(held.packing)}/quality`, { token });
    expect(state.status).toBe(200);
    expect(state.body.held).toBe(true);
    const released = await call(app, 'POST', `/api/packing/${String(held.packing)}/certificate`, { token, body: {} });
    expect(released.status).toBe(400);
    const home = await call(app, 'GET', '/api/dashboard', { token });
    expect(home.body.quality.dueInstruments.map((i: { tag: string }) => i.tag)).toContain('PH-02');
    expect(home.body.quality.openNonconformances).toBeGreaterThan(0);
    // A reading with the burette that failed its calibration is refused, naming it.
    const [burette] = await query(`select id from instrument where tag = 'BUR-05'`);
    const [tank] = await query(`select id, parameters from tank limit 1`);
    const parameter = (tank.parameters as { parameter: string }[])[0].parameter;
    const refused = await call(app, 'POST', '/api/bath-analysis', {
      token,
      body: {
        data: {
          analysedAt: new Date().toISOString(),
          tank: tank.id,
          parameter,
          value: 1,
          method: 'titration',
          instrument: burette.id,
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('BUR-05');
  });
});
