/**
 * Nonconformances (docs/domain-rules.md#quality): the server records who gave the disposition and
 * when; use as is needs the customer's approval; closing needs a disposition and a corrective
 * action; a closed one changes only by being reopened; the disposition is the quality manager's.
 * Every refusal speaks in both languages and writes nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceTables } from '../../server/db/tables';
import { call } from '../helpers/http';
import {
  createNonconformance,
  inspectedPacking,
  nonconformanceSnapshot,
  postNonconformance,
  putNonconformance,
} from '../helpers/nonconformances';
import { ok, refused, setupPartsFlow } from '../helpers/parts-flow';
import { createTank } from '../helpers/baths';
import { createUser, type TestUser } from '../helpers/users';

const ctx = setupPartsFlow();
const users = {} as { manager: TestUser; technician: TestUser };
beforeAll(async () => {
  users.manager = await createUser(ctx.app, ctx.db, { roles: ['qualityManager'] });
  users.technician = await createUser(ctx.app, ctx.db, { roles: ['labTechnician'] });
});

const refusedWrite = (status: number, request: Parameters<typeof refused>[2]) =>
  refused(ctx, status, request, nonconformanceSnapshot);

/** The audit entries of one nonconformance, oldest first: who wrote, and the disposition as recorded. */
async function auditOf(id: string) {
  const log = resourceTables.auditLog;
  const rows = await ctx.db
    .select()
    .from(log)
    .where(and(eq(log.entityName, 'nonconformance'), eq(log.entityId, id)))
    .orderBy(asc(log.timestamp));
  return rows.map((row) => {
    const values = row.values as Record<string, unknown>;
    return { by: row.createdByEmail, disposition: values.disposition, dispositionBy: values.dispositionBy };
  });
}

describe('disposition', () => {
  test('the server records who decided and when; a change records it again; the audit shows who', async () => {
    const opened = await createNonconformance(ctx, {}, users.technician);
    expect(opened).toMatchObject({ status: 'open', disposition: null, dispositionBy: null, dispositionAt: null });
    const t0 = Date.now();
    const decided = ok(await putNonconformance(ctx, opened.id, { disposition: 'rework' }, users.manager));
    expect(decided).toMatchObject({ disposition: 'rework', dispositionBy: users.manager.email });
    expect(Date.parse(String(decided.dispositionAt))).toBeGreaterThanOrEqual(t0 - 1000);
    // Another field changed: the decision stays as it was.
    const noted = ok(await putNonconformance(ctx, opened.id, { cause: 'Dirty rinse' }, ctx.owner));
    expect(noted).toMatchObject({ dispositionBy: users.manager.email, dispositionAt: decided.dispositionAt });
    const changed = ok(await putNonconformance(ctx, opened.id, { disposition: 'scrap' }, ctx.owner));
    expect(changed).toMatchObject({ disposition: 'scrap', dispositionBy: ctx.owner.email });
    expect(await auditOf(opened.id)).toEqual([
      { by: users.technician.email, disposition: null, dispositionBy: null },
      { by: users.manager.email, disposition: 'rework', dispositionBy: users.manager.email },
      { by: ctx.owner.email, disposition: 'rework', dispositionBy: users.manager.email },
      { by: ctx.owner.email, disposition: 'scrap', dispositionBy: ctx.owner.email },
    ]);
  });

  test('a disposition given on create is recorded too; who decided cannot be sent', async () => {
    const row = await createNonconformance(ctx, { disposition: 'scrap' }, users.manager);
    expect(row).toMatchObject({ disposition: 'scrap', dispositionBy: users.manager.email });
    const body = await refusedWrite(400, () =>
      postNonconformance(ctx, { disposition: 'scrap', dispositionBy: 'someone@else.test' }, users.manager),
    );
    expect(body.errors).toEqual({ _unknown: expect.stringContaining('dispositionBy') });
  });

  test('a lab technician opens one, but without a disposition: 403, nothing written', async () => {
    for (const [lang, message] of [
      ['en', 'Only the quality manager or the owner gives a disposition: open the nonconformance without one'],
      ['pt-BR', 'Só o gerente da qualidade ou o proprietário dá a disposição: abra a não conformidade sem ela'],
    ]) {
      const body = await refusedWrite(403, () =>
        postNonconformance(ctx, { disposition: 'rework' }, users.technician, lang),
      );
      expect(body.message).toBe(message);
    }
    // Editing is the quality manager's: the technician may not disposition an open one either.
    const opened = await createNonconformance(ctx, {}, users.technician);
    await refusedWrite(403, () => putNonconformance(ctx, opened.id, { disposition: 'rework' }, users.technician));
  });

  test("use as is needs the customer's approval", async () => {
    const body = await refusedWrite(400, () => postNonconformance(ctx, { disposition: 'useAsIs' }, users.manager));
    expect(body.errors).toEqual({
      customerApproval: "Customer's approval is required to use as is: say who approved it and how",
    });
    const opened = await createNonconformance(ctx, {}, users.technician);
    const pt = await refusedWrite(400, () =>
      putNonconformance(ctx, opened.id, { disposition: 'useAsIs', customerApproval: '  ' }, users.manager, 'pt-BR'),
    );
    expect(pt.errors).toEqual({
      customerApproval: 'Aprovação do cliente é obrigatória para usar como está: diga quem aprovou e como',
    });
    const approved = { disposition: 'useAsIs', customerApproval: 'J. Smith, ACME quality, e-mail 2026-03-02' };
    expect(ok(await putNonconformance(ctx, opened.id, approved, users.manager))).toMatchObject(approved);
  });
});

