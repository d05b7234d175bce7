/**
 * A chemical's stock (docs/domain-rules.md#chemicals-and-stock): received minus used, moved only here, inside the
 * movement's own transaction. The chemical row is locked first, so concurrent moves queue and
 * the check below always sees the stock it changes.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StoredRowOf } from '../../../resources';
import type { NeedChemical } from '../../../resources/kit/chemistry-needs';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { numberArg } from '../../../resources/kit/messages';
import { badRequest } from '../../errors';

/** True when stock is below a declared minimum; no minimum, never low. */
export const isLowStock = (stock: unknown, minimum: unknown) =>
  minimum !== null && minimum !== undefined && Number(stock ?? 0) < Number(minimum);

/** Moves one movement's quantity into (sign 1) or out of (sign -1) stock; refuses with `refusal` below zero. */
async function moveStock(
  tx: Database,
  chemicalId: string,
  quantity: unknown,
  sign: 1 | -1,
  refusal: string,
): Promise<void> {
  const chemical = declaredTables.chemical;
  // Decimal arithmetic in SQL, never in floats, on the quantity as its column keeps it (numeric scale 3).
  const next = sql`coalesce(${chemical.stock}, 0) + ${sign}::numeric * round(${String(quantity)}::numeric, 3)`;
  const [row] = await tx
    .select({ name: chemical.name, unit: chemical.unit, stock: chemical.stock, enough: sql<boolean>`${next} >= 0` })
    .from(chemical)
    .where(eq(chemical.id, chemicalId))
    .for('update');
  if (!row) return; // a missing chemical is the foreign key's refusal
  if (!row.enough)
    throw badRequest(refusal, {
      stock: numberArg(Number(row.stock ?? 0)),
      unit: row.unit ?? '',
      chemical: row.name ?? '',
    });
  await tx
    .update(chemical)
    .set({ stock: next, lowStock: sql`coalesce(${next} < ${chemical.minimumStock}, false)` })
    .where(eq(chemical.id, chemicalId));
}

/** A receipt or a use: the chemical it moves and how much. */
type Movement = Pick<StoredRowOf<'chemicalIn'> | StoredRowOf<'chemicalOut'>, 'chemical' | 'quantity'>;

/** Moves the stock of every movement in `rows`, locking chemicals in id order so two bulk deletes cannot deadlock. */
export async function moveStocks(tx: Database, rows: Movement[], sign: 1 | -1, refusal: string): Promise<void> {
  const ordered = [...rows].sort((a, b) => String(a.chemical).localeCompare(String(b.chemical)));
  for (const row of ordered) await moveStock(tx, String(row.chemical), row.quantity, sign, refusal);
}

/** These chemicals' name, unit and stock, locked in id order (as moveStocks locks) until the transaction ends. */
export async function lockStocks(tx: Database, ids: string[]): Promise<Map<string, NeedChemical>> {
  const chemical = declaredTables.chemical;
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: chemical.id, name: chemical.name, unit: chemical.unit, stock: chemical.stock })
    .from(chemical)
    .where(inArray(chemical.id, ids))
    .orderBy(asc(chemical.id))
    .for('update');
  return new Map(
    rows.map((r) => [
      String(r.id),
      { name: String(r.name), unit: String(r.unit), stock: r.stock === null ? null : Number(r.stock) },
    ]),
  );
}
