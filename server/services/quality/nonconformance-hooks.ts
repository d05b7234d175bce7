/**
 * A nonconformance's rules (docs/domain-rules.md#quality): the server records who gave the
 * disposition and when; use as is needs the customer's approval; closing needs a disposition and a
 * corrective action; a closed one changes only by being reopened; an inspection's names the
 * inspection, an analysis's the tank. The disposition is the quality manager's decision: whoever may
 * only open one (a lab technician) opens it without.
 */
import { eq } from 'drizzle-orm';
import { resources, type StoredRowOf } from '../../../resources';
import { hasPermission } from '../../../resources/kit/permissions';
import type { MessageDescriptor } from '../../../resources/kit/validation';
import type { Database } from '../../db/client';
import { appUser } from '../../db/tables';
import { ValidationFailed, forbidden } from '../../errors';
import type { Actor } from '../audit';
import type { DbRow, ResourceHooks } from '../records/hooks';

type Row = StoredRowOf<'nonconformance'>;
const nonconformance = resources.nonconformance;

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

async function rolesOf(tx: Database, actor: Actor): Promise<string[]> {
  if (actor.id === null) return [];
  const [user] = await tx.select({ roles: appUser.roles }).from(appUser).where(eq(appUser.id, actor.id));
  return user?.roles ?? [];
}

/** The field rules of the record as it will be stored, all reported at once. */
function checkFields(values: DbRow): void {
  const errors: Record<string, MessageDescriptor> = {};
  if (values.source === 'inspection' && blank(values.inspection))
    errors.inspection = { key: 'validation.nonconformanceInspectionRequired' };
  if (values.source === 'analysis' && blank(values.tank))
    errors.tank = { key: 'validation.nonconformanceTankRequired' };
  if (values.disposition === 'useAsIs' && blank(values.customerApproval))
    errors.customerApproval = { key: 'validation.nonconformanceApprovalRequired' };
  if (values.status === 'closed') {
    if (blank(values.disposition)) errors.disposition = { key: 'validation.nonconformanceCloseDisposition' };
    if (blank(values.correctiveAction))
      errors.correctiveAction = { key: 'validation.nonconformanceCloseCorrectiveAction' };
  }
  if (Object.keys(errors).length) throw new ValidationFailed(nonconformance.name, errors);
}

/** Stamps who decided and when if the disposition is new or changed, and the closing time. */
function stamp(actor: Actor, before: Partial<Row>, values: DbRow, now = new Date()): void {
  if (!same(before.disposition, values.disposition)) {
    const given = !blank(values.disposition);
    Object.assign(values, { dispositionBy: given ? actor.email : null, dispositionAt: given ? now : null });
  }
  if (values.status === 'closed' && before.status !== 'closed') values.closedAt = now;
  if (values.status !== 'closed') values.closedAt = null;
}

/** The writable fields other than status whose value the update would change. */
function changedWhileClosed(before: Row, values: DbRow): string[] {
  return Object.entries(nonconformance.fields)
    .filter(([name, field]) => !field.readOnly && name !== 'status' && name in values)
    .filter(([name]) => !same((before as DbRow)[name], values[name]))
    .map(([name]) => name);
}

export const nonconformanceHooks: ResourceHooks<Row> = {
  async beforeCreate({ tx, actor }, values) {
    if (!blank(values.disposition) && !hasPermission(await rolesOf(tx, actor), 'qualityEdit'))
      throw forbidden('errors.nonconformanceDispositionForbidden');
    checkFields(values);
    stamp(actor, {}, values);
  },
  async beforeUpdate({ actor }, before, values) {
    if (before.status === 'closed') {
      // Closed is the record an auditor reads as final: reopening is a change of its own, audited,
      // and only then may the rest change.
      const changed = changedWhileClosed(before, values);
      if (values.status === 'closed' || changed.length) {
        const field = changed[0] ?? 'status';
        throw new ValidationFailed(nonconformance.name, {
          [field]: { key: 'validation.nonconformanceClosed', args: { number: String(before.valueID) } },
        });
      }
    }
    checkFields(values);
    stamp(actor, before, values);
  },
};
