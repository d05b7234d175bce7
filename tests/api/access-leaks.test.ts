/**
 * Records never reach a role that may not read them (docs/domain-rules.md#roles-and-permissions) through the side doors:
 * autocomplete, exports, reference labels, signed file links, PDFs and the dashboard. The
 * access matrix (access-matrix.test.ts) already refuses the routes themselves; these check
 * what the routes a role may call hand back.
 *
 * Reference labels, a decision: a list row carries under `labels` the label (the labelField
 * only) of each record it references, so a packing viewer's list names its customers though
 * packingViewer holds no customerRead. The spec wants those lists to show references by name
 * (docs/domain-rules.md#roles-and-permissions: a packing reader sees customer names in their list), so a label is part
 * of the record being read, not a leak. Anything more of the referenced record (a customer's
 * email or address) would be one, and is checked absent. Likewise by design: the audit log
 * shows changed values to auditLogRead holders, the public QR page five fields to anyone.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { findResource, resourceList } from '../../resources';
import { dashboardSections } from '../../resources/kit/dashboard';
import { allFields, apiPath } from '../../resources/kit/derive';
import { hasPermission, roles, type Permission } from '../../resources/kit/permissions';
import { attachFiles, fileResources, signedFileIds, type LeakFiles } from '../helpers/access/leak-fixtures';
import { allowedRoles } from '../helpers/access/outcomes';
import { callRoute, concretePath, seedOneOfEach } from '../helpers/access/route-requests';
import { routeCollector } from '../helpers/access/route-table';
import { expectOptionShape } from '../helpers/contract/autocomplete';
import { setupContract } from '../helpers/contract/context';
import { call, callRaw } from '../helpers/http';

const collector = routeCollector();
const ctx = setupContract(
  { RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_AUTH: '0', RATE_LIMIT_MAIL: '0' },
  { onRoute: collector.onRoute },
);
let ids: Record<string, string>;
let files: LeakFiles;
beforeAll(async () => {
  ids = await seedOneOfEach(ctx);
  files = await attachFiles(ctx, ids.product, ctx.byRole.productViewer);
});
const everyone = () => [
  ...roles.map((role) => ({ role: role as string, user: ctx.byRole[role] })),
  { role: 'no roles', user: ctx.noRoles },
];
const routesWhere = (test: (url: string, method: string) => boolean) =>
  collector.routes.filter((r) => test(r.url, r.method));

test('whoever may write a record may read it: every write answers with the record', () => {
  const gaps = resourceList.flatMap((resource) =>
    (['create', 'edit', 'import'] as const).flatMap((op) => {
      const write = resource.permissions[op];
      const read = resource.permissions.read;
      return roles
        .filter((role) => write && read && hasPermission([role], write) && !hasPermission([role], read))
        .map((role) => `${role} may ${op} ${resource.name} but not read it`);
    }),
  );
  expect(gaps).toEqual([]);
});

test("autocomplete answers ids and labels only (a picker's shown fields too), to readers and to the extra roles alike", async () => {
  const routes = routesWhere((url) => url.endsWith('/autocomplete'));
  expect(routes.length).toBeGreaterThan(5);
  for (const route of routes) {
    const resource = resourceList.find((r) => `/api/${apiPath(r, 'autocomplete')}` === route.url)!;
    for (const role of allowedRoles(route)) {
      for (const query of [{ query: '', limit: 100 }, { ids: [ids[resource.name]] }]) {
        const res = await call(ctx.app, 'GET', route.url, { token: ctx.byRole[role].token, query });
        expect(res.status, `${route.key} as ${role}`).toBe(200);
        expect(res.body.length, `${route.key} as ${role}`).toBeGreaterThan(0);
        for (const item of res.body) expectOptionShape(resource, item, `${route.key} as ${role}`);
      }
    }
  }
});

describe('lists and their export form', () => {
  for (const resource of resourceList.filter((r) => r.operations.includes('list'))) {
    test(`${resource.name}: every reader gets its own fields, and of each reference its label only`, async () => {
      const own = new Set([...allFields(resource).map(([name]) => name), 'labels']);
      const route = collector.routes.find((r) => r.key === `GET /api/${apiPath(resource, 'list')}`)!;
      for (const role of allowedRoles(route)) {
        // No limit and no offset: the export call of docs/product-spec.md#api-calls.
        const res = await call(ctx.app, 'GET', route.url, { token: ctx.byRole[role].token });
        expect(res.status, role).toBe(200);
        expect(res.body.rows.length, role).toBe(res.body.count);
        for (const row of res.body.rows) {
          expect(
            Object.keys(row).filter((key) => !own.has(key)),
            role,
          ).toEqual([]);
          for (const label of Object.values(row.labels ?? {})) {
            const flat = Array.isArray(label) ? label.flatMap((entry: object) => Object.values(entry)) : [label];
            expect(
              flat.every((value) => value === null || typeof value === 'string'),
              `${role}: ${JSON.stringify(label)}`,
            ).toBe(true);
          }
        }
      }
    });
  }
});

test('signed file links go only to those who may read the record the file belongs to, or to its own avatar', async () => {
  const seen = new Map<string, Set<string>>();
  const routes = routesWhere((url, method) => method === 'GET' && !url.endsWith('/pdf') && url !== '/api/files/:id');
  for (const { role, user } of everyone()) {
    for (const route of routes) {
      const found = signedFileIds((await callRoute(ctx, route, ids, { token: user.token })).body);
      const owners = await fileResources(ctx, found);
      for (const id of found) {
        const resource = findResource(owners.get(id) ?? '');
        const own = id === files.avatarId && user === files.avatarOwner;
        const read = resource?.permissions.read as Permission | undefined;
        const mayRead = role !== 'no roles' && read !== undefined && hasPermission([role], read);
        expect(own || mayRead, `${role} got a link to ${owners.get(id)} file ${id} from ${route.key}`).toBe(true);
        seen.set(id, (seen.get(id) ?? new Set()).add(role));
      }
    }
  }
  // Not vacuous: the photo reached product readers, the avatar its owner and the IAM readers.
  expect([...(seen.get(files.photoId) ?? [])]).toEqual(expect.arrayContaining(['productViewer', 'viewer']));
  expect([...(seen.get(files.avatarId) ?? [])]).toEqual(
    expect.arrayContaining(['productViewer', 'iamSecurityReviewer']),
  );
});

test('PDFs: the document for readers, not one byte of it for anyone else', async () => {
  const routes = routesWhere((url) => url.endsWith('/pdf'));
  expect(routes.length).toBeGreaterThan(1);
  for (const route of routes) {
    const readers = allowedRoles(route);
    for (const { role, user } of everyone()) {
      const res = await callRaw(ctx.app, concretePath(route, ids), { token: user.token });
      const reader = readers.some((r) => r === role);
      expect([res.status, String(res.headers['content-type']).split(';')[0]], `${route.key} as ${role}`).toEqual(
        reader ? [200, 'application/pdf'] : [403, 'application/json'],
      );
      if (!reader) expect(res.body.toString('latin1')).not.toContain('%PDF');
    }
  }
});

test('the dashboard answers each role exactly the sections it may read, and 403 when none', async () => {
  for (const { role, user } of everyone()) {
    const wanted = Object.entries(dashboardSections)
      .filter(([, permission]) => role !== 'no roles' && hasPermission([role], permission))
      .map(([section]) => section)
      .sort();
    const res = await call(ctx.app, 'GET', '/api/dashboard', { token: user.token });
    if (!wanted.length) expect(res.status, role).toBe(403);
    else
      expect(
        Object.keys(res.body)
          .filter((key) => key !== 'months')
          .sort(),
        role,
      ).toEqual(wanted);
  }
});
