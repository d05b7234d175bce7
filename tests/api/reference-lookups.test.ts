/**
 * Looking up references (README, "Roles and permissions"): whoever may read, create or edit X
 * may call the autocomplete of every resource a field of X references, and gets `{id, label}`
 * only (and a picker's declared shown fields: what a clerk decides by, issue 38). The expectation is worked out here from the fields themselves, not from
 * resources/kit/lookups.ts; the XAutocomplete holders of docs/domain-rules.md#roles-and-permissions keep their access.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceList, type ResourceDefinition } from '../../resources';
import { apiPath } from '../../resources/kit/derive';
import { hasPermission, roles, type Permission, type Role } from '../../resources/kit/permissions';
import type { Field } from '../../resources/kit/types';
import { seedOneOfEach } from '../helpers/access/route-requests';
import { setupContract } from '../helpers/contract/context';
import { expectOptionShape } from '../helpers/contract/autocomplete';
import { countAudit } from '../helpers/contract/store';
import { call } from '../helpers/http';

const FORBIDDEN = "Sorry, you don't have access to this page";
const ctx = setupContract({ RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_AUTH: '0', RATE_LIMIT_MAIL: '0' });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await seedOneOfEach(ctx);
});

const targetsOf = (field: Field): string[] =>
  field.type === 'reference'
    ? [field.resource]
    : field.type === 'rows'
      ? Object.values(field.fields).flatMap(targetsOf)
      : [];

/** Why `role` may look up `target`: its own XAutocomplete, or a permission on a resource whose field references it. */
function reasonsFor(role: Role, target: ResourceDefinition): string[] {
  const own = target.permissions.autocomplete && hasPermission([role], target.permissions.autocomplete) ? ['own'] : [];
  const via = resourceList.flatMap((resource) =>
    Object.entries(resource.fields)
      .filter(([, field]) => targetsOf(field).includes(target.name))
      .flatMap(([name]) =>
        (['read', 'create', 'edit'] as const)
          .filter((op) => resource.permissions[op] && hasPermission([role], resource.permissions[op] as Permission))
          .map((op) => `${op} ${resource.name}.${name}`),
      ),
  );
  return [...own, ...via];
}

const lookupTargets = resourceList.filter((r) => r.operations.includes('autocomplete'));
const lookup = (role: Role, target: ResourceDefinition, query: Record<string, unknown>) =>
  call(ctx.app, 'GET', `/api/${apiPath(target, 'autocomplete')}`, { token: ctx.byRole[role].token, query });

describe('the narrow roles the issue names reach the lookups of their own forms', () => {
  const cases: [Role, string[]][] = [
    ['packingEditor', ['customer', 'shipper', 'product']],
    ['invoiceEditor', ['packing', 'customer', 'product']],
    ['productEditor', ['customer']],
    ['packingViewer', ['customer', 'shipper', 'product', 'invoice']],
    ['invoiceViewer', ['packing', 'customer', 'product']],
  ];
  for (const [role, targets] of cases) {
    test(`${role}: ${targets.join(', ')}`, async () => {
      for (const name of targets) {
        const res = await lookup(
          role,
          resourceList.find((r) => r.name === name)!,
          { query: '', limit: 10 },
        );
        expect(res.status, `${role} → ${name}`).toBe(200);
        expect(res.body.length, `${role} → ${name}`).toBeGreaterThan(0);
      }
    });
  }

  test('no wider than the fields: a role reaching nothing that references X still gets 403 on X', async () => {
    const refused: [Role, string][] = [
      ['customerEditor', 'product'],
      ['customerViewer', 'shipper'],
      ['productEditor', 'packing'],
      ['shipperViewer', 'packing'],
      ['shipperEditor', 'invoice'],
      ['auditLogViewer', 'customer'],
      ['entityViewer', 'product'],
    ];
    for (const [role, name] of refused) {
      const before = await countAudit(ctx);
      const res = await lookup(
        role,
        resourceList.find((r) => r.name === name)!,
        { query: '' },
      );
      expect(res.status, `${role} → ${name}`).toBe(403);
      expect(res.body.message).toBe(FORBIDDEN);
      expect(await countAudit(ctx)).toBe(before);
    }
  });
});

describe('every role against every lookup, from the declarations', () => {
  for (const target of lookupTargets) {
    test(`${target.name}: through with a reason, {id, label} (and its picker's) only; else 403`, async () => {
      expect(ids[target.name], `a ${target.name} was seeded`).toBeTruthy();
      for (const role of roles) {
        const reasons = reasonsFor(role, target);
        for (const query of [{ query: '', limit: 100 }, { ids: [ids[target.name]] }]) {
          const res = await lookup(role, target, query);
          if (!reasons.length) {
            expect(res.status, `${role} → ${target.name} should be refused`).toBe(403);
            expect(res.body.message).toBe(FORBIDDEN);
            continue;
          }
          expect(res.status, `${role} → ${target.name} (${reasons.join('; ')})`).toBe(200);
          expect(res.body.length, `${role} → ${target.name}`).toBeGreaterThan(0);
          for (const item of res.body) {
            expectOptionShape(target, item, `${role} → ${target.name}`);
            expect(typeof item.label).toBe('string');
          }
        }
      }
    });
  }

  test('the label is the labelField and nothing else of the record', async () => {
    for (const target of lookupTargets.filter((r) => r.operations.includes('get'))) {
      const record = await call(ctx.app, 'GET', `/api/${apiPath(target, 'get').replace(':id', ids[target.name])}`, {
        token: ctx.owner.token,
      });
      const res = await lookup('owner', target, { ids: [ids[target.name]] });
      expect(res.body, target.name).toEqual([
        expect.objectContaining({ id: ids[target.name], label: String(record.body[target.labelField] ?? '') }),
      ]);
      expectOptionShape(target, res.body[0], target.name);
      // A picker's shown fields are the record's own, a reference by its label.
      for (const name of target.picker?.show ?? [])
        expect(res.body[0].details[name], `${target.name}.${name}`).toEqual(
          record.body.labels?.[name] ?? record.body[name] ?? null,
        );
    }
  });
});
