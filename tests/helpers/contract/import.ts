/** POST /api/<name>/import: the importHash protocol of docs/product-spec.md#import. */
import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { findResource, type ResourceDefinition } from '../../../resources';
import { importFields } from '../../../resources/kit/derive';
import { alsoWritten } from '../domain-samples';
import { call } from '../http';
import { sampleImportRecord } from '../samples';
import type { ContractContext } from './context';
import { auditEntries, pathFor, countAudit, countRows, referencesFor } from './store';

export function importContract(ctx: ContractContext, resource: ResourceDefinition): void {
  const path = pathFor(resource, 'import');
  const post = (body: unknown) => call(ctx.app, 'POST', path, { token: ctx.owner.token, body });
  const importData = async () => {
    const seq = ctx.nextSeq();
    return sampleImportRecord(resource, seq, await referencesFor(ctx, importFields(resource)));
  };
  /** The same row as an export writes it: each reference by its record's label (docs/product-spec.md#export). */
  const byLabel = async (data: Record<string, unknown>) => {
    const out = { ...data };
    for (const [name, field] of importFields(resource)) {
      if (field.type !== 'reference') continue;
      const target = findResource(field.resource)!;
      const res = await call(ctx.app, 'GET', pathFor(target, 'get', String(data[name])), { token: ctx.owner.token });
      out[name] = String(res.body[target.labelField]);
    }
    return out;
  };

  describe('import', () => {
    test('an import row is created with one audit entry; the same importHash again is refused', async () => {
      const [data, other, importHash] = [await importData(), await importData(), randomUUID()];
      const also = alsoWritten[resource.name]?.audit_log ?? 0;
      const [rows, audit] = [await countRows(ctx, resource), await countAudit(ctx)];
      const res = await post({ data: await byLabel(data), importHash });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject(data);
      expect([await countRows(ctx, resource), await countAudit(ctx)]).toEqual([rows + 1, audit + 1 + also]);
      const entries = await auditEntries(ctx, res.body.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ entityName: resource.name, action: 'create', entityId: res.body.id });

      const again = await post({ data: other, importHash });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('Data has already been imported');
      const ptBR = await call(ctx.app, 'POST', path, {
        token: ctx.owner.token,
        body: { data, importHash },
        lang: 'pt-BR',
      });
      expect(ptBR.body.message).toBe('Os dados já foram importados');
      expect([await countRows(ctx, resource), await countAudit(ctx)]).toEqual([rows + 1, audit + 1 + also]);
    });

    test('a missing or blank importHash is refused and nothing is written', async () => {
      const data = await importData();
      const [rows, audit] = [await countRows(ctx, resource), await countAudit(ctx)];
      for (const body of [{ data }, { data, importHash: '  ' }, { data, importHash: 42 }]) {
        const res = await post(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toBe('Import hash is required');
      }
      expect([await countRows(ctx, resource), await countAudit(ctx)]).toEqual([rows, audit]);
    });
  });
}
