/** Authentication and the permission table, for every route a resource offers. */
import { describe, expect, test } from 'vitest';
import type { ResourceDefinition } from '../../../resources';
import { hasAnyPermission, roles } from '../../../resources/kit/permissions';
import type { ContractContext } from './context';
import { routesOf, send } from './routes';
import { countAudit, countRows } from './store';

const FORBIDDEN = "Sorry, you don't have access to this page";

export function accessContract(ctx: ContractContext, resource: ResourceDefinition): void {
  for (const route of routesOf(resource)) {
    describe(`${route.operation} (${route.permission.join(' | ')})`, () => {
      test('401 without a token', async () => {
        const res = await send(ctx, await route.valid(ctx));
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Please sign in again');
      });

      test('401 with a bad or malformed token', async () => {
        const request = await route.valid(ctx);
        for (const authorization of ['Bearer not-a-real-token', 'Basic abc', `Bearer ${ctx.owner.token}x`]) {
          const res = await send(ctx, request, undefined, { authorization });
          expect(res.status, authorization).toBe(401);
        }
      });

      test('403 for an unverified email, even as owner', async () => {
        const res = await send(ctx, await route.valid(ctx), ctx.unverified.token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Verify your email to continue');
      });

      test('403 for a disabled user, even as owner', async () => {
        const res = await send(ctx, await route.valid(ctx), ctx.disabled.token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('Your account is disabled');
      });

      test('403 for a user with no roles', async () => {
        const res = await send(ctx, await route.valid(ctx), ctx.noRoles.token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(FORBIDDEN);
      });

      // A valid request per role, each with records of its own (an inspection brings a packing list, its
      // shipper, part and customer): some twenty writes a role on a busy machine, past the 30 s default.
      test(
        `every role: 403 unless it holds ${route.permission.join(' or ')}, success if it does`,
        { timeout: 120_000 },
        async () => {
          const allowed = roles.filter((role) => hasAnyPermission([role], route.permission));
          const lacking = roles.filter((role) => !allowed.includes(role));
          expect(allowed).toContain('owner');
          expect(lacking.length).toBeGreaterThan(0);
          for (const role of lacking) {
            const request = await route.valid(ctx);
            const [rows, audit] = [await countRows(ctx, resource), await countAudit(ctx)];
            const res = await send(ctx, request, ctx.byRole[role].token);
            expect(res.status, role).toBe(403);
            expect(res.body.message, role).toBe(FORBIDDEN);
            expect([await countRows(ctx, resource), await countAudit(ctx)], `${role} wrote nothing`).toEqual([
              rows,
              audit,
            ]);
          }
          for (const role of allowed) {
            const res = await send(ctx, await route.valid(ctx), ctx.byRole[role].token);
            expect(res.status, `${role}: ${JSON.stringify(res.body)}`).toBe(200);
          }
        },
      );
    });
  }
}
