/**
 * The quality department's year (docs/domain-rules.md#quality): specifications and the parts finished
 * to them, calibrated instruments, final inspections of the latest packing lists (a few failed), and
 * the nonconformances they raised. Written through the server's own create (quality-writer.ts); only a
 * disposition, which the server gives its decider's name and time, is stamped as it would have been.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { declaredTables } from '../../server/db/tables';
import type { Actor } from '../../server/services/audit';
import { addDays } from './calendar';
import { seedInspections, seedNonconformances } from './inspections';
import { instrumentCatalog, specificationCatalog } from './quality-catalog';
import { recordWriter, type Create } from './quality-writer';
import type { Random } from './random';

interface QualityOptions {
  random: Random;
  today: string;
  actor: Actor;
  /** How many of the latest packing lists are inspected. */
  inspections?: number;
}

async function seedInstruments(db: Database, create: Create, today: string) {
  const ids = new Map<string, string>();
  for (const { calibrations, status, ...instrument } of instrumentCatalog) {
    const row = await create('instrument', instrument);
    ids.set(instrument.tag, String(row.id));
    for (const c of calibrations)
      await create('calibration', {
        instrument: row.id,
        date: addDays(today, c.on),
        due: addDays(today, c.due),
        calibratedBy: c.by,
        result: c.result,
        certificateNumber: c.certificate ?? null,
      });
    if (status)
      await db
        .update(declaredTables.instrument)
        .set({ status })
        .where(eq(declaredTables.instrument.id, String(row.id)));
  }
  return ids;
}

export async function seedQuality(db: Database, { random, today, actor, inspections = 30 }: QualityOptions) {
  const { create, ids } = recordWriter(db, actor);
  const specIds: string[] = [];
  for (const { bake, ...spec } of specificationCatalog) {
    const row = await create('specification', {
      ...spec,
      ...(bake && {
        bakeTemperature: bake.temperature,
        bakeTemperatureUnit: bake.unit,
        bakeHours: bake.hours,
        bakeWithinHours: bake.withinHours,
      }),
    });
    specIds.push(String(row.id));
  }
  const instruments = await seedInstruments(db, create, today);
  const inspected = await seedInspections(db, create, { random, specIds, instruments, count: inspections });
  const nonconformances = await seedNonconformances(db, create, inspected, { today, actor });
  const { auditLog } = declaredTables;
  await db.delete(auditLog).where(inArray(auditLog.entityId, ids));
  return {
    specifications: specIds.length,
    instruments: instruments.size,
    inspections: inspected.latest.length,
    nonconformances,
  };
}
