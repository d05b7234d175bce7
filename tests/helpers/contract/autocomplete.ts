/** GET /api/<name>/autocomplete?query&limit: {id, label} by the resource's labelField. */
import { describe, expect, test } from 'vitest';
import type { ResourceDefinition } from '../../../resources';
import { call } from '../http';
import type { ContractContext } from './context';
import { pathFor, seed } from './store';

export function autocompleteContract(ctx: ContractContext, resource: ResourceDefinition): void {
  const path = pathFor(resource, 'autocomplete');
  const ask = (query: Record<string, unknown>) => call(ctx.app, 'GET', path, { token: ctx.owner.token, query });

  describe('autocomplete', () => {
    test(`matches ${resource.labelField} case-insensitively and answers {id, label}`, async () => {
      const records = [await seed(ctx, resource), await seed(ctx, resource), await seed(ctx, resource)];
      const label = String(records[1][resource.labelField]);
      const res = await ask({ query: label.toUpperCase(), limit: 10 });
      expect(res.status).toBe(200);
      expect(res.body).toContainEqual({ id: records[1].id, label });
      for (const option of res.body) {
        expect(Object.keys(option).sort()).toEqual(['id', 'label']);
        expect(option.label.toLowerCase()).toContain(label.toLowerCase());
      }
      expect(res.body.map((o: { id: string }) => o.id)).not.toContain(records[0].id);
    });

    test('ids answers the labels of exactly those records (a form showing its current references)', async () => {
      const records = [await seed(ctx, resource), await seed(ctx, resource), await seed(ctx, resource)];
      const res = await ask({ ids: [records[0].id, records[2].id], limit: 10 });
      expect(res.status).toBe(200);
      const expected = [records[0], records[2]].map((r) => ({ id: r.id, label: String(r[resource.labelField]) }));
      expect([...res.body].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        expected.sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect((await ask({ ids: ['not-an-id'] })).body).toEqual([]);
    });

    test('limit caps the answer', async () => {
      await Promise.all([seed(ctx, resource), seed(ctx, resource), seed(ctx, resource)]);
      const res = await ask({ query: '', limit: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(2);
    });
  });
}
