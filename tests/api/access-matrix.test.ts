/**
 * The access matrix (docs/domain-rules.md#roles-and-permissions): every role, and every caller no role helps (no token, a bad
 * token, an unverified email, a disabled account, no roles), against EVERY route the app
 * registers, read from the app itself. A route declaring no permission must be listed below as
 * public or as open to any signed-in user, or the first test fails: nobody adds an unguarded
 * route by accident. tests/helpers/contract/access.ts checks the resource routes in depth
 * (successful answers, nothing written); this checks breadth, one cheap request per route.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources';
import { dashboardPermissions } from '../../resources/kit/dashboard';
import { roles, type Permission } from '../../resources/kit/permissions';
import { declaredPermissions, sameSet } from '../helpers/access/expected-permissions';
import { allowedRoles, mismatches, type Outcome } from '../helpers/access/outcomes';
import { callRoute, seedOneOfEach } from '../helpers/access/route-requests';
import { routeCollector, type AppRoute } from '../helpers/access/route-table';
import { setupContract } from '../helpers/contract/context';

/** Reachable without a token; each one answers strangers, so each one is listed here on purpose. */
const PUBLIC = [
  'GET /api/config',
  'GET /api/auth/email-configured',
  'POST /api/auth/send-password-reset-email',
  'GET /api/public/packing/:id',
  'GET /api/files/:id',
  // The API's description and its reference page: what each call takes and who may make it, no shop's data.
  'GET /api/openapi.json',
  'GET /api/reference',
];
/** Any signed-in user with a verified email, whatever their roles: their own account, and the theme. */
const SIGNED_IN = [
  'GET /api/auth/me',
  'PUT /api/auth/profile',
  'POST /api/auth/send-email-address-verification-email',
  'POST /api/files/user/avatars',
  'GET /api/settings',
];
/** Reachable before the email is verified: how the user learns of it and asks for the email again. */
const ALLOW_UNVERIFIED = ['GET /api/auth/me', 'POST /api/auth/send-email-address-verification-email'];
/** Routes outside the resource call set, with the permission each must ask (one of several: any). */
const EXPECTED: Record<string, readonly Permission[]> = {
  ...declaredPermissions(),
  'PUT /api/settings': ['settingsEdit'],
  // The company profile and its images: the owner's, as the settings are.
  'GET /api/settings/profile': ['settingsEdit'],
  'PUT /api/settings/profile': ['settingsEdit'],
  'POST /api/files/companyProfile/logo': ['settingsEdit'],
  'POST /api/files/companyProfile/signature': ['settingsEdit'],
  'POST /api/iam': ['iamCreate'],
  'PUT /api/iam': ['iamEdit'],
  'PUT /api/iam/status': ['iamEdit'],
  'DELETE /api/iam': ['iamEdit'],
  'GET /api/iam/role': ['iamRead'],
  'GET /api/packing/:id/pdf': ['packingRead'],
  'GET /api/packing/:id/certificate': ['packingRead'],
  // A packing list's quality state (its inspection and hold): the quality department's reading.
  'GET /api/packing/:id/quality': ['qualityRead'],
  'POST /api/packing/:id/certificate': ['certificateRelease'],
  'GET /api/invoice/:id/pdf': ['invoiceRead'],
  // The same documents' text for the record's page: whoever may read the PDF.
  'GET /api/packing/:id/pdf/content': ['packingRead'],
  'GET /api/packing/:id/certificate/content': ['packingRead'],
  'GET /api/invoice/:id/pdf/content': ['invoiceRead'],
  // A job's traveler and its text: whoever may read the job.
  'GET /api/job/:id/traveler': ['jobRead'],
  'GET /api/job/:id/traveler/content': ['jobRead'],
  // The work board: whoever may read jobs.
  'GET /api/job/board': ['jobRead'],
  // A packing list's trace: whoever may read the packing list.
  'GET /api/packing/:id/trace': ['packingRead'],
  // A tank's recall list names jobs and their packing lists: whoever may read jobs.
  'GET /api/tank/:id/recall': ['jobRead'],
  // The PIX charge for an invoice's balance: whoever may read the invoice.
  'GET /api/invoice/:id/pix': ['invoiceRead'],
  'POST /api/recipe/:id/use': ['chemicalCreate'],
  'GET /api/dashboard': dashboardPermissions,
  'GET /api/inventory': ['productRead'],
  // The accountant's fiscal notes: each section under its records' read permission, any one lets in.
  'GET /api/fiscal-notes': ['shipperRead', 'packingRead', 'invoiceRead'],
  // A Low analysis's proposal is read as analyses are; recording it writes a chemical use.
  'GET /api/bath-analysis/:id/addition': [resources.bathAnalysis.permissions.read!],
  // Recorded by whoever records analyses (the lab too), not only who may create chemical uses.
  'POST /api/bath-analysis/:id/addition': [resources.bathAnalysis.permissions.create!],
  // Voiding an analysis is editing chemistry (never deleted: docs/domain-rules.md#bath-control).
  'POST /api/bath-analysis/:id/void': [resources.bathAnalysis.permissions.edit!],
  'GET /api/shipper/:id/packing-prefill': ['packingCreate'],
  'GET /api/packing/:id/invoice-prefill': ['invoiceCreate'],
  // Whoever may open a nonconformance starts one from a failed inspection (issue 36).
  'GET /api/inspection/:id/nonconformance-prefill': [resources.nonconformance.permissions.create!],
  'POST /api/invoice-payment/:id/reverse': ['invoiceEdit'],
};

