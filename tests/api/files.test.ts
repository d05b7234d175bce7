/**
 * Product photos (docs/product-spec.md#constants, docs/decisions.md#screens): uploads checked by content,
 * size and count, attached only when uploaded for that field, served through expiring signed links.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { resourceTables, storedFile } from '../../server/db/tables';
import { createFileLinks } from '../../server/services/files/links';
import { call, callRaw } from '../helpers/http';
import { upload } from '../helpers/multipart';
import { as, createCustomer, ok, setupPartsFlow, unique, type Row } from '../helpers/parts-flow';
import { pngOfSize, tinyPng } from '../helpers/png';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
const PHOTOS = '/api/files/product/photos';

interface Photo {
  id: string;
  name: string;
  sizeInBytes: number;
  mimeType: string;
  downloadUrl: string;
}
type Product = Row & { photos: Photo[] };

const photoDir = () => `${ctx.config.dataDir}/files/product/photos`;
const storedCount = async () => Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n);
const storedRow = async (id: string) =>
  (await ctx.db.select().from(resourceTables.product).where(eq(resourceTables.product.id, id)))[0];
/** A photo upload as the owner, answered 200. */
const uploaded = async (bytes = tinyPng(), filename = 'photo.png') =>
  ok<Photo>(await upload(ctx.app, PHOTOS, bytes, { token: ctx.owner.token, filename }));
const download = (url: string) => callRaw(ctx.app, url);

let customer: string;
beforeAll(async () => {
  customer = (await createCustomer(ctx)).id;
});
const newProduct = (photos: unknown[]) =>
  as(ctx, 'POST', '/api/product', { body: { data: { part: unique('part'), customer, photos } } });
const putPhotos = (id: string, photos: unknown[]) =>
  as(ctx, 'PUT', `/api/product/${id}`, { body: { id, data: { photos } } });

describe('uploading and attaching photos', () => {
  test('a PNG uploads, attaches on create and update, and its link serves the same bytes', async () => {
    const bytes = tinyPng([10, 120, 200]);
    const photo = await uploaded(bytes, 'front view.png');
    expect(photo).toMatchObject({ name: 'front view.png', sizeInBytes: bytes.length, mimeType: 'image/png' });
    expect(readFileSync(`${photoDir()}/${photo.id}`)).toEqual(bytes);

    const created = ok<Product>(await newProduct([photo]));
    expect(created.photos).toHaveLength(1);
    expect(created.photos[0]).toMatchObject({ id: photo.id, name: 'front view.png', mimeType: 'image/png' });
    const served = await download(created.photos[0].downloadUrl);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(bytes);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600 + 300);

    // A client echoing the record back (downloadUrl included, a name changed) stores only the upload's own details.
    const second = await uploaded(tinyPng([0, 0, 0]), 'side.png');
    const updated = ok<Product>(await putPhotos(created.id, [{ ...created.photos[0], name: 'renamed.png' }, second]));
    expect(updated.photos.map((p) => [p.id, p.name])).toEqual([
      [photo.id, 'front view.png'],
      [second.id, 'side.png'],
    ]);
    expect(JSON.stringify((await storedRow(created.id)).photos)).not.toContain('downloadUrl');

    for (const read of [
      ok<Product>(await as(ctx, 'GET', `/api/product/${created.id}`)),
      ok<{ rows: Product[] }>(await as(ctx, 'GET', '/api/product', { query: { filter: { id: created.id } } })).rows[0],
    ]) {
      expect((await download(read.photos[1].downloadUrl)).body).toEqual(readFileSync(`${photoDir()}/${second.id}`));
    }
  });

  test('a text file named photo.png is refused, in the caller language too', async () => {
    const text = Buffer.from('just some text, not a picture');
    const before = await storedCount();
    const res = await upload(ctx.app, PHOTOS, text, { token: ctx.owner.token, filename: 'photo.png' });
    expect([res.status, res.body.message]).toEqual([400, 'You must upload an image']);
    const pt = await upload(ctx.app, PHOTOS, text, { token: ctx.owner.token, lang: 'pt-BR' });
    expect(pt.body.message).toBe('Você deve enviar uma imagem');
    expect(await storedCount()).toBe(before);
  });

  test('a picture in another format (BMP) is refused with the formats taken named, in the caller language too', async () => {
    const bmp = Buffer.concat([Buffer.from('BM'), Buffer.alloc(62)]);
    const before = [await storedCount(), readdirSync(photoDir()).length];
    const res = await upload(ctx.app, PHOTOS, bmp, { token: ctx.owner.token, filename: 'scan.bmp' });
    expect([res.status, res.body.message]).toEqual([
      400,
      'Invalid format, must be one of the formats: PNG, JPEG, GIF, WebP',
    ]);
    const pt = await upload(ctx.app, PHOTOS, bmp, { token: ctx.owner.token, lang: 'pt-BR' });
    expect(pt.body.message).toBe('Formato inválido, deve ser um dos formatos: PNG, JPEG, GIF, WebP');
    expect([await storedCount(), readdirSync(photoDir()).length]).toEqual(before);
  });

  test('1,000,000 bytes is accepted; 1,000,001 bytes or far more is too big and stores nothing', async () => {
    expect((await uploaded(pngOfSize(1_000_000))).sizeInBytes).toBe(1_000_000);
    const [rows, files] = [await storedCount(), readdirSync(photoDir()).length];
    for (const bytes of [pngOfSize(1_000_001), pngOfSize(5_000_000)]) {
      const res = await upload(ctx.app, PHOTOS, bytes, { token: ctx.owner.token });
      expect([res.status, res.body.message]).toEqual([400, 'File is too big, max allowed size is 1 MB']);
    }
    expect([await storedCount(), readdirSync(photoDir()).length]).toEqual([rows, files]);
  });

  test('a fourth photo is refused and the product keeps what it had', async () => {
    const three = [await uploaded(), await uploaded(), await uploaded()];
    const product = ok<Product>(await newProduct(three.slice(0, 2)));
    const before = await storedRow(product.id);
    const res = await putPhotos(product.id, [...three, await uploaded()]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ photos: 'Photos must have at most 3 files' });
    expect((await newProduct([...three, await uploaded()])).status).toBe(400);
    expect(await storedRow(product.id)).toEqual(before);
  });

  test('a file uploaded for another field or resource, or never uploaded, cannot be attached', async () => {
    const [avatar] = await ctx.db
      .insert(storedFile)
      .values({
        resource: 'user',
        field: 'avatars',
        name: 'me.png',
        mimeType: 'image/png',
        sizeInBytes: 10,
        createdById: ctx.owner.id,
      })
      .returning();
    const product = ok<Product>(await newProduct([]));
    const before = await storedRow(product.id);
    for (const id of [avatar.id, randomUUID()]) {
      for (const res of [await newProduct([{ id }]), await putPhotos(product.id, [{ id }])]) {
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ photos: 'Photos names a file that was not uploaded for it' });
      }
    }
    expect(await storedRow(product.id)).toEqual(before);
  });
});

