/**
 * "Record addition" (docs/domain-rules.md#chemistry): from a Low analysis, the chemical use its
 * tank's parameter proposes, written with the tank and linked to the analysis in one transaction.
 * The use goes through the chemical-use rules, so the stock check (chemical row locked) refuses an
 * addition that would take stock below zero, also when several are recorded at once.
 */
import { eq } from 'drizzle-orm';
import { resources } from '../../../resources';
import { additionRequest } from '../../../resources/forms/bath-addition';
import { proposeAddition, type AdditionProposal as Proposal } from '../../../resources/kit/addition-proposal';
import { validateRecord } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { declaredTables } from '../../db/tables';
import { ValidationFailed, badRequest, notFound } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import type { DbRow, HooksByResource } from '../records/hooks';
import { getRecord } from '../records/records-read';
import { createRecord, guarded } from '../records/records-write';
import { UUID } from '../records/references';
import { parametersOf } from './tank-hooks';

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The proposal for a stored analysis, or the refusal saying why there is none. */
async function proposalFor(tx: Database, analysis: DbRow): Promise<Proposal> {
  const { tank, chemical } = declaredTables;
  if (analysis.voided) throw badRequest('errors.bathAnalysis.void', { parameter: String(analysis.parameter) });
  if (analysis.flag !== 'low')
    throw badRequest('errors.bathAnalysis.notLow', { parameter: String(analysis.parameter) });
  if (analysis.addition)
    throw badRequest('errors.bathAnalysis.alreadyAdded', { parameter: String(analysis.parameter) });
  const [tankRow] = await tx
    .select()
    .from(tank)
    .where(eq(tank.id, String(analysis.tank)));
  const parameter = tankRow && parametersOf(tankRow).find((p) => p.parameter === analysis.parameter);
  if (!tankRow || !parameter?.chemical)
    throw badRequest('errors.bathAnalysis.noFactor', { parameter: String(analysis.parameter) });
  // Not locked here: the use's own stock check locks the chemical before it moves it.
  const [stocked] = await tx.select().from(chemical).where(eq(chemical.id, parameter.chemical));
  if (!stocked) throw badRequest('errors.bathAnalysis.noFactor', { parameter: String(analysis.parameter) });
  const proposed = proposeAddition({
    target: num(analysis.target),
    value: Number(analysis.value),
    volume: num(tankRow.volume),
    factor: num(parameter.factor),
    factorUnit: parameter.factorUnit,
    chemicalUnit: String(stocked.unit),
  });
  if ('refusal' in proposed) {
    throw badRequest(`errors.bathAnalysis.${proposed.refusal}`, {
      parameter: String(analysis.parameter),
      tank: String(tankRow.name),
    });
  }
  return {
    analysis: String(analysis.id),
    tank: String(tankRow.id),
    chemical: String(stocked.id),
    chemicalName: String(stocked.name),
    unit: String(stocked.unit),
    quantity: proposed.quantity,
    stock: Number(stocked.stock ?? 0),
  };
}

export async function proposeFor(db: Database, analysisId: string): Promise<Proposal> {
  if (!UUID.test(analysisId)) throw notFound();
  const analysis = declaredTables.bathAnalysis;
  const [row] = await db.select().from(analysis).where(eq(analysis.id, analysisId));
  if (!row) throw notFound();
  return proposalFor(db, row);
}

export async function recordAddition(
  db: Database,
  hooks: HooksByResource,
  analysisId: string,
  data: unknown,
  actor: Actor,
) {
  if (!UUID.test(analysisId)) throw notFound();
  const { values, errors } = validateRecord(additionRequest, data);
  if (Object.keys(errors).length) throw new ValidationFailed(additionRequest.name, errors);
  return guarded(() =>
    db.transaction(async (tx) => {
      const analysis = declaredTables.bathAnalysis;
      // Locked: two clicks on one analysis record one addition; the second is told it is done.
      const [row] = await tx.select().from(analysis).where(eq(analysis.id, analysisId)).for('update');
      if (!row) throw notFound();
      const proposal = await proposalFor(tx, row);
      const use = await createRecord(
        tx,
        hooks,
        resources.chemicalOut,
        {
          date: values.date,
          chemical: proposal.chemical,
          quantity: proposal.quantity,
          tank: proposal.tank,
          notes: values.notes ?? null,
        },
        actor,
      );
      await tx
        .update(analysis)
        .set({ addition: String(use.id), updatedAt: new Date(), updatedById: actor.id })
        .where(eq(analysis.id, analysisId));
      const record = await getRecord(tx, resources.bathAnalysis, analysisId);
      await recordAudit(tx, actor, {
        entityName: resources.bathAnalysis.name,
        entityId: analysisId,
        action: 'update',
        values: record,
      });
      return { use, analysis: record };
    }),
  );
}
