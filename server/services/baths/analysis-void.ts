/**
 * "Void" on a bath analysis recorded by mistake (docs/domain-rules.md#bath-control): the analysis is never
 * deleted; it is kept, marked void with the reason given, and left out of its tank's state, charts and
 * addition proposals. The tank row is locked first, as a new analysis locks it, so its state moves one
 * write at a time; the analysis row is locked next, so it is voided once. Audited in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { resources } from '../../../resources';
import analysisVoid from '../../../resources/forms/bath-analysis-void';
import { validateRecord } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import { getRecord } from '../records/records-read';
import { guarded } from '../records/records-write';
import { UUID } from '../records/references';
import { lockTank } from './analysis-hooks';
import { refreshTankState } from './tank-state';

export async function voidAnalysis(db: Database, analysisId: string, data: unknown, actor: Actor) {
  if (!UUID.test(analysisId)) throw notFound();
  const { values, errors } = validateRecord(analysisVoid, data);
  if (Object.keys(errors).length) throw new ValidationFailed(analysisVoid.name, errors);
  const analysis = declaredTables.bathAnalysis;
  return guarded(() =>
    db.transaction(async (tx) => {
      const [found] = await tx.select({ tank: analysis.tank }).from(analysis).where(eq(analysis.id, analysisId));
      if (!found) throw notFound();
      const tankId = String(found.tank);
      await lockTank(tx, tankId);
      const [row] = await tx.select().from(analysis).where(eq(analysis.id, analysisId)).for('update');
      if (row.voided) throw badRequest('errors.bathAnalysis.alreadyVoid', { parameter: String(row.parameter) });
      const now = new Date();
      await tx
        .update(analysis)
        .set({ voided: true, voidReason: String(values.voidReason), updatedAt: now, updatedById: actor.id })
        .where(eq(analysis.id, analysisId));
      await refreshTankState(tx, tankId);
      const record = await getRecord(tx, resources.bathAnalysis, analysisId);
      await recordAudit(tx, actor, {
        entityName: resources.bathAnalysis.name,
        entityId: analysisId,
        action: 'update',
        values: record,
      });
      return record;
    }),
  );
}
