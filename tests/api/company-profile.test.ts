/** /api/settings/profile: the owner's company profile (docs/domain-rules.md#settings), its uploads and what every user then reads. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resourceTables, settings, storedFile } from '../../server/db/tables';
import { createTestContext, type TestContext } from '../helpers/app';
import { call } from '../helpers/http';
import { upload } from '../helpers/multipart';
import { tinyPng } from '../helpers/png';
import { createUser, type TestUser } from '../helpers/users';

let ctx: TestContext;
let owner: TestUser;
let editor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [owner, editor] = await Promise.all([
    createUser(ctx.app, ctx.db, { roles: ['owner'] }),
    createUser(ctx.app, ctx.db, { roles: ['editor', 'viewer'] }),
  ]);
});
afterAll(async () => {
  await ctx?.close();
});

const put = (token: string | undefined, profile: unknown, lang = 'en') =>
  call(ctx.app, 'PUT', '/api/settings/profile', { token, body: { profile }, lang });
const get = (token: string) => call(ctx.app, 'GET', '/api/settings/profile', { token });
const audit = () =>
  ctx.db.select().from(resourceTables.auditLog).where(eq(resourceTables.auditLog.entityName, 'settings'));
const rows = () => ctx.db.select().from(settings);
const storedFiles = () => ctx.db.select().from(storedFile).where(eq(storedFile.resource, 'companyProfile'));

// Real 1x1 images in the formats browsers show but pdfkit cannot draw.
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const profile = {
  shopName: 'Acme Plating Ltda.',
  address: 'Rua das Indústrias, 100\nSão Paulo, SP 01000-000',
  phone: '+55 11 3333-4444',
  email: 'contato@acmeplating.example.com',
  website: 'https://acmeplating.example.com',
  taxId: '12.345.678/0001-90',
  currency: 'BRL',
  documentLanguage: 'pt-BR',
  paymentInstructions: 'Banco do Brasil, agência 1234, conta 56789-0',
  invoiceTerms: 'Pagamento em até 30 dias.',
  certificateStatement: 'We certify that the parts were processed per the specification.',
  signatoryName: 'Maria Souza',
  signatoryTitle: 'Quality Manager',
};

// In order over one database: the refusals first, while nothing is stored.
describe('/api/settings/profile', () => {
  test('only the owner reads and saves it (403), signed out 401; nothing is written', async () => {
    expect((await put(editor.token, profile)).status).toBe(403);
    expect((await get(editor.token)).status).toBe(403);
    expect((await put(undefined, profile)).status).toBe(401);
    const logo = await upload(ctx.app, '/api/files/companyProfile/logo', tinyPng(), { token: editor.token });
    expect(logo.status).toBe(403);
    expect(await rows()).toHaveLength(0);
    expect(await audit()).toHaveLength(0);
  });

  test('bad inputs: each named with its field, and nothing written', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...profile, shopName: '' }, 'Shop name is required', 'Nome da empresa é obrigatório'],
      [{ ...profile, address: undefined }, 'Address is required', 'Endereço é obrigatório'],
      [
        { ...profile, currency: 'XYZ' },
        'Currency must be one of the following values',
        'Moeda deve ser um dos seguintes valores',
      ],
      [
        { ...profile, documentLanguage: 'fr' },
        'Document language must be one of',
        'Idioma dos documentos deve ser um dos',
      ],
      [{ ...profile, email: 'not-an-email' }, 'Email', 'E-mail'],
      [{ ...profile, website: 'not a site' }, 'Website', 'Site'],
      [{ ...profile, logo: [{ id: '00000000-0000-4000-8000-000000000000' }] }, 'Logo', 'Logotipo'],
      [{ ...profile, colour: 'red' }, 'colour', 'colour'],
    ];
    for (const [body, en, pt] of cases) {
      const res = await put(owner.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), en).toContain(en);
      expect(JSON.stringify((await put(owner.token, body, 'pt-BR')).body), pt).toContain(pt);
    }
    expect((await put(owner.token, 'nope')).status).toBe(400);
    expect(await rows()).toHaveLength(0);
    expect(await audit()).toHaveLength(0);
  });

  test('an upload that is not a picture is refused by its content, whatever its name says', async () => {
    const res = await upload(ctx.app, '/api/files/companyProfile/logo', Buffer.from('%PDF-1.4 not an image'), {
      token: owner.token,
      filename: 'logo.png',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('You must upload an image');
  });

  test('a GIF or WebP logo or signature is refused, named so, and nothing is stored: the PDFs draw only PNG and JPEG', async () => {
    for (const [field, bytes] of [
      ['logo', GIF],
      ['signature', WEBP],
      ['logo', WEBP],
    ] as const) {
      // The name and the claimed type say PNG; the content decides.
      const options = { token: owner.token, filename: `${field}.png`, contentType: 'image/png' };
      const en = await upload(ctx.app, `/api/files/companyProfile/${field}`, bytes, options);
      expect(en.status).toBe(400);
      expect(en.body.message).toBe('Invalid format, must be one of the formats: PNG, JPEG');
      const pt = await upload(ctx.app, `/api/files/companyProfile/${field}`, bytes, { ...options, lang: 'pt-BR' });
      expect(pt.status).toBe(400);
      expect(pt.body.message).toBe('Formato inválido, deve ser um dos formatos: PNG, JPEG');
    }
    expect(await storedFiles()).toHaveLength(0);
    // A product photo still takes a GIF: the rule is the profile's, not every image's.
    expect(
      (await upload(ctx.app, '/api/files/product/photos', GIF, { token: owner.token, filename: 'photo.gif' })).status,
    ).toBe(200);
  });

  test('the owner saves it with a logo and a signature: stored, audited, and every user sees its currency', async () => {
    const logo = await upload(ctx.app, '/api/files/companyProfile/logo', tinyPng([10, 60, 160]), {
      token: owner.token,
    });
    const signature = await upload(ctx.app, '/api/files/companyProfile/signature', tinyPng([0, 0, 0]), {
      token: owner.token,
    });
    expect([logo.status, signature.status]).toEqual([200, 200]);
    // A product photo is no logo: an upload made for another field is not accepted here.
    const photo = await upload(ctx.app, '/api/files/product/photos', tinyPng(), { token: owner.token });
    expect((await put(owner.token, { ...profile, logo: [{ id: photo.body.id }] })).status).toBe(400);
    expect(await rows()).toHaveLength(0);

    const res = await put(owner.token, {
      ...profile,
      logo: [{ id: logo.body.id }],
      signature: [{ id: signature.body.id }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...profile, logo: [{ id: logo.body.id, mimeType: 'image/png' }] });
    expect(res.body.logo[0].downloadUrl).toMatch(/^\/api\/files\//);
    expect((await get(owner.token)).body).toMatchObject({
      shopName: profile.shopName,
      signature: [{ id: signature.body.id }],
    });
    const entries = await audit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      entityId: 'default',
      createdByEmail: owner.email,
      values: { shopName: profile.shopName, currency: 'BRL' },
    });
    const shared = await call(ctx.app, 'GET', '/api/settings', { token: editor.token });
    expect(shared.body).toMatchObject({ currency: 'BRL', documentLanguage: 'pt-BR', profileFilled: true });
    // The theme kept its default; a later theme save keeps the profile.
    await call(ctx.app, 'PUT', '/api/settings', { token: owner.token, body: { settings: { theme: 'cyan' } } });
    expect((await get(owner.token)).body).toMatchObject({ shopName: profile.shopName, currency: 'BRL' });
  });
});
