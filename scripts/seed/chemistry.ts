/**
 * Chemicals, recipes and a year of receipts and uses (docs/domain-rules.md#chemistry). Stock moves in
 * thousandths, in time order: a use never takes it below zero (a rush order arrives first),
 * a reorder goes out when it falls under 1.5 x the minimum (two weeks of use), an order covers
 * about a month, and orders not delivered by today leave some chemicals low, as in a real shop.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/client';
import { resourceTables } from '../../server/db/tables';
import { insertRows, updateById, type SeedRow } from './bulk-insert';
import { addDays, yearOfDays } from './calendar';
import { chemicalCatalog } from './chemicals-catalog';
import { planUses, withIds, type SeedChemical } from './chemistry-uses';
import type { ActorPick } from './flow-rows';
import type { Random } from './random';
import { recipeCatalog } from './recipes-catalog';

export interface ChemistryOptions {
  random: Random;
  today: string;
  /** Use events over the year (a recipe use counts once, however many ingredients). */
  events: number;
  actor: ActorPick;
  batchRows: number;
  /** Tank ids by the names the catalogs give (baths.ts). */
  tankIds: Map<string, string>;
}

interface Stock {
  level: number;
  minimum: number;
  /** One order, in thousandths: about a month of use. */
  order: number;
  pendingDay: string | null;
}

const thousandths = (value: number) => (value / 1000).toFixed(3);

/** Rounded up to 1, 2, 2.5 or 5 times a power of ten, as suppliers sell (bags, drums, totes). */
function orderSize(value: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(value, 1)));
  return power * ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10);
}

export async function seedChemistry(db: Database, options: ChemistryOptions) {
  const { random, today, actor } = options;
  const days = yearOfDays(today);
  const chemicals: SeedChemical[] = withIds(chemicalCatalog);
  const recipes = withIds(recipeCatalog);
  const uses = planUses(random, days, options.events, chemicals, recipes);
  const stocks = new Map<SeedChemical, Stock>();
  for (const chemical of chemicals) {
    const yearly = uses.reduce((sum, use) => (use.chemical === chemical ? sum + use.quantity : sum), 0);
    const minimum = Math.max(Math.round(chemical.use * 1000), Math.round(yearly / 26));
    stocks.set(chemical, {
      level: 0,
      minimum,
      order: orderSize(Math.max(yearly / 12, chemical.use * 4000)),
      pendingDay: null,
    });
  }
  const since = new Date(Date.parse(`${days[0]}T08:00:00.000Z`) - 30 * 86_400_000);
  const created = { createdAt: since, updatedAt: since, createdById: actor(), updatedById: null };
  await insertRows(db, [
    [
      resourceTables.chemical,
      chemicals.map((c) => ({
        id: c.id,
        name: c.name,
        casNumber: c.casNumber,
        unit: c.unit,
        minimumStock: thousandths(stocks.get(c)!.minimum),
        supplier: c.supplier,
        location: c.location,
        notes: 'SDS on file',
        stock: '0',
        lowStock: false,
        ...created,
      })),
    ],
    [
      resourceTables.recipe,
      recipes.map((r) => ({
        id: r.id,
        recipe: r.recipe,
        date: addDays(days[0], -random.int(10, 300)),
        notes: r.notes,
        ...created,
        ingredients: r.ingredients.map((i) => ({ ...i, chemical: chemicals.find((c) => c.name === i.chemical)!.id })),
      })),
    ],
  ]);

  const counts = { chemicals: chemicals.length, recipes: recipes.length, receipts: 0, uses: uses.length };
  let batch = { in: [] as SeedRow[], out: [] as SeedRow[] };
  const receive = (chemical: SeedChemical, day: string, at: Date, quantity: number, notes: string | null) => {
    stocks.get(chemical)!.level += quantity;
    counts.receipts++;
    const by = actor();
    batch.in.push({
      id: randomUUID(),
      date: day,
      chemical: chemical.id,
      quantity: thousandths(quantity),
      lot: `${chemical.supplier.slice(0, 2).toUpperCase()}${day.slice(2, 4)}${day.slice(5, 7)}-${random.digits(3)}`,
      supplier: chemical.supplier,
      unitCost: (chemical.unitCost * (0.9 + random.next() * 0.2)).toFixed(2),
      notes,
      createdAt: at,
      updatedAt: at,
      createdById: by,
      updatedById: by,
    });
  };
  let next = 0;
  for (const [index, day] of days.entries()) {
    const morning = new Date(Date.parse(`${day}T06:30:00.000Z`));
    for (const chemical of chemicals) {
      const stock = stocks.get(chemical)!;
      if (index === 0) receive(chemical, day, morning, stock.order * 2, 'Opening stock');
      else if (stock.pendingDay === day) receive(chemical, day, morning, stock.order, null);
      if (stock.pendingDay === day) stock.pendingDay = null;
    }
    for (; next < uses.length && uses[next].day === day; next++) {
      const use = uses[next];
      const stock = stocks.get(use.chemical)!;
      if (stock.level < use.quantity) {
        receive(
          use.chemical,
          day,
          new Date(use.at.getTime() - 60_000),
          orderSize(Math.max(stock.order, use.quantity)),
          'Rush order',
        );
      }
      stock.level -= use.quantity;
      const by = actor();
      batch.out.push({
        id: randomUUID(),
        date: day,
        chemical: use.chemical.id,
        quantity: thousandths(use.quantity),
        tank: options.tankIds.get(use.tank) ?? null,
        recipe: use.recipe,
        notes: use.notes,
        createdAt: use.at,
        updatedAt: use.at,
        createdById: by,
        updatedById: by,
      });
      if (stock.level < stock.minimum * 1.5 && !stock.pendingDay) stock.pendingDay = addDays(day, random.int(2, 8));
    }
    if (batch.in.length + batch.out.length >= options.batchRows) {
      await insertRows(db, [
        [resourceTables.chemicalIn, batch.in],
        [resourceTables.chemicalOut, batch.out],
      ]);
      batch = { in: [], out: [] };
    }
  }
  await insertRows(db, [
    [resourceTables.chemicalIn, batch.in],
    [resourceTables.chemicalOut, batch.out],
  ]);
  await updateById(
    db,
    resourceTables.chemical,
    chemicals.map((c) => {
      const { level, minimum } = stocks.get(c)!;
      return { id: c.id, stock: thousandths(level), lowStock: level < minimum };
    }),
  );
  return counts;
}
