/**
 * GET /api/<name>/autocomplete?query&limit: {id, label} by the resource's labelField; a resource
 * declaring a picker also answers each option's shown fields (details) and whether it is open work,
 * and finds records by its searched fields too (tests/api/picker-options.test.ts has the rest).
 */
import { describe, expect, test } from 'vitest';
import type { ResourceDefinition } from '../../../resources';
import { call } from '../http';
import type { ContractContext } from './context';
import { pathFor, seed } from './store';

/**
 * What an autocomplete option may carry: id and label; a picker's (resources/kit/types.ts) also its
 * declared shown fields, whether it is open work and how much is left. Nothing else of the record.
 */
export function expectOptionShape(resource: ResourceDefinition, option: Record<string, unknown>, message?: string) {
  const { picker } = resource;
  const keys = picker ? ['details', 'id', 'label', ...(picker.open ? ['open'] : [])] : ['id', 'label'];
  const left = picker?.open?.below && option.open === true ? ['left'] : [];
  expect(Object.keys(option).sort(), message).toEqual([...keys, ...left].sort());
  if (picker) expect(Object.keys(option.details as object).sort(), message).toEqual([...picker.show].sort());
}

export function autocompleteContract(ctx: ContractContext, resource: ResourceDefinition): void {
  const path = pathFor(resource, 'autocomplete');
  const ask = (query: Record<string, unknown>) => call(ctx.app, 'GET', path, { token: ctx.owner.token, query });
  const { picker } = resource;
  const asOption = (record: Record<string, unknown>) =>
    picker
      ? expect.objectContaining({ id: record.id, label: String(record[resource.labelField]) })
      : { id: record.id, label: String(record[resource.labelField]) };

  describe('autocomplete', () => {
    test(`matches ${resource.labelField} case-insensitively and answers {id, label}`, async () => {
      const records = [await seed(ctx, resource), await seed(ctx, resource), await seed(ctx, resource)];
      const label = String(records[1][resource.labelField]);
      const res = await ask({ query: label.toUpperCase(), limit: 10 });
      expect(res.status).toBe(200);
      expect(res.body).toContainEqual(asOption(records[1]));
      for (const option of res.body) {
        expectOptionShape(resource, option);
        // A picker also matches its searched fields (a shipper's PO): only a plain autocomplete is by label alone.
        if (!picker) expect(option.label.toLowerCase()).toContain(label.toLowerCase());
      }
      if (!picker) expect(res.body.map((o: { id: string }) => o.id)).not.toContain(records[0].id);
    });

    test('ids answers the labels of exactly those records (a form showing its current references)', async () => {
      const records = [await seed(ctx, resource), await seed(ctx, resource), await seed(ctx, resource)];
      const res = await ask({ ids: [records[0].id, records[2].id], limit: 10 });
      expect(res.status).toBe(200);
      const byId = (a: { id: unknown }, b: { id: unknown }) => String(a.id).localeCompare(String(b.id));
      const expected = [records[0], records[2]].sort(byId).map(asOption);
      expect([...res.body].sort(byId)).toEqual(expected);
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
