/** Every filter a resource declares: contains, exact, ranges and open work, checked against all rows. */
import { LIST_PAGE_MAX } from '../../../resources/kit/list-page';
import { describe, expect, test } from 'vitest';
import type { Field, ResourceDefinition } from '../../../resources';
import { filterSpecs, type FilterSpec } from '../../../resources/kit/derive';
import { call } from '../http';
import { asQueryValue, compareValues, type Value } from './compare';
import type { ContractContext } from './context';
import { pathFor, exportAll, type Row } from './store';

export interface ListFixture {
  /** Ids of the rows the list tests seeded, every field set, out of value order. */
  ids: string[];
}

type Case = { filter: Record<string, unknown>; expected: (row: Row) => boolean; narrows: boolean };

/** Whether a row is the picker's open work, read from the declaration as the server reads it (open-work.ts). */
function isOpenWork(resource: ResourceDefinition, row: Row): boolean {
  const open = resource.picker!.open!;
  const number = (name: string) => Number(row[name] ?? 0);
  return (
    (!open.below || number(open.below[0]) < number(open.below[1])) &&
    (open.empty ?? []).every((name) => row[name] === null || row[name] === '') &&
    Object.entries(open.equals ?? {}).every(([name, value]) => row[name] === value) &&
    Object.entries(open.among ?? {}).every(([name, values]) => values!.includes(row[name] as string))
  );
}

function casesFor(resource: ResourceDefinition, key: string, spec: FilterSpec, field: Field, seeded: Row[]): Case[] {
  const v = (row: Row) => row[spec.field] as Value;
  if (spec.kind === 'open') {
    // The seeded rows may all be open work (nothing packed yet): neither case need narrow.
    return [true, false].map((open) => ({
      filter: { [key]: String(open) },
      expected: (row) => isOpenWork(resource, row) === open,
      narrows: false,
    }));
  }
  if (spec.kind === 'contains') {
    const value = String(v(seeded[4]));
    // The seeded row's own number with a letter or two before it, in the other case.
    const digits = /\d{4,}/.exec(value);
    const term = (
      digits
        ? value.slice(Math.max(0, digits.index - 2), digits.index + digits[0].length)
        : value.slice(Math.floor(value.length / 3), Math.ceil((2 * value.length) / 3))
    ).toUpperCase();
    const has = (row: Row, t: string) =>
      String(v(row) ?? '')
        .toLowerCase()
        .includes(t.toLowerCase());
    return [
      { filter: { [key]: term }, expected: (row) => has(row, term), narrows: true },
      { filter: { [key]: '%' }, expected: (row) => has(row, '%'), narrows: true },
      { filter: { [key]: '_' }, expected: (row) => has(row, '_'), narrows: false },
    ];
  }
  if (spec.type === 'choices') {
    // A several-valued field matches the records holding the value asked for.
    const value = (v(seeded[4]) as string[])[0];
    return [{ filter: { [key]: value }, expected: (row) => (v(row) as string[]).includes(value), narrows: true }];
  }
  if (spec.kind === 'exact') {
    const value = v(seeded[4]);
    const cases: Case[] = [
      {
        filter: { [key]: asQueryValue(value) },
        expected: (row) => asQueryValue(v(row)) === asQueryValue(value),
        narrows: true,
      },
    ];
    if (spec.type === 'string' && spec.field !== 'id') {
      const prefix = String(value).slice(0, -1);
      cases.push({ filter: { [key]: prefix }, expected: (row) => v(row) === prefix, narrows: true });
    }
    return cases;
  }
  const sorted = seeded.map(v).sort((a, b) => compareValues(field, a, b));
  const [lo, hi] = [sorted[3], sorted[8]];
  const within = (row: Row, from: Value, to: Value) =>
    v(row) !== null &&
    (from === '' || compareValues(field, v(row), from) >= 0) &&
    (to === '' || compareValues(field, v(row), to) <= 0);
  const cases: Case[] = [
    { filter: { [key]: [lo, hi] }, expected: (row) => within(row, lo, hi), narrows: true },
    { filter: { [key]: [lo, ''] }, expected: (row) => within(row, lo, ''), narrows: true },
    { filter: { [key]: ['', hi] }, expected: (row) => within(row, '', hi), narrows: true },
  ];
  if (spec.type === 'datetime') {
    // A day as either bound covers that whole day.
    const [from, to] = [String(lo).slice(0, 10), String(hi).slice(0, 10)];
    const day = (row: Row) => String(v(row) === null ? '' : new Date(String(v(row))).toISOString()).slice(0, 10);
    cases.push({
      filter: { [key]: [from, to] },
      expected: (row) => v(row) !== null && day(row) >= from && day(row) <= to,
      narrows: true,
    });
  }
  return cases;
}

