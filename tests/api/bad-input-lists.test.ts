/**
 * Bad input, property-based, on the read side: every list (and its export form) refuses unknown
 * filter, sort and top-level keys, filter values of the wrong type, impossible pages and
 * malformed bracket queries with a 400 and a message, never a 500 and never by ignoring them
 * (an ignored filter would answer every row). Deletes with bad ids are refused all or nothing;
 * autocomplete takes anything without a 500. Nothing is ever written.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceList } from '../../resources';
import { roles } from '../../resources/kit/permissions';
import { filterSpecs } from '../../resources/kit/derive';
import { badListQuery, bounds, edgeListQueries, inheritedNames } from '../helpers/bad-input/bad-queries';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { fingerprint } from '../helpers/bad-input/fingerprint';
import { assertAllRefused, RUNS, SEED } from '../helpers/bad-input/property';
import { pathFor, seed } from '../helpers/contract/store';
import { call } from '../helpers/http';

const ctx = setupOwnerContext();
const get = (path: string, query?: Record<string, unknown>) =>
  call(ctx.app, 'GET', path, { token: ctx.owner.token, query });

describe('lists', () => {
  for (const resource of resourceList.filter((r) => r.operations.includes('list'))) {
    test(`${resource.name}: a bad or malformed query is a 400 with a message, paged or exported`, async () => {
      const list = pathFor(resource, 'list');
      const examples = edgeListQueries(resource);
      // Half the runs as a page, half as the export call (no limit, no offset), which streams.
      const arbitrary = fc.tuple(badListQuery(resource), fc.boolean());
      const send = ([raw, paged]: [string, boolean]) =>
        get(`${list}?${raw}${paged && !/limit|offset/.test(raw) ? '&limit=5' : ''}`);
      await assertAllRefused(ctx.db, arbitrary, send, {
        examples: examples.flatMap(
          (raw) =>
            [
              [raw, true],
              [raw, false],
            ] as [string, boolean][],
        ),
      });
      expect((await get(list, { limit: 5 })).status).toBe(200);
    });
  }

  for (const resource of resourceList.filter((r) => r.operations.includes('list'))) {
    test(`${resource.name}: inherited names (toString, __proto__, …) and loose range bounds are refused by name`, async () => {
      const list = pathFor(resource, 'list');
      const cases: [string, string][] = inheritedNames.flatMap((name): [string, string][] => [
        [`filter[${name}]=x`, `Unknown filter: ${name}`],
        [`filter[${name}][0]=2026-01-01`, `Unknown filter: ${name}`],
        [`orderBy=${name}_ASC`, `Invalid orderBy: ${name}_ASC`],
        [`${name}=1`, `Unknown query parameter: ${name}`],
      ]);
      for (const [key, spec] of Object.entries(filterSpecs(resource)).filter(([, s]) => s.kind === 'range')) {
        for (const bound of bounds[spec.type]) {
          for (const at of [0, 1])
            cases.push([`filter[${key}][${at}]=${encodeURIComponent(bound)}`, `Invalid value for filter ${key}`]);
        }
      }
      const before = await fingerprint(ctx.db);
      for (const [raw, message] of cases) {
        const res = await get(`${list}?${raw}`);
        expect([res.status, res.body.message], raw).toEqual([400, message]);
      }
      expect(await fingerprint(ctx.db), 'nothing written').toEqual(before);
    });
  }

  test('GET /api/iam/role: unknown filters or parameters, a role outside the dictionary, a bad order: 400', async () => {
    const bad = fc.oneof(
      fc.constantFrom(
        'filter[zz]=1',
        'filter=abc',
        'filter[]=x',
        'filter[role=viewer',
        'orderBy=role_UP',
        'orderBy[]=role_ASC',
        'zz=1',
      ),
      fc.string({ maxLength: 10 }).map((role) => `filter[role]=zz${encodeURIComponent(role)}`),
      fc.constantFrom(...roles).map((role) => `filter[role]=${role.toUpperCase()}x`),
    );
    await assertAllRefused(ctx.db, bad, (raw) => get(`/api/iam/role?${raw}`));
    expect((await get('/api/iam/role', { filter: { role: 'owner' }, orderBy: 'role_DESC' })).status).toBe(200);
  });
});

describe('deletes', () => {
  const deletable = resourceList.filter((r) => r.operations.includes('destroy'));
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    for (const resource of deletable) ids[resource.name] = (await seed(ctx, resource)).id;
  });

  for (const resource of deletable) {
    test(`${resource.name}: bad or unknown ids are refused and nothing is deleted, not even the real ones beside them`, async () => {
      const remove = (value: unknown) =>
        call(ctx.app, 'DELETE', pathFor(resource, 'destroy'), { token: ctx.owner.token, query: { ids: value } });
      const notAnId = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 12 }), fc.constant({ a: '1' }));
      const bad = fc.oneof(
        fc.constantFrom(undefined, '', [], ['']),
        fc.array(notAnId, { minLength: 1, maxLength: 3 }),
        notAnId.map((other) => [ids[resource.name], other]),
      );
      await assertAllRefused(ctx.db, bad, remove, { statuses: [400, 404] });
      expect((await get(pathFor(resource, 'get', ids[resource.name]))).status).toBe(200);
    });
  }
});

test('autocomplete: any query, limit or ids answers without a 500 and writes nothing', async () => {
  const routes = resourceList
    .filter((r) => r.operations.includes('autocomplete'))
    .map((r) => pathFor(r, 'autocomplete'));
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.constantFrom('%', '_', '\\', "' or 1=1 --", '-1', '1e999', 'NaN', 'x\u0000'),
  );
  const params = fc.record(
    { query: value, limit: value, ids: fc.oneof(value, fc.array(value, { maxLength: 3 })) },
    { requiredKeys: [] },
  );
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...routes), params, async (path, query) => {
      const before = await fingerprint(ctx.db);
      const res = await get(path, query);
      expect([200, 400], `${path} ${JSON.stringify(query)}: ${res.status}`).toContain(res.status);
      expect(await fingerprint(ctx.db)).toEqual(before);
    }),
    { seed: SEED, numRuns: RUNS * 2 },
  );
});
