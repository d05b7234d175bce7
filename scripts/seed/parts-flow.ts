/**
 * A year of shippers, packing lists and invoices, day by day. Visible numbers (valueID) are
 * given in creation order, gap-free from 1, as the server's sequences would have given them.
 * Rows are written in batches as the days go by, so a million shippers never sit in memory.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client';
import { resourceTables } from '../../server/db/tables';
import { insertRows, type SeedRow } from './bulk-insert';
import { spread, workTime, yearOfDays } from './calendar';
import type { SeedCustomer, SeedProduct } from './customers';
import { volumePickers } from './customers';
import { planPackings, type PlannedInvoice, type PlannedPacking } from './flow-plan';
import { invoiceRow, packingRow, paymentRows, shipperReferences, shipperRow, type ActorPick } from './flow-rows';
import type { Random } from './random';

export interface PartsFlowOptions {
  random: Random;
  today: string;
  shippers: number;
  customers: SeedCustomer[];
  products: SeedProduct[];
  actor: ActorPick;
  /** Rows per insert statement (all three tables together). */
  batchRows: number;
  onBatch?: (written: { shippers: number }) => void;
}

export interface PartsFlowResult {
  counts: { shippers: number; packings: number; invoices: number };
  /** Parts on hand per product id: received minus shipped by Active packing lists. */
  inventory: Map<string, number>;
}

const byTime = <T extends { at: Date }>(items: T[]) => items.sort((a, b) => a.at.getTime() - b.at.getTime());

function pushTo<T>(buckets: Map<string, T[]>, day: string, item: T) {
  const list = buckets.get(day);
  if (list) list.push(item);
  else buckets.set(day, [item]);
}

export async function seedPartsFlow(db: Database, options: PartsFlowOptions): Promise<PartsFlowResult> {
  const { random, today, actor } = options;
  const pickers = volumePickers(options.customers, options.products, random);
  const inventory = new Map(options.products.map((p) => [p.id, 0]));
  const counts = { shippers: 0, packings: 0, invoices: 0 };
  const packingsByDay = new Map<string, PlannedPacking[]>();
  const invoicesByDay = new Map<string, PlannedInvoice[]>();
  // A packing list and its invoices go in together (each points at the other), once all are numbered.
  const waiting = new Map<PlannedPacking, number>();
  let batch = {
    shipper: [] as SeedRow[],
    packing: [] as SeedRow[],
    invoice: [] as SeedRow[],
    payment: [] as SeedRow[],
  };
  const flush = async () => {
    const { shipper, packing, invoice, invoicePayment } = resourceTables;
    await insertRows(db, [
      [shipper, batch.shipper],
      [packing, batch.packing],
      [invoice, batch.invoice],
      [invoicePayment, batch.payment],
    ]);
    batch = { shipper: [], packing: [], invoice: [], payment: [] };
    options.onBatch?.({ shippers: counts.shippers });
  };
  const emit = (packing: PlannedPacking) => {
    batch.packing.push(packingRow(packing, actor));
    for (const invoice of packing.invoices) {
      batch.invoice.push(invoiceRow(invoice, actor));
      batch.payment.push(...paymentRows(invoice, actor));
    }
  };

  const days = yearOfDays(today);
  const perDay = spread(options.shippers, days);
  for (const [index, day] of days.entries()) {
    const arrivals = Array.from({ length: perDay[index] }, () => workTime(random, day)).sort(
      (a, b) => a.getTime() - b.getTime(),
    );
    for (const at of arrivals) {
      const customer = pickers.customer.pick(random);
      const product = pickers.productOf(customer.id).pick(random);
      const quantity = Math.max(1, Math.round(product.lotSize * (0.5 + random.next())));
      const shipper = {
        id: randomUUID(),
        day,
        at,
        quantity,
        customer,
        product,
        packed: 0,
        ...shipperReferences(random, customer, product),
      };
      for (const packing of planPackings(random, shipper, today)) {
        pushTo(packingsByDay, packing.day, packing);
        for (const invoice of packing.invoices) pushTo(invoicesByDay, invoice.day, invoice);
      }
      batch.shipper.push(shipperRow(random, shipper, ++counts.shippers, actor));
      inventory.set(product.id, inventory.get(product.id)! + quantity - shipper.packed);
      if (batch.shipper.length >= options.batchRows / 3) await flush();
    }
    for (const packing of byTime(packingsByDay.get(day) ?? [])) {
      packing.valueID = ++counts.packings;
      if (packing.invoices.length) waiting.set(packing, packing.invoices.length);
      else emit(packing);
    }
    for (const invoice of byTime(invoicesByDay.get(day) ?? [])) {
      invoice.valueID = ++counts.invoices;
      const left = waiting.get(invoice.packing)! - 1;
      if (left > 0) waiting.set(invoice.packing, left);
      else {
        waiting.delete(invoice.packing);
        emit(invoice.packing);
      }
    }
    packingsByDay.delete(day);
    invoicesByDay.delete(day);
    if (batch.shipper.length + batch.packing.length + batch.invoice.length >= options.batchRows) await flush();
  }
  await flush();
  if (waiting.size) throw new Error(`seed: ${waiting.size} packing lists left unwritten`);
  return { counts, inventory };
}
