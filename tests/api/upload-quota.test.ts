/**
 * Uploads have a per-user budget (RATE_LIMIT_UPLOADS files and RATE_LIMIT_UPLOAD_MB megabytes per
 * 10 minutes): anyone may sign up, and an upload is stored before a record names it. Past the
 * budget a 429 in the caller's language, and nothing stored; other users keep their own budget.
 */
import { readdirSync } from 'node:fs';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { readConfig } from '../../server/config';
import { storedFile } from '../../server/db/tables';
import { multipartBody } from '../helpers/multipart';
import { setupPartsFlow } from '../helpers/parts-flow';
import { pngOfSize, tinyPng } from '../helpers/png';
import { createUser, type TestUser } from '../helpers/users';

const ctx = setupPartsFlow();
const AVATARS = '/api/files/user/avatars';
const PHOTOS = '/api/files/product/photos';

/** An upload with the answer's headers (Retry-After). */
async function send(user: TestUser, bytes: Buffer, { path = AVATARS, lang = 'en' } = {}) {
  const body = multipartBody(bytes, 'me.png', 'image/png');
  const res = await ctx.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { 'content-type': body.contentType, authorization: `Bearer ${user.token}`, 'accept-language': lang },
  });
  return {
    status: res.statusCode,
    body: JSON.parse(res.body) as { message?: string; id?: string },
    retryAfter: res.headers['retry-after'],
  };
}

/** What the user has stored: rows, their bytes, and files on disk among those rows. */
async function storedBy(user: TestUser) {
  const [row] = await ctx.db
    .select({ n: count(), bytes: sum(storedFile.sizeInBytes) })
    .from(storedFile)
    .where(eq(storedFile.createdById, user.id));
  const ids = (
    await ctx.db.select({ id: storedFile.id }).from(storedFile).where(eq(storedFile.createdById, user.id))
  ).map((r) => r.id);
  const onDisk = ['user/avatars', 'product/photos'].flatMap((dir) => {
    try {
      return readdirSync(`${ctx.config.dataDir}/files/${dir}`);
    } catch {
      return [];
    }
  });
  return {
    rows: Number(row.n),
    bytes: Number(row.bytes ?? 0),
    files: onDisk.filter((name) => ids.includes(name)).length,
    allOnDisk: onDisk.length,
  };
}

/** Moves the user's uploads `minutes` into the past, as if that time had gone by. */
const age = (user: TestUser, minutes: number) =>
  ctx.db
    .update(storedFile)
    .set({ createdAt: sql`${storedFile.createdAt} - ${`${minutes} minutes`}::interval` })
    .where(eq(storedFile.createdById, user.id));

const SIZE_REFUSAL = /^Upload limit reached: at most 20 MB every 10 minutes\. Try again in (9|10) min\.$/;

let users: TestUser[];
beforeAll(async () => {
  users = await Promise.all([0, 1, 2].map(() => createUser(ctx.app, ctx.db, { roles: [] })));
});

describe('the per-user upload budget', () => {
  test('25 × 900 KB at once from a user with no roles: 22 stored (19.8 MB), 3 refused with 429 and nothing of theirs stored', async () => {
    const [user] = users;
    const results = await Promise.all(Array.from({ length: 25 }, () => send(user, pngOfSize(900_000))));
    const refused = results.filter((r) => r.status === 429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(22);
    expect(refused).toHaveLength(3);
    for (const res of refused) {
      expect(res.body.message).toMatch(SIZE_REFUSAL);
      expect(Number(res.retryAfter)).toBeGreaterThan(0);
      expect(Number(res.retryAfter)).toBeLessThanOrEqual(600);
    }
    expect(await storedBy(user)).toMatchObject({ rows: 22, bytes: 22 * 900_000, files: 22 });

    // One by one now, and in Portuguese too.
    const before = await storedBy(user);
    expect((await send(user, pngOfSize(900_000))).body.message).toMatch(SIZE_REFUSAL);
    const pt = await send(user, pngOfSize(900_000), { lang: 'pt-BR' });
    expect(pt.status).toBe(429);
    expect(pt.body.message).toMatch(
      /^Limite de envios atingido: no máximo 20 MB a cada 10 minutos\. Tente novamente em (9|10) min\.$/,
    );
    expect(await storedBy(user)).toEqual(before);
  });

  test('the 31st file within 10 minutes is refused, however small; another user is unaffected', async () => {
    const [, user, other] = users;
    for (let i = 0; i < 30; i++) expect((await send(user, tinyPng([i, 0, 0]))).status).toBe(200);
    const before = await storedBy(user);
    const res = await send(user, tinyPng());
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(
      /^Upload limit reached: at most 30 files every 10 minutes\. Try again in (9|10) min\.$/,
    );
    const pt = await send(user, tinyPng(), { lang: 'pt-BR' });
    expect(pt.body.message).toMatch(
      /^Limite de envios atingido: no máximo 30 arquivos a cada 10 minutos\. Tente novamente em (9|10) min\.$/,
    );
    expect(await storedBy(user)).toEqual(before);

    // Another user, and the product editor on another route, upload as usual.
    expect((await send(other, tinyPng())).status).toBe(200);
    expect((await send(ctx.owner, tinyPng(), { path: PHOTOS })).status).toBe(200);
    expect((await storedBy(other)).rows).toBe(1);
  });

  test('the budget comes back as uploads age past 10 minutes: first the wait shrinks, then uploads pass', async () => {
    const [, user] = users;
    await age(user, 5);
    const res = await send(user, tinyPng());
    expect(res.body.message).toMatch(/Try again in (4|5) min\.$/);
    await age(user, 6);
    const ok = await send(user, tinyPng());
    expect(ok.status).toBe(200);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(storedFile)
      .where(and(eq(storedFile.createdById, user.id), eq(storedFile.id, ok.body.id!)));
    expect(row.n).toBe(1);
  });
});

describe('RATE_LIMIT_UPLOADS and RATE_LIMIT_UPLOAD_MB', () => {
  test('default to 30 files and 20 MB; a whole number sets them, 0 turns one off, anything else keeps the default', () => {
    expect(readConfig({}).uploadQuota).toEqual({ files: 30, bytes: 20_000_000 });
    expect(readConfig({ RATE_LIMIT_UPLOADS: '5', RATE_LIMIT_UPLOAD_MB: '0' }).uploadQuota).toEqual({
      files: 5,
      bytes: 0,
    });
    expect(readConfig({ RATE_LIMIT_UPLOADS: 'many', RATE_LIMIT_UPLOAD_MB: '-3' }).uploadQuota).toEqual({
      files: 30,
      bytes: 20_000_000,
    });
  });
});