describe('signed links and permissions', () => {
  test('a tampered, foreign, missing or expired signature is 403; a restart keeps links valid', async () => {
    const [a, b] = [await uploaded(), await uploaded()];
    const url = new URL(a.downloadUrl, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const secret = readFileSync(`${ctx.config.dataDir}/files/.secret`, 'utf8');
    const expired = createFileLinks(secret).url(a.id, Date.now() - 2 * 3_600_000);
    for (const bad of [
      `/api/files/${a.id}?expires=${url.searchParams.get('expires')}&signature=${tampered}`,
      `/api/files/${b.id}${url.search}`,
      `/api/files/${a.id}`,
      expired,
    ]) {
      expect((await download(bad)).status, bad).toBe(403);
    }
    const { buildTestApp } = await import('../helpers/app');
    const restarted = await buildTestApp(ctx.db, ctx.config);
    expect((await callRaw(restarted, a.downloadUrl)).status).toBe(200);
    await restarted.close();
  });

  test('uploads need a token and the product create or edit permission; unknown targets are 404', async () => {
    const png = tinyPng();
    expect((await upload(ctx.app, PHOTOS, png)).status).toBe(401);
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['productViewer'] });
    expect((await upload(ctx.app, PHOTOS, png, { token: viewer.token })).status).toBe(403);
    const editor = await createUser(ctx.app, ctx.db, { roles: ['productEditor'] });
    expect((await upload(ctx.app, PHOTOS, png, { token: editor.token })).status).toBe(200);
    const notMultipart = await call(ctx.app, 'POST', PHOTOS, { token: ctx.owner.token, body: { file: 'photo.png' } });
    expect([notMultipart.status, notMultipart.body.message]).toEqual([400, 'Choose a file to upload']);
    for (const path of ['/api/files/product/part', '/api/files/nothing/photos']) {
      expect((await upload(ctx.app, path, png, { token: ctx.owner.token })).status, path).toBe(404);
    }
    expect(existsSync(`${ctx.config.dataDir}/files/product/part`)).toBe(false);
  });
});
