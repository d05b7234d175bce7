/**
 * A create with nothing else to check (server/services/records/create-in-one-statement.ts) is one
 * statement whose record JSON the database builds. It must answer and audit exactly what the
 * transactional path would: the record as a read serializes it.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { resourceList, resources, type ResourceDefinition } from '../../resources';
import { apiPath } from '../../resources/kit/derive';
import { resourceTables } from '../../server/db/tables';
import { createsInOneStatement } from '../../server/services/records/create-in-one-statement';
import { domainHooks } from '../../server/services/domain-hooks';
import { getRecord } from '../../server/services/records/records-read';
import { call } from '../helpers/http';
import { setupPartsFlow } from '../helpers/parts-flow';
import { sampleRecord } from '../helpers/samples';

const single = resourceList.filter((r) => r.operations.includes('create') && createsInOneStatement(r, domainHooks));
const url = (resource: ResourceDefinition, operation: 'create' | 'import' | 'get', id = '') =>
  `/api/${apiPath(resource, operation).replace(':id', id)}`;

// A fresh app and database with an owner (the parts-flow set-up is no more than that).
const ctx = setupPartsFlow();

const auditOf = async (entityName: string, entityId: string) =>
  ctx.db
    .select()
    .from(resourceTables.auditLog)
    .where(and(eq(resourceTables.auditLog.entityName, entityName), eq(resourceTables.auditLog.entityId, entityId)));

test('only a resource with nothing else to check takes the one-statement path', () => {
  expect(single.map((r) => r.name)).toContain('customer');
  // References, numbers, files or domain rules each need their own statements in a transaction.
  for (const name of ['product', 'shipper', 'packing', 'invoice', 'chemical', 'recipe']) {
    expect(createsInOneStatement(resources[name as keyof typeof resources], domainHooks)).toBe(false);
  }
});

describe.each(single.map((r) => [r.name, r] as const))('%s', (name, resource) => {
  const operations = (['create', 'import'] as const).filter((operation) => resource.operations.includes(operation));
  test.each(operations)('%s answers and audits the record exactly as a read serializes it', async (operation) => {
    const seq = operation === 'import' ? 2 : 1;
    const body = {
      data: sampleRecord(resource, seq),
      ...(operation === 'import' ? { importHash: `one-statement-${seq}` } : {}),
    };
    const created = await call(ctx.app, 'POST', url(resource, operation), { token: ctx.owner.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = String((created.body as { id: string }).id);

    const read = await call(ctx.app, 'GET', url(resource, 'get', id), { token: ctx.owner.token });
    expect(created.body).toStrictEqual(read.body);
    // Timestamps to the millisecond, as Date#toJSON writes them (the database keeps microseconds).
    expect(String(read.body.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const audit = await auditOf(name, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', createdById: ctx.owner.id, createdByEmail: ctx.owner.email });
    // What the transactional path stores: serialize(row) through JSON.
    expect(audit[0].values).toStrictEqual(JSON.parse(JSON.stringify(await getRecord(ctx.db, resource, id))));
  });

  test.runIf(resource.operations.includes('import'))(
    'an import sent again is refused by the unique index, and nothing more is written',
    async () => {
      const body = { data: sampleRecord(resource, 3), importHash: 'one-statement-again' };
      const path = url(resource, 'import');
      expect((await call(ctx.app, 'POST', path, { token: ctx.owner.token, body })).status).toBe(200);
      const again = await call(ctx.app, 'POST', path, { token: ctx.owner.token, body });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: 'Data has already been imported' });
      const table = resourceTables[resource.name];
      expect(await ctx.db.select().from(table).where(eq(table.importHash, 'one-statement-again'))).toHaveLength(1);
    },
  );
});
