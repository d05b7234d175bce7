/** Seeding and counting rows for any resource: through the API when it allows creating, else straight to its table. */
import { count, eq } from 'drizzle-orm';
import { findResource, type Field, type ResourceDefinition } from '../../../resources';
import { resourceTables } from '../../../server/db/tables';
import { call } from '../http';
import { stockedReferences } from '../domain-samples';
import { referencedResources, sampleRecord, sampleRow } from '../samples';
import type { ContractContext } from './context';
import { apiPath, writableFields } from '../../../resources/kit/derive';
import type { Operation } from '../../../resources/kit/types';

export type Row = Record<string, unknown> & { id: string };

/** The API path of an operation, as the resource declares it (the user resource lives under /iam). */
export const pathFor = (resource: ResourceDefinition, operation: Operation, id?: string) =>
  `/api/${apiPath(resource, operation).replace(':id', id ?? ':id')}`;

/** How many of `others` the resource `name` references, directly or through them. */
function dependents(name: string, others: string[], seen = new Set<string>()): number {
  if (seen.has(name)) return 0;
  seen.add(name);
  const fields = Object.values(findResource(name)?.fields ?? {});
  return fields
    .filter((f) => f.type === 'reference' && others.includes(f.resource))
    .reduce((sum, f) => sum + 1 + dependents((f as { resource: string }).resource, others, seen), 0);
}

/** The records `record` references, and theirs in turn, taken for the references still needed. */
async function adoptReferences(
  ctx: ContractContext,
  resource: ResourceDefinition,
  record: Record<string, unknown>,
  needed: string[],
  refs: Record<string, string>,
) {
  for (const [own, f] of Object.entries(resource.fields)) {
    if (f.type !== 'reference' || !needed.includes(f.resource) || refs[f.resource] || !record[own]) continue;
    refs[f.resource] = String(record[own]);
    const table = resourceTables[f.resource];
    const [row] = await ctx.db.select().from(table).where(eq(table.id, refs[f.resource]));
    await adoptReferences(ctx, findResource(f.resource)!, row, needed, refs);
  }
}

/** Ids of freshly created records for every resource `resource` references. */
export async function referencesFor(ctx: ContractContext, fields: [string, Field][]) {
  const refs: Record<string, string> = {};
  const needed = referencedResources(fields);
  // The most dependent first (a shipper brings its customer and product), so one sample's references agree.
  const order = [...needed].sort((a, b) => dependents(b, needed) - dependents(a, needed));
  for (const name of order) {
    if (refs[name]) continue;
    const target = findResource(name);
    if (!target) throw new Error(`Unknown referenced resource ${name}`);
    // Each its own number, so no two records share a label (imports name references by label).
    const record = await seed(ctx, target, ctx.nextSeq());
    refs[name] = record.id;
    const stocked = stockedReferences[name];
    if (stocked) await ctx.db.update(resourceTables[name]).set(stocked).where(eq(resourceTables[name].id, record.id));
    await adoptReferences(ctx, target, record, needed, refs);
  }
  return refs;
}

/** A valid create body for `resource`, with its references created first. */
export async function validData(ctx: ContractContext, resource: ResourceDefinition, seq = ctx.nextSeq()) {
  return sampleRecord(resource, seq, await referencesFor(ctx, writableFields(resource)));
}

/** One new record, as the API returns it. */
export async function seed(ctx: ContractContext, resource: ResourceDefinition, seq = ctx.nextSeq()): Promise<Row> {
  if (resource.operations.includes('create')) {
    const data = await validData(ctx, resource, seq);
    const res = await call<Row>(ctx.app, 'POST', pathFor(resource, 'create'), {
      token: ctx.owner.token,
      body: { data },
    });
    if (res.status !== 200)
      throw new Error(`Seeding ${resource.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
  // A reference to its own kind (a certificate's `replaces`) is left empty: seeding it would never end.
  const fields = Object.entries(resource.fields).filter(
    ([, f]) => !(f.type === 'reference' && f.resource === resource.name),
  );
  const row = sampleRow({ ...resource, fields: Object.fromEntries(fields) }, seq, await referencesFor(ctx, fields));
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type === 'datetime') row[name] = new Date(row[name] as string);
  }
  const [inserted] = await ctx.db.insert(resourceTables[resource.name]).values(row).returning();
  return inserted as Row;
}

export async function countRows(ctx: ContractContext, resource: ResourceDefinition): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(resourceTables[resource.name]);
  return Number(n);
}

export async function countAudit(ctx: ContractContext, entityId?: string): Promise<number> {
  const table = resourceTables.auditLog;
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(table)
    .where(entityId === undefined ? undefined : eq(table.entityId, entityId));
  return Number(n);
}

export async function auditEntries(ctx: ContractContext, entityId: string) {
  const table = resourceTables.auditLog;
  return ctx.db.select().from(table).where(eq(table.entityId, entityId));
}

/** Every row, through the export call (no limit, no offset). */
export async function exportAll(
  ctx: ContractContext,
  resource: ResourceDefinition,
  query: Record<string, unknown> = {},
) {
  const res = await call<{ rows: Row[]; count: number }>(ctx.app, 'GET', pathFor(resource, 'list'), {
    token: ctx.owner.token,
    query,
  });
  if (res.status !== 200)
    throw new Error(`Export of ${resource.name} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