export function filterContract(ctx: ContractContext, resource: ResourceDefinition, fixture: ListFixture): void {
  const fields: Record<string, Field> = resource.fields;
  describe('filters', () => {
    for (const [key, spec] of Object.entries(filterSpecs(resource))) {
      test(`${key} (${spec.kind})`, async () => {
        const all = await exportAll(ctx, resource);
        const seeded = fixture.ids.map((id) => all.rows.find((r) => r.id === id)!);
        const field = fields[spec.field] ?? ({ type: spec.type } as Field);
        for (const c of casesFor(resource, key, spec, field, seeded)) {
          const expected = all.rows
            .filter(c.expected)
            .map((r) => r.id)
            .sort();
          if (c.narrows)
            expect(expected.length, `${JSON.stringify(c.filter)} excludes some rows`).toBeLessThan(all.count);
          const { rows, count } = await exportAll(ctx, resource, { filter: c.filter });
          expect(rows.map((r) => r.id).sort(), JSON.stringify(c.filter)).toEqual(expected);
          expect(count).toBe(expected.length);
          // A page renders its filter once per shape and keeps it (list-filter.ts): each case's own values still count.
          const page = await call<{ rows: Row[]; count: number }>(ctx.app, 'GET', pathFor(resource, 'list'), {
            token: ctx.owner.token,
            query: { filter: c.filter, limit: Math.min(all.count + 1, LIST_PAGE_MAX), offset: 0 },
          });
          // A page holds at most LIST_PAGE_MAX rows (the audit log outgrows it over the whole suite).
          const paged = page.body.rows.map((r) => r.id).sort();
          const within = expected.length <= LIST_PAGE_MAX ? expected : paged.filter((id) => expected.includes(id));
          expect([paged, page.body.count], `page of ${JSON.stringify(c.filter)}`).toEqual([within, expected.length]);
          expect(paged.length).toBe(Math.min(expected.length, LIST_PAGE_MAX));
        }
      });
    }

    test('an unknown filter key is a 400', async () => {
      const res = await call(ctx.app, 'GET', pathFor(resource, 'list'), {
        token: ctx.owner.token,
        query: { filter: { notAField: 'x' } },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown filter: notAField');
    });

    test('a filter value of the wrong type is a 400', async () => {
      const specs = Object.entries(filterSpecs(resource)).filter(([, s]) => s.kind !== 'contains');
      expect(specs.length).toBeGreaterThan(0);
      for (const [key, spec] of specs) {
        const value = spec.kind === 'range' ? ['not-a-value', ''] : 'not-a-value';
        if (spec.kind === 'exact' && spec.type === 'string' && spec.field !== 'id') continue;
        const res = await call(ctx.app, 'GET', pathFor(resource, 'list'), {
          token: ctx.owner.token,
          query: { filter: { [key]: value } },
        });
        expect(res.status, key).toBe(400);
        // A choice names the values it takes.
        const message = spec.options
          ? `Invalid value not-a-value for filter ${key}: use one of ${spec.options.join(', ')}`
          : `Invalid value for filter ${key}`;
        expect(res.body.message).toBe(message);
      }
    });
  });
}
