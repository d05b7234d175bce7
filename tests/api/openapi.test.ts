/**
 * GET /api/openapi.json describes every route the app registers (read from the app itself, as the
 * access matrix reads them), each with the access the guard enforces; GET /api/reference is the same
 * as a page an integrator reads, under the app's content security policy.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpenAPIV3_1 } from 'openapi-types';
import { resources } from '../../resources';
import { additionProposalAnswer } from '../../resources/kit/addition-proposal-answer';
import { currentUserAnswer, invitedUserAnswer } from '../../resources/kit/current-user-answer';
import { dashboardAnswer } from '../../resources/kit/dashboard-answer';
import { writableFields } from '../../resources/kit/derive';
import { documentTextAnswer } from '../../resources/kit/document-text-answer';
import { inventoryAnswer } from '../../resources/kit/inventory-answer';
import { jobBoardAnswer } from '../../resources/kit/job-board-answer';
import { packingQualityAnswer } from '../../resources/kit/packing-quality-answer';
import { publicPackingAnswer } from '../../resources/kit/public-packing-answer';
import { shopSettingsAnswer } from '../../resources/kit/settings-answer';
import { packingTraceAnswer, tankRecallAnswer } from '../../resources/kit/trace-answer';
import { createTestContext, type TestContext } from '../helpers/app';
import { routeCollector } from '../helpers/access/route-table';

const collector = routeCollector();
let ctx: TestContext;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  ctx = await createTestContext({}, { onRoute: collector.onRoute });
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  doc = answer.json();
});
afterAll(async () => {
  await ctx?.close();
});

const openapiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const operation = (method: string, url: string) =>
  doc.paths?.[openapiPath(url)]?.[method.toLowerCase() as OpenAPIV3_1.HttpMethods];

describe('GET /api/openapi.json', () => {
  test('is OpenAPI 3.1 with the bearer token scheme', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.components?.securitySchemes?.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  test('describes every registered route, and nothing else', () => {
    const routes = collector.routes;
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => !operation(r.method, r.url)).map((r) => r.key)).toEqual([]);
    const described = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(routes.map((r) => `${r.method} ${openapiPath(r.url)}`).sort());
  });

  test('each route with the access its config gives the guard: public, signed-in, or its permissions', () => {
    const wrong = collector.routes
      .filter((route) => {
        const op = operation(route.method, route.url) as Record<string, unknown>;
        const access = route.public ? 'public' : route.permission ? 'permission' : 'signedIn';
        return (
          op['x-access'] !== access ||
          JSON.stringify(op['x-permission'] ?? null) !== JSON.stringify(route.permission ?? null) ||
          Boolean(op['x-allowUnverified']) !== (route.allowUnverified && !route.public) ||
          (route.public ? (op.security as unknown[]).length !== 0 : !JSON.stringify(op.security).includes('bearer'))
        );
      })
      .map((r) => r.key);
    expect(wrong).toEqual([]);
    expect(operation('GET', '/api/customer')?.description).toContain('Permission: customerRead');
  });

  test('bodies, queries and answers come from the declarations', () => {
    const create = operation('POST', '/api/customer')?.requestBody as OpenAPIV3_1.RequestBodyObject;
    const body = create.content['application/json'].schema as OpenAPIV3_1.SchemaObject;
    const data = JSON.stringify(body.properties?.data);
    for (const [name] of writableFields(resources.customer)) expect(data).toContain(`"${name}"`);
    const list = operation('GET', '/api/customer')?.parameters as OpenAPIV3_1.ParameterObject[];
    expect(list.map((p) => p.name)).toEqual(expect.arrayContaining(['filter', 'orderBy', 'limit', 'offset']));
    const ok = operation('GET', '/api/customer/:id')?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(JSON.stringify(ok.content)).toContain('"createdAt"');
    const pdf = operation('GET', '/api/invoice/:id/pdf')?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(pdf.content ?? {})).toEqual(['application/pdf']);
  });

  test("the home page's, inventory's, QR page's and roles' answers are described field by field", () => {
    const described = (url: string) => {
      const ok = operation('GET', url)?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
      return ok.content?.['application/json'].schema as OpenAPIV3_1.SchemaObject;
    };
    const dashboard = described('/api/dashboard');
    expect(Object.keys(dashboard.properties ?? {})).toEqual(Object.keys(dashboardAnswer.shape));
    expect(dashboard.required).toEqual(['months']);
    expect(JSON.stringify(dashboard.properties?.jobs)).toContain('"readyToShip"');
    const inventory = described('/api/inventory');
    expect(Object.keys(inventory.properties ?? {})).toEqual(Object.keys(inventoryAnswer.shape));
    expect(JSON.stringify(inventory.properties?.rows)).toContain('"customerName"');
    expect(Object.keys(described('/api/public/packing/:id').properties ?? {})).toEqual(
      Object.keys(publicPackingAnswer.shape),
    );
    expect(JSON.stringify(described('/api/iam/role'))).toContain('"fullName"');
  });

  test("every other service's answer is described by its schema's fields", () => {
    const fields = (method: string, url: string) => {
      const ok = operation(method, url)?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
      const schema = ok.content?.['application/json'].schema as OpenAPIV3_1.SchemaObject;
      return Object.keys(schema.properties ?? {});
    };
    const documentText = Object.keys(documentTextAnswer.shape);
    expect(fields('GET', '/api/invoice/:id/pdf/content')).toEqual(documentText);
    expect(fields('GET', '/api/packing/:id/pdf/content')).toEqual(documentText);
    expect(fields('GET', '/api/packing/:id/certificate/content')).toEqual(documentText);
    expect(fields('GET', '/api/job/:id/traveler/content')).toEqual(documentText);
    expect(fields('GET', '/api/bath-analysis/:id/addition')).toEqual(Object.keys(additionProposalAnswer.shape));
    expect(fields('GET', '/api/packing/:id/quality')).toEqual(Object.keys(packingQualityAnswer.shape));
    expect(fields('GET', '/api/job/board')).toEqual(Object.keys(jobBoardAnswer.shape));
    expect(fields('GET', '/api/packing/:id/trace')).toEqual(Object.keys(packingTraceAnswer.shape));
    expect(fields('GET', '/api/tank/:id/recall')).toEqual(Object.keys(tankRecallAnswer.shape));
    const user = Object.keys(currentUserAnswer.shape);
    expect(fields('GET', '/api/auth/me')).toEqual(user);
    expect(fields('PUT', '/api/auth/profile')).toEqual(user);
    expect(fields('PUT', '/api/iam')).toEqual(user);
    const invited = operation('POST', '/api/iam')?.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    const items = (invited.content?.['application/json'].schema as OpenAPIV3_1.ArraySchemaObject).items;
    expect(Object.keys((items as OpenAPIV3_1.SchemaObject).properties ?? {})).toEqual(
      Object.keys(invitedUserAnswer.shape),
    );
    expect(fields('GET', '/api/settings')).toEqual(Object.keys(shopSettingsAnswer.shape));
    expect(fields('PUT', '/api/settings')).toEqual(Object.keys(shopSettingsAnswer.shape));
  });
});

describe('GET /api/reference', () => {
  test("a page without a script, under the app's policy, naming every route and its access", async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/reference' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.body).not.toMatch(/<script/i);
    for (const route of collector.routes) expect(answer.body).toContain(`<code>${openapiPath(route.url)}</code>`);
    expect(answer.body).toContain('Permission: invoiceRead');
    expect(answer.body).toContain('Public: no token.');
  });
});
