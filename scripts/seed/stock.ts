/**
 * The seed's stock ledger (README "Inventory"): each product's opening stock when it was created,
 * and a few stock adjustments over the last months, so that on hand = opening stock + received -
 * shipped + adjustments, as the server keeps it, never below zero.
 */
import { randomUUID } from 'node:crypto';
import { adjustmentReasons } from '../../resources/stockAdjustment';
import type { SeedRow } from './bulk-insert';
import { addDays, workTime } from './calendar';
import type { Random } from './random';

/** Most parts start with none on hand; some with a few left from before the app. */
export function openingStocks(random: Random, productIds: readonly string[]): Map<string, number> {
  return new Map(productIds.map((id) => [id, random.chance(0.25) ? random.int(1, 40) : 0]));
}

const signOf: Record<(typeof adjustmentReasons)[number], 1 | -1 | 0> = {
  count: 0,
  scrap: -1,
  found: 1,
  customerReturn: 1,
};
const notes = ['Monthly count', 'Damaged in handling', 'Rejected after plating', 'Found on the rack', null];

/**
 * Adjustments for about one product in ten, moving `onHand` (received - shipped + opening, per
 * product) as they go; a scrap or a count never takes more than is on hand.
 */
export function stockAdjustmentRows(
  random: Random,
  today: string,
  onHand: Map<string, number>,
  recorder: () => { id: string | null; email: string | null },
): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const [product, count] of onHand) {
    if (!random.chance(0.1)) continue;
    let left = count;
    for (let i = random.int(1, 3); i > 0; i--) {
      const reason = random.pick(adjustmentReasons);
      const sign = signOf[reason] || (random.chance(0.5) ? 1 : -1);
      const quantity = sign > 0 ? random.int(1, 10) : -Math.min(left, random.int(1, 10));
      if (quantity === 0) continue;
      left += quantity;
      const day = addDays(today, -random.int(0, 90));
      const at = workTime(random, day);
      const by = recorder();
      rows.push({
        id: randomUUID(),
        product,
        date: day,
        quantity,
        reason,
        notes: random.pick(notes),
        recordedBy: by.email,
        createdAt: at,
        updatedAt: at,
        createdById: by.id,
        updatedById: by.id,
      });
    }
    onHand.set(product, left);
  }
  return rows;
}
