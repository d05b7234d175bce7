/** /api/settings: the shop-wide theme and light/dark mode (docs/domain-rules.md#settings). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import companyProfile from '../../resources/singletons/company-profile';
import { resourceTables, settings } from '../../server/db/tables';
import { createTestContext, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { createUser, type TestUser } from '../helpers/users';
import { shopSettingsAnswer } from '../../resources/kit/settings-answer';
import { describedBy } from '../helpers/answer-schema';

let ctx: TestContext;
let owner: TestUser;
let viewer: TestUser;
let editor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [owner, viewer, editor] = await Promise.all([
    createUser(ctx.app, ctx.db, { roles: ['owner'] }),
    createUser(ctx.app, ctx.db, { roles: ['customerViewer'] }),
    // Every role but owner lacks settingsEdit, even the broad ones.
    createUser(ctx.app, ctx.db, { roles: ['editor', 'viewer', 'iamSecurityReviewer'] }),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (token?: string) => describedBy(shopSettingsAnswer, call(ctx.app, 'GET', '/api/settings', { token }));
const put = (token: string | undefined, body: unknown, lang = 'en') =>
  describedBy(shopSettingsAnswer, call(ctx.app, 'PUT', '/api/settings', { token, body, lang }));
const audit = () =>
  ctx.db.select().from(resourceTables.auditLog).where(eq(resourceTables.auditLog.entityName, 'settings'));
const rows = () => ctx.db.select().from(settings);

/** What GET and PUT answer of the company profile before the owner fills it in (tests/api/company-profile.test.ts fills it). */
const PROFILE_UNSET = {
  currency: 'USD',
  // The currency's country, until the profile names one.
  country: 'US',
  documentLanguage: 'en',
  profileFilled: false,
  analysisStaleDays: 7,
  analysisInstrumentRequired: false,
  paymentTerms: [],
};
const EMPTY_PROFILE = Object.fromEntries(
  Object.entries(companyProfile.fields).map(([name, field]) => [
    name,
    field.default ?? (field.type === 'files' || field.type === 'rows' ? [] : null),
  ]),
);

const THEME_MESSAGE =
  'Theme must be one of the following values: default, cyan, geek-blue, gold, lime, magenta, orange, polar-green, purple, red, volcano, yellow';
const MODE_MESSAGE = 'Mode must be one of the following values: light, dark';

// The tests run in order over one database: each builds on the previous save.
describe('/api/settings', () => {
  test('GET answers the defaults before any save, to any signed-in user; 401 signed out', async () => {
    expect(await get(viewer.token)).toEqual({
      status: 200,
      body: { theme: 'default', mode: 'light', ...PROFILE_UNSET },
    });
    expect((await get()).status).toBe(401);
  });

  test('PUT needs settingsEdit (403) and a token (401); nothing is written', async () => {
    const forbidden = await put(viewer.token, { settings: { theme: 'cyan', mode: 'dark' } });
    expect(forbidden.status).toBe(403);
    expect((await put(editor.token, { settings: { theme: 'cyan' } })).status).toBe(403);
    expect((await put(undefined, { settings: { theme: 'cyan' } })).status).toBe(401);
    expect(await rows()).toHaveLength(0);
    expect(await audit()).toHaveLength(0);
  });

  test('the first save without a mode stores the default mode', async () => {
    expect(await put(owner.token, { settings: { theme: 'geek-blue' } })).toEqual({
      status: 200,
      body: { theme: 'geek-blue', mode: 'light', ...PROFILE_UNSET },
    });
    expect(await audit()).toHaveLength(1);
  });

  test('the owner saves theme and mode: stored for everyone, with one audit entry', async () => {
    const before = (await audit()).length;
    const res = await put(owner.token, { settings: { theme: 'cyan', mode: 'dark' } });
    expect(res).toEqual({ status: 200, body: { theme: 'cyan', mode: 'dark', ...PROFILE_UNSET } });
    expect((await get(viewer.token)).body).toEqual({ theme: 'cyan', mode: 'dark', ...PROFILE_UNSET });
    const [row] = await rows();
    expect(row).toMatchObject({ id: 'default', theme: 'cyan', mode: 'dark', updatedById: owner.id });
    const entries = await audit();
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      entityId: 'default',
      createdByEmail: owner.email,
      values: { theme: 'cyan', mode: 'dark' },
    });
  });

  test('a save that leaves mode out keeps the stored mode', async () => {
    const res = await put(owner.token, { settings: { theme: 'gold' } });
    expect(res).toEqual({ status: 200, body: { theme: 'gold', mode: 'dark', ...PROFILE_UNSET } });
    // Each entry keeps the whole settings row, the company profile (still empty) included, so it compares with the one before.
    expect((await audit()).at(-1)?.values).toEqual({
      theme: 'gold',
      mode: 'dark',
      ...EMPTY_PROFILE,
      analysisStaleDays: 7,
      analysisInstrumentRequired: false,
    });
  });

  test('an unknown theme or mode is 400 with the validation message; row and audit unchanged', async () => {
    const [rowBefore] = await rows();
    const auditBefore = (await audit()).length;
    const cases: [unknown, string][] = [
      [{ settings: { theme: 'pink', mode: 'light' } }, THEME_MESSAGE],
      [{ settings: { theme: 7 } }, THEME_MESSAGE],
      [{ settings: { mode: 'light' } }, THEME_MESSAGE],
      [{ settings: {} }, THEME_MESSAGE],
      [{}, THEME_MESSAGE],
      [{ settings: { theme: 'pink', mode: 'dim' } }, THEME_MESSAGE],
      [{ settings: { theme: 'cyan', mode: 'dim' } }, MODE_MESSAGE],
      [{ settings: { theme: 'cyan', mode: null } }, MODE_MESSAGE],
      [{ settings: { theme: 'cyan', mode: 'DARK' } }, MODE_MESSAGE],
    ];
    for (const [body, message] of cases) {
      const res = await put(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    const translated = await put(owner.token, { settings: { theme: 'cyan', mode: 'dim' } }, 'pt-BR');
    expect(translated.body.message).toBe('Modo deve ser um dos seguintes valores: light, dark');
    expect(await rows()).toEqual([rowBefore]);
    expect(await audit()).toHaveLength(auditBefore);
    expect((await get(owner.token)).body).toEqual({ theme: 'gold', mode: 'dark', ...PROFILE_UNSET });
  });
});
