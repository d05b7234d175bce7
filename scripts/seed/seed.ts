/**
 * Loads the demonstration data set into an open, migrated database: accounts, customers and
 * parts, a year of the parts flow, chemistry, the visible-number counters, and one audit entry.
 * Per-record audit entries are skipped: a million of them would double the data and the time,
 * and say nothing true (nobody typed these records); the one entry says the demo was loaded.
 */
import { resourceTables } from '../../server/db/tables';
import type { Database } from '../../server/db/client';
import { recordAudit } from '../../server/services/audit';
import { isoToday } from '../../server/services/billing/invoice-terms';
import { createDemoAccounts } from './accounts';
import { insertRows, rawClient, updateById } from './bulk-insert';
import { addDays } from './calendar';
import { seedAnalyses, seedTanks } from './baths';
import { seedChemistry } from './chemistry';
import { customerCountFor, makeCustomers, makeProducts } from './customers';
import { dataTables, setCounters } from './database-state';
import { deferConstraints, restoreDeferred } from './deferred-constraints';
import { seedPartsFlow } from './parts-flow';
import { seedJobs } from './jobs';
import { seedQuality } from './quality';
import { Random } from './random';
import { openingStocks, stockAdjustmentRows } from './stock';

export interface SeedOptions {
  shippers: number;
  /** Create the demo accounts in this emulated Firebase project; absent: app_user rows only. */
  projectId?: string;
  /** Skip the accounts altogether (records then have no creator). */
  accounts?: boolean;
  today?: string;
  /** Rows per insert statement: big enough to be fast, small enough for PGlite's memory. */
  batchRows?: number;
  log?: (message: string) => void;
}

export type SeedSummary = Record<string, number>;

const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const today = options.today ?? isoToday();
  const batchRows = options.batchRows ?? 10000;
  const random = new Random();
  const accounts =
    options.accounts === false ? new Map<string, string>() : await createDemoAccounts(db, options.projectId);
  const creators = [...accounts.values()].slice(0, 2);
  const actor = () => (creators.length ? random.pick(creators) : null);

  await deferConstraints(db, dataTables());
  let summary: SeedSummary;
  try {
    summary = await load(db, options, { today, batchRows, random, accounts, actor });
  } catch (error) {
    // What went wrong is the news; a failed rebuild on half the data would only hide it.
    await restoreDeferred(db).catch(() => undefined);
    throw error;
  }
  options.log?.('rebuilding indexes and foreign keys…');
  await restoreDeferred(db);
  // Through the server's own create and its rules, so after the constraints are back.
  const qualityEmail = 'quality@demo.example.com';
  const qualityId = accounts.get(qualityEmail) ?? null;
  const quality = await seedQuality(db, {
    random: new Random(20_261_128),
    today,
    actor: { id: qualityId, email: qualityEmail },
  });
  options.log?.(`${quality.inspections} inspections, ${quality.nonconformances} nonconformances`);
  Object.assign(summary, quality);
  const shippingEmail = 'shipping@demo.example.com';
  const jobs = await seedJobs(db, {
    random: new Random(20_261_129),
    actor: { id: accounts.get(shippingEmail) ?? null, email: shippingEmail },
  });
  options.log?.(`${jobs.jobs} jobs`);
  Object.assign(summary, jobs);
  // Statistics for the real table sizes, and the visibility map and hint bits a bulk load leaves
  // unset (else the first reads of every page write it back, and counts cannot use index-only scans).
  options.log?.('vacuum analyze…');
  await rawClient(db).query('vacuum analyze');
  return summary;
}

interface LoadContext {
  today: string;
  batchRows: number;
  random: Random;
  accounts: Map<string, string>;
  actor: () => string | null;
}

async function load(db: Database, options: SeedOptions, { today, batchRows, random, accounts, actor }: LoadContext) {
  const log = options.log ?? (() => undefined);
  const yearStart = new Date(`${addDays(today, -364)}T00:00:00.000Z`);
  const customers = makeCustomers(random, customerCountFor(options.shippers), yearStart);
  const products = makeProducts(random, customers);
  const { customer, product, stockAdjustment } = resourceTables;
  // Its own source, so adding the stock ledger left the rest of the data set as it was.
  const stockRandom = new Random(20_261_124);
  const opening = openingStocks(
    stockRandom,
    products.map((p) => p.id),
  );
  await insertRows(db, [
    [customer, customers.map(({ paysAfter: _, ...row }) => ({ ...row, updatedAt: row.createdAt }))],
  ]);
  for (const part of chunks(products, batchRows)) {
    await insertRows(db, [
      [
        product,
        part.map(({ lotSize: _, ...row }) => ({
          ...row,
          openingStock: opening.get(row.id)!,
          inventory: opening.get(row.id)!,
          updatedAt: row.createdAt,
        })),
      ],
    ]);
  }
  log(`${customers.length} customers, ${products.length} products`);

  const step = Math.max(1, Math.round(options.shippers / 10));
  let reported = 0;
  const flow = await seedPartsFlow(db, {
    random,
    today,
    shippers: options.shippers,
    customers,
    products,
    actor,
    batchRows,
    onBatch: ({ shippers }) => {
      if (shippers - reported < step) return;
      reported = shippers;
      log(`${shippers} shippers…`);
    },
  });
  const onHand = new Map([...flow.inventory].map(([id, moved]) => [id, opening.get(id)! + moved]));
  // Recorded by the same two accounts that create the other records.
  const recorders = [...accounts].slice(0, 2).map(([email, id]) => ({ id, email }));
  const recorder = () => (recorders.length ? stockRandom.pick(recorders) : { id: null, email: null });
  const adjustments = stockAdjustmentRows(stockRandom, today, onHand, recorder);
  for (const part of chunks(adjustments, batchRows)) await insertRows(db, [[stockAdjustment, part]]);
  for (const part of chunks([...onHand], batchRows)) {
    await updateById(
      db,
      product,
      part.map(([id, inventory]) => ({ id, inventory })),
    );
  }
  log(`${flow.counts.shippers} shippers, ${flow.counts.packings} packing lists, ${flow.counts.invoices} invoices`);

  // Tanks first, so the year's chemical uses name them.
  const tankIds = await seedTanks(db, today);
  const chemistry = await seedChemistry(db, {
    random,
    today,
    events: Math.max(300, Math.round(options.shippers / 4)),
    actor,
    batchRows,
    tankIds,
  });
  log(
    `${chemistry.chemicals} chemicals, ${chemistry.recipes} recipes, ${chemistry.receipts} receipts, ${chemistry.uses} uses`,
  );
  // Their own source, so adding bath control left the rest of the data set as it was.
  const analyses = await seedAnalyses(db, {
    random: new Random(20_261_125),
    today,
    tanks: tankIds,
    analysts: [...accounts.keys()].slice(0, 2),
  });
  log(`${tankIds.size} tanks, ${analyses} bath analyses`);

  await setCounters(db, {
    'shipper.valueID': flow.counts.shippers,
    'packing.valueID': flow.counts.packings,
    'invoice.valueID': flow.counts.invoices,
  });
  const summary: SeedSummary = {
    accounts: accounts.size,
    customers: customers.length,
    products: products.length,
    ...flow.counts,
    ...chemistry,
  };
  const owner = accounts.values().next().value ?? null;
  await recordAudit(
    db,
    { id: owner, email: 'npm run seed' },
    {
      entityName: 'demoData',
      entityId: today,
      action: 'create',
      values: { ...summary, today },
    },
  );
  return summary;
}
