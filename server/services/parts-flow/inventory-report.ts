/**
 * /inventory (README "Inventory"): the parts on hand, by customer then part, a page at a time, with
 * each customer's subtotal and the grand total summed in the database over every part on hand, not
 * over the page (the page once stopped at 1,000 parts and its sums with it).
 */
import { and, asc, count, gt, inArray, sql } from 'drizzle-orm';
import type { InventoryAnswer } from '../../../resources/kit/inventory-answer';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import type { ListParams } from '../records/list-query';
import { pageClause } from '../records/list-page';

/** Rows a page holds when the caller does not say. */
export const INVENTORY_PAGE = 50;

export async function inventoryReport(db: Database, params: ListParams): Promise<InventoryAnswer> {
  const { product, customer } = declaredTables;
  const { limit, offset } = pageClause(params, INVENTORY_PAGE);
  const onHand = gt(product.inventory, 0);
  const rows = await db
    .select({
      id: product.id,
      part: product.part,
      name: product.name,
      customer: product.customer,
      customerName: customer.name,
      inventory: product.inventory,
    })
    .from(product)
    .innerJoin(customer, sql`${customer.id} = ${product.customer}`)
    .where(onHand)
    .orderBy(asc(customer.name), asc(customer.id), asc(product.part), asc(product.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ parts: count(), onHand: sql<string>`coalesce(sum(${product.inventory}), 0)` })
    .from(product)
    .where(onHand);
  const ids = [...new Set(rows.map((row) => String(row.customer)))];
  const subtotals = ids.length
    ? await db
        .select({ id: product.customer, parts: count(), onHand: sql<string>`sum(${product.inventory})` })
        .from(product)
        .where(and(onHand, inArray(product.customer, ids)))
        .groupBy(product.customer)
    : [];
  const byId = new Map(subtotals.map((s) => [String(s.id), s]));
  const names = new Map(rows.map((row) => [String(row.customer), String(row.customerName)]));
  return {
    rows: rows.map((row) => ({
      ...row,
      part: row.part ?? '',
      id: String(row.id),
      customer: String(row.customer),
      customerName: String(row.customerName),
      inventory: Number(row.inventory),
    })),
    count: Number(total.parts),
    customers: ids.map((id) => ({
      id,
      name: names.get(id)!,
      parts: Number(byId.get(id)?.parts ?? 0),
      onHand: Number(byId.get(id)?.onHand ?? 0),
    })),
    total: { parts: Number(total.parts), onHand: Number(total.onHand) },
  };
}