describe('closing', () => {
  test('needs a disposition and a corrective action; sets closedAt', async () => {
    const opened = await createNonconformance(ctx, {}, users.technician);
    const body = await refusedWrite(400, () => putNonconformance(ctx, opened.id, { status: 'closed' }, users.manager));
    expect(body.errors).toEqual({
      disposition: 'Disposition is required to close the nonconformance',
      correctiveAction: 'Corrective action is required to close the nonconformance',
    });
    const pt = await refusedWrite(400, () =>
      putNonconformance(ctx, opened.id, { status: 'closed', disposition: 'rework' }, users.manager, 'pt-BR'),
    );
    expect(pt.errors).toEqual({ correctiveAction: 'Ação corretiva é obrigatória para encerrar a não conformidade' });
    const t0 = Date.now();
    const closed = ok(
      await putNonconformance(
        ctx,
        opened.id,
        { status: 'closed', disposition: 'rework', correctiveAction: 'Rinse changed daily' },
        users.manager,
      ),
    );
    expect(closed).toMatchObject({ status: 'closed', dispositionBy: users.manager.email });
    expect(Date.parse(String(closed.closedAt))).toBeGreaterThanOrEqual(t0 - 1000);
  });

  test('a closed one changes only by being reopened, then may change; reopening clears closedAt', async () => {
    const closed = await createNonconformance(
      ctx,
      { status: 'closed', disposition: 'scrap', correctiveAction: 'Racks replaced' },
      users.manager,
    );
    expect(closed.closedAt).not.toBeNull();
    const body = await refusedWrite(400, () => putNonconformance(ctx, closed.id, { cause: 'Worn racks' }));
    expect(body.errors).toEqual({
      cause: `Nonconformance ${closed.valueID} is closed: reopen it (Status: Open) before changing it`,
    });
    const both = await refusedWrite(400, () =>
      putNonconformance(ctx, closed.id, { status: 'open', disposition: 'rework' }, ctx.owner, 'pt-BR'),
    );
    expect(both.errors).toEqual({
      disposition: `A não conformidade ${closed.valueID} está encerrada: reabra-a (Situação: Aberta) antes de alterá-la`,
    });
    // Saving it unchanged is a change of nothing, still refused: closed is final until reopened.
    await refusedWrite(400, () => putNonconformance(ctx, closed.id, {}));
    await refusedWrite(403, () => putNonconformance(ctx, closed.id, { status: 'open' }, users.technician));
    const reopened = ok(await putNonconformance(ctx, closed.id, { status: 'open' }, users.manager));
    expect(reopened).toMatchObject({ status: 'open', closedAt: null, dispositionBy: users.manager.email });
    expect(ok(await putNonconformance(ctx, closed.id, { cause: 'Worn racks' }))).toMatchObject({ cause: 'Worn racks' });
  });

  test('never deleted', async () => {
    const row = await createNonconformance(ctx, {});
    await refusedWrite(404, () => call(ctx.app, 'DELETE', `/api/nonconformance/${row.id}`, { token: ctx.owner.token }));
  });
});

describe('what it concerns', () => {
  test('an inspection nonconformance names the inspection; an analysis one the tank', async () => {
    const body = await refusedWrite(400, () => postNonconformance(ctx, { source: 'inspection' }, users.technician));
    expect(body.errors).toEqual({ inspection: 'Inspection is required when the source is an inspection' });
    const pt = await refusedWrite(400, () =>
      postNonconformance(ctx, { source: 'analysis' }, users.technician, 'pt-BR'),
    );
    expect(pt.errors).toEqual({ tank: 'Tanque é obrigatório quando a origem é uma análise de banho' });
    const { customer, packing, inspection } = await inspectedPacking(ctx, 40);
    const fromInspection = {
      source: 'inspection',
      customer,
      packing: packing.id,
      inspection: inspection.id,
      quantity: 40,
    };
    expect(await createNonconformance(ctx, fromInspection, users.technician)).toMatchObject({
      ...fromInspection,
      status: 'open',
    });
    const tank = await createTank(ctx, []);
    expect(await createNonconformance(ctx, { source: 'analysis', tank: tank.id }, users.technician)).toMatchObject({
      tank: tank.id,
    });
  });
});
