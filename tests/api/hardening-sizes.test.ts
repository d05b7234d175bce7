/**
 * Hardening: request size limits (a JSON body past 1 MiB is 413 with a clear message, before any
 * token is checked; uploads have their own, smaller limit) and uploads checked by their content,
 * served through links whose every part is signed.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storedFile } from '../../server/db/tables';
import { call, callRaw } from '../helpers/http';
import { multipartBody, upload } from '../helpers/multipart';
import { ok, setupPartsFlow } from '../helpers/parts-flow';
import { pngOfSize, tinyPng } from '../helpers/png';

const ctx = setupPartsFlow();
const MIB = 1_048_576;
const TOO_LARGE = { en: 'The request is too large', pt: 'A requisição é grande demais' };
const storedCount = async () => Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n);

/** A customer create body of about `bytes` bytes of JSON. */
const bodyOf = (bytes: number) => ({ data: { name: 'x'.repeat(bytes), email: 'big@plating.test', term: 'T30' } });

describe('JSON body size', () => {
  test('past 1 MiB: 413 with the message in the caller language, signed in or not, and nothing created', async () => {
    const before = ok<{ count: number }>(await call(ctx.app, 'GET', '/api/customer', { token: ctx.owner.token })).count;
    expect(typeof before).toBe('number');
    for (const size of [MIB + 10, 8 * MIB]) {
      const res = await call(ctx.app, 'POST', '/api/customer', { token: ctx.owner.token, body: bodyOf(size) });
      expect([res.status, res.body], `${size} bytes`).toEqual([413, { message: TOO_LARGE.en }]);
    }
    const pt = await call(ctx.app, 'PUT', `/api/customer/${randomUUID()}`, {
      token: ctx.owner.token,
      body: bodyOf(2 * MIB),
      lang: 'pt-BR',
    });
    expect([pt.status, pt.body]).toEqual([413, { message: TOO_LARGE.pt }]);
    // Refused on its size before the token is even looked at.
    expect(await call(ctx.app, 'POST', '/api/customer', { body: bodyOf(2 * MIB) })).toEqual({
      status: 413,
      body: { message: TOO_LARGE.en },
    });
    expect(ok<{ count: number }>(await call(ctx.app, 'GET', '/api/customer', { token: ctx.owner.token })).count).toBe(
      before,
    );
  });

  test('just under 1 MiB is read (and judged on its content: too long a name)', async () => {
    const res = await call(ctx.app, 'POST', '/api/customer', { token: ctx.owner.token, body: bodyOf(MIB - 1000) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['name']);
  });

  test('a body the API does not take (multipart, XML) is refused with a message', async () => {
    const multipart = multipartBody(tinyPng(), 'photo.png', 'image/png');
    for (const [type, payload] of [
      [multipart.contentType, multipart.payload],
      ['application/xml', '<customer/>'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/customer',
        payload,
        headers: { 'content-type': type, authorization: `Bearer ${ctx.owner.token}`, 'accept-language': 'en' },
      });
      expect([res.statusCode, res.json()], type).toEqual([415, { message: 'The request is not valid' }]);
    }
  });
});

describe('uploads', () => {
  test('far past the upload limit (20 MB) is refused with the size in the message, for photos and avatars, storing nothing', async () => {
    const [rows, photos] = [await storedCount(), readdirSync(`${ctx.config.dataDir}/files`).length];
    for (const path of ['/api/files/product/photos', '/api/files/user/avatars']) {
      const res = await upload(ctx.app, path, pngOfSize(20_000_000), { token: ctx.owner.token });
      expect([res.status, res.body], path).toEqual([400, { message: 'File is too big, max allowed size is 1 MB' }]);
    }
    expect([await storedCount(), readdirSync(`${ctx.config.dataDir}/files`).length]).toEqual([rows, photos]);
  });

  test('content decides, never the name or the claimed type: HTML, SVG (scripts) and a PDF named .png are refused', async () => {
    const before = await storedCount();
    const disguised: [string, Buffer][] = [
      ['HTML', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
      ['PDF', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')],
    ];
    for (const [kind, bytes] of disguised) {
      const res = await upload(ctx.app, '/api/files/product/photos', bytes, {
        token: ctx.owner.token,
        filename: 'photo.png',
        contentType: 'image/png',
      });
      expect([res.status, res.body], kind).toEqual([400, { message: 'You must upload an image' }]);
    }
    expect(await storedCount()).toBe(before);
  });

  test('a served file: its real type, nosniff and the security headers; a changed expiry voids the signature', async () => {
    const photo = ok<{ id: string; downloadUrl: string }>(
      await upload(ctx.app, '/api/files/product/photos', tinyPng(), {
        token: ctx.owner.token,
        filename: 'page.html',
        contentType: 'text/html',
      }),
    );
    const served = await callRaw(ctx.app, photo.downloadUrl);
    expect(served.status).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    const url = new URL(photo.downloadUrl, 'http://x');
    const later = String(Number(url.searchParams.get('expires')) + 24 * 3_600_000);
    url.searchParams.set('expires', later);
    expect((await callRaw(ctx.app, `${url.pathname}${url.search}`)).status).toBe(403);
  });
});
