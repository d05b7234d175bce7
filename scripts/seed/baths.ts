/**
 * Tanks and a year of bath analyses (docs/domain-rules.md#chemistry). Tanks come first, so the
 * year's chemical uses name them; then each parameter drifts down with the bath's work, is analysed
 * twice a week, and comes back to its target when the next use of its correcting chemical goes into
 * the tank, which a Low analysis names as its addition. Flags, limits and tank states are as the
 * server would have kept them.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { analysisFlag } from '../../resources/kit/bath-control';
import type { Database } from '../../server/db/client';
import { resourceTables } from '../../server/db/tables';
import { refreshTankState } from '../../server/services/baths/tank-state';
import { insertRows, type SeedRow } from './bulk-insert';
import { addDays, yearOfDays } from './calendar';
import type { Random } from './random';
import { tankCatalog, type CatalogParameter } from './tanks-catalog';

/** Inserts the tanks (parameters without their chemicals yet) and answers their ids by name. */
export async function seedTanks(db: Database, today: string): Promise<Map<string, string>> {
  const since = new Date(`${addDays(today, -400)}T08:00:00.000Z`);
  const rows = tankCatalog.map((t) => ({
    id: randomUUID(),
    name: t.name,
    line: t.name.split(',')[0],
    process: t.process,
    volume: String(t.volume),
    volumeUnit: t.volumeUnit,
    status: 'inUse',
    state: 'notAnalysed',
    parameters: [],
    createdAt: since,
    updatedAt: since,
  }));
  await insertRows(db, [[resourceTables.tank, rows]]);
  return new Map(rows.map((row) => [row.name, row.id]));
}

const round = (value: number) => Math.round(value * 1000) / 1000;

interface Use {
  id: string;
  day: string;
  chemical: string;
}

export async function seedAnalyses(
  db: Database,
  options: { random: Random; today: string; tanks: Map<string, string>; analysts: string[] },
) {
  const { random, today, tanks, analysts } = options;
  const { chemical, chemicalOut, tank: tankTable } = resourceTables;
  const chemicals = new Map(
    (await db.select({ id: chemical.id, name: chemical.name }).from(chemical)).map((c) => [
      String(c.name),
      String(c.id),
    ]),
  );
  const days = yearOfDays(today).filter((day) => [1, 4].includes(new Date(`${day}T12:00:00Z`).getUTCDay()));
  const rows: SeedRow[] = [];
  for (const [index, catalog] of tankCatalog.entries()) {
    const tankId = tanks.get(catalog.name)!;
    const uses = (await db
      .select({ id: chemicalOut.id, day: chemicalOut.date, chemical: chemicalOut.chemical })
      .from(chemicalOut)
      .where(eq(chemicalOut.tank, tankId))
      .orderBy(asc(chemicalOut.date))) as Use[];
    const parameters = catalog.parameters.map((p) => ({
      parameter: p.parameter,
      unit: p.unit,
      target: p.target,
      lower: p.lower,
      upper: p.upper,
      chemical: p.chemical ? (chemicals.get(p.chemical) ?? null) : null,
      factor: p.chemical ? p.factor : null,
      factorUnit: p.chemical ? p.factorUnit : null,
    }));
    await db.update(tankTable).set({ parameters }).where(eq(tankTable.id, tankId));
    // Two tanks left unanalysed for the last fortnight, as happens when the chemist is away.
    const lastDay = index % 6 === 5 ? addDays(today, -15) : today;
    for (const [position, p] of catalog.parameters.entries()) {
      rows.push(
        ...parameterYear(
          random,
          days.filter((day) => day <= lastDay),
          tankId,
          p,
          parameters[position].chemical,
          uses,
          analysts,
        ),
      );
    }
  }
  for (let start = 0; start < rows.length; start += 2000)
    await insertRows(db, [[resourceTables.bathAnalysis, rows.slice(start, start + 2000)]]);
  for (const id of tanks.values()) await refreshTankState(db, id);
  return rows.length;
}

/** One parameter's analyses over the days: drift, noise, and the additions that bring it back. */
function parameterYear(
  random: Random,
  days: string[],
  tank: string,
  p: CatalogParameter,
  chemical: string | null,
  uses: Use[],
  analysts: string[],
): SeedRow[] {
  const rows: SeedRow[] = [];
  let value = p.target;
  let previous = days[0];
  const linked = new Set<string>();
  for (const day of days) {
    const elapsed = (Date.parse(day) - Date.parse(previous)) / 86_400_000;
    // Every use of the correcting chemical in this tank since the last analysis was an addition: back near target.
    const topped = chemical && uses.some((u) => u.chemical === chemical && u.day > previous && u.day <= day);
    previous = day;
    if (topped) value = p.target + (random.next() - 0.5) * p.noise;
    // Now and then a heater or a probe misbehaves: pH and temperature leave their limits for one reading.
    const excursion = random.chance(0.02) ? (random.next() < 0.5 ? -1 : 1) * (p.upper - p.lower) : 0;
    value = p.drift
      ? value - p.drift * 0.5 * elapsed * (0.6 + random.next() * 0.8)
      : p.target + (random.next() - 0.5) * 2 * p.noise + excursion;
    const measured = round(value + (random.next() - 0.5) * p.noise);
    const flag = analysisFlag(measured, p.lower, p.upper);
    // A Low result is corrected by the next use of its chemical in this tank within a week.
    const addition =
      flag === 'low' && chemical
        ? uses.find((u) => u.chemical === chemical && !linked.has(u.id) && u.day >= day && u.day <= addDays(day, 7))
        : undefined;
    if (addition) linked.add(addition.id);
    if (addition) value = p.target + (random.next() - 0.5) * p.noise;
    const at = new Date(
      `${day}T${String(7 + random.int(0, 3)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00.000Z`,
    );
    const analyst = analysts.length ? random.pick(analysts) : null;
    rows.push({
      id: randomUUID(),
      analysedAt: at,
      tank,
      parameter: p.parameter,
      value: String(measured),
      unit: p.unit,
      flag,
      target: String(p.target),
      lower: String(p.lower),
      upper: String(p.upper),
      method: p.unit === 'pH' ? 'phMeter' : p.unit === '°C' ? 'thermometer' : 'titration',
      analyst,
      notes: null,
      addition: addition?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
  return rows;
}
