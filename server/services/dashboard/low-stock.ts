/** Chemicals under their minimum (the stored lowStock flag), by name, and how many there are in all. */
import { asc, count, eq } from 'drizzle-orm';
import type { LowStockChemical } from '../../../resources/kit/dashboard';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';

export const LOW_STOCK_LIMIT = 10;

const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function lowStockChemicals(db: Database, limit = LOW_STOCK_LIMIT) {
  const table = declaredTables.chemical;
  const [rows, [{ total }], anyChemical] = await Promise.all([
    db
      .select({
        id: table.id,
        name: table.name,
        stock: table.stock,
        minimumStock: table.minimumStock,
        unit: table.unit,
      })
      .from(table)
      .where(eq(table.lowStock, true))
      .orderBy(asc(table.name))
      .limit(limit),
    db.select({ total: count() }).from(table).where(eq(table.lowStock, true)),
    db.select({ id: table.id }).from(table).limit(1),
  ]);
  const chemicals: LowStockChemical[] = rows.map((row) => ({
    id: String(row.id),
    name: String(row.name),
    unit: String(row.unit),
    stock: asNumber(row.stock),
    minimumStock: asNumber(row.minimumStock),
  }));
  return { rows: chemicals, count: Number(total), anyChemical: anyChemical.length > 0 };
}