// Rate limits off: every caller here comes from one address, and limits are hardening's to test.
const NO_LIMITS = { RATE_LIMIT_PUBLIC: '0', RATE_LIMIT_AUTH: '0', RATE_LIMIT_MAIL: '0' };
const collector = routeCollector();
const ctx = setupContract(NO_LIMITS, { onRoute: collector.onRoute });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await seedOneOfEach(ctx);
});

const routes = () => collector.routes;
const guarded = () => routes().filter((r) => !r.public);
const withPermission = () => routes().filter((r) => r.permission);
const keys = (list: AppRoute[]) => list.map((r) => r.key).sort();
const as = (token?: string, authorization?: string) => (route: AppRoute) =>
  callRoute(ctx, route, ids, { token, authorization });

describe('every route declares its access', () => {
  test('the app has its routes, all under /api/ (the guard checks nothing outside it)', () => {
    expect(routes().length).toBeGreaterThan(50);
    expect(
      routes()
        .filter((r) => !r.url.startsWith('/api/'))
        .map((r) => r.key),
    ).toEqual([]);
  });

  test('a route without a permission is listed as public or signed-in; the lists name real routes', () => {
    const undeclared = routes().filter((r) => !r.permission && !r.public && !SIGNED_IN.includes(r.key));
    expect(keys(undeclared), 'declare a permission, or list the route in PUBLIC or SIGNED_IN').toEqual([]);
    expect(keys(routes().filter((r) => r.public))).toEqual([...PUBLIC].sort());
    expect(keys(routes().filter((r) => SIGNED_IN.includes(r.key) && !r.permission && !r.public))).toEqual(
      [...SIGNED_IN].sort(),
    );
    expect(keys(routes().filter((r) => r.allowUnverified))).toEqual([...ALLOW_UNVERIFIED].sort());
  });

  test('each permission is the one the declarations and the spec give', () => {
    const wrong = withPermission()
      .filter((r) => !sameSet(r.permission, EXPECTED[r.key]))
      .map(
        (r) =>
          `${r.key}: asks ${r.permission?.join('|')}, expected ${EXPECTED[r.key]?.join('|') ?? '(unlisted: add to EXPECTED)'}`,
      );
    expect(wrong).toEqual([]);
  });
});

describe('callers no role helps', () => {
  test('no token: 401 on every route but the public ones, which answer without one', async () => {
    const want = (r: AppRoute): Outcome => (r.public ? 'through' : 'signIn');
    expect(await mismatches(routes(), want, as())).toEqual([]);
  });

  test('a made-up or malformed token: 401', async () => {
    expect(await mismatches(guarded(), () => 'signIn', as(undefined, 'Bearer not-a-real-token'))).toEqual([]);
    expect(await mismatches(guarded(), () => 'signIn', as(undefined, `Basic ${ctx.owner.token}`))).toEqual([]);
  });

  test('an unverified email, even an owner: 403 but where verification itself is asked for', async () => {
    const want = (r: AppRoute): Outcome => (r.allowUnverified ? 'through' : 'unverified');
    expect(await mismatches(guarded(), want, as(ctx.unverified.token))).toEqual([]);
  });

  test('a disabled account, even an owner: 403 everywhere', async () => {
    expect(await mismatches(guarded(), () => 'disabled', as(ctx.disabled.token))).toEqual([]);
  });

  test('no roles: 403 on every permission route, through on the signed-in ones', async () => {
    const want = (r: AppRoute): Outcome => (r.permission ? 'forbidden' : 'through');
    expect(await mismatches(guarded(), want, as(ctx.noRoles.token))).toEqual([]);
  });
});

describe('every role against every route', () => {
  for (const role of roles) {
    test(`${role}: through exactly where one of its permissions is asked (or none is), else 403`, async () => {
      const want = (r: AppRoute): Outcome => (allowedRoles(r).includes(role) ? 'through' : 'forbidden');
      expect(await mismatches(guarded(), want, as(ctx.byRole[role].token))).toEqual([]);
    });
  }
});
