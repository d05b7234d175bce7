/**
 * Files in an S3-compatible bucket (docs/runtime.md#files), against a real S3-compatible server on
 * loopback (tests/helpers/s3-server.ts): what tests/api/files.test.ts and upload-sweep.test.ts assert
 * of the folder, through the same routes: upload, read back through the signed link, forged or
 * expired links refused, delete; a second app on the same bucket serves the first one's uploads;
 * and a wrong setting stops the server at start with one line.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readConfig, startupRefusal } from '../../server/config';
import { storedFile } from '../../server/db/tables';
import { createFileLinks } from '../../server/services/files/links';
import { openFileStore, type FileStore } from '../../server/services/files/store';
import { sweepUnattachedUploads } from '../../server/services/files/sweep-uploads';
import { buildTestApp, createTestContext, testConfig } from '../helpers/app';
import { callRaw } from '../helpers/http';
import { upload } from '../helpers/multipart';
import { as, createCustomer, ok, unique, type PartsFlowContext } from '../helpers/parts-flow';
import { tinyPng } from '../helpers/png';
import { runToExit } from '../helpers/run-to-exit';
import { startS3Server, type TestS3Server } from '../helpers/s3-server';
import { createUser } from '../helpers/users';

const BUCKET = 'plating-files';
const PREFIX = 'shop/uploads';
const PHOTOS = '/api/files/product/photos';
interface Photo {
  id: string;
  name: string;
  sizeInBytes: number;
  mimeType: string;
  downloadUrl: string;
}

let s3: TestS3Server;
const ctx = {} as PartsFlowContext;
let store: FileStore;
beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  Object.assign(ctx, await createTestContext(s3.env(BUCKET, PREFIX)));
  ctx.owner = await createUser(ctx.app, ctx.db, { roles: ['owner'] });
  store = await openFileStore(ctx.config);
});
/** Folders of the second instance and the spawned servers, removed at the end. */
const folders: string[] = [];
const folder = (name: string) => {
  folders.push(mkdtempSync(join(tmpdir(), name)));
  return folders[folders.length - 1];
};
afterAll(async () => {
  await ctx.close?.();
  await s3?.close();
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
});

const keyOf = (id: string) => `${PREFIX}/product/photos/${id}`;
const uploadedTo = async (app: FastifyInstance, bytes = tinyPng([9, 9, 9]), filename = 'photo.png') =>
  ok<Photo>(await upload(app, PHOTOS, bytes, { token: ctx.owner.token, filename }));
const fileKeys = async () => (await s3.keys(BUCKET, PREFIX)).filter((key) => !key.endsWith('/.secret'));
const storedCount = async () => Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n);

describe('uploads in the bucket', () => {
  test('a photo is stored in the bucket under the prefix, never in DATA_DIR, and its link serves the same bytes', async () => {
    const bytes = tinyPng([10, 120, 200]);
    const photo = await uploadedTo(ctx.app, bytes, 'front view.png');
    expect(photo).toMatchObject({ name: 'front view.png', sizeInBytes: bytes.length, mimeType: 'image/png' });
    expect(await s3.object(BUCKET, keyOf(photo.id))).toEqual(bytes);
    expect(await fileKeys()).toEqual([keyOf(photo.id)]);
    expect(existsSync(`${ctx.config.dataDir}/files`)).toBe(false);

    const customer = (await createCustomer(ctx)).id;
    const product = ok<{ id: string; photos: Photo[] }>(
      await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('part'), customer, photos: [photo] } } }),
    );
    const served = await callRaw(ctx.app, product.photos[0].downloadUrl);
    expect([served.status, served.body]).toEqual([200, bytes]);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect(String(served.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
  });

  test('a text file named photo.png is refused and nothing reaches the bucket', async () => {
    const before = [await storedCount(), await fileKeys()];
    const res = await upload(ctx.app, PHOTOS, Buffer.from('not a picture'), {
      token: ctx.owner.token,
      filename: 'photo.png',
    });
    expect([res.status, res.body.message]).toEqual([400, 'You must upload an image']);
    expect([await storedCount(), await fileKeys()]).toEqual(before);
  });
});

describe('signed links over the bucket', () => {
  test('a tampered, foreign, missing, expired or otherwise-signed link is 403', async () => {
    const [a, b] = [await uploadedTo(ctx.app), await uploadedTo(ctx.app)];
    const url = new URL(a.downloadUrl, 'http://x');
    const signature = url.searchParams.get('signature')!;
    const tampered = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    // The signing key lives in the bucket beside the files, as the folder keeps its own.
    const secret = (await s3.object(BUCKET, `${PREFIX}/.secret`))!.toString('utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    for (const bad of [
      `/api/files/${a.id}?expires=${url.searchParams.get('expires')}&signature=${tampered}`,
      `/api/files/${b.id}${url.search}`,
      `/api/files/${a.id}`,
      createFileLinks(secret).url(a.id, Date.now() - 2 * 3_600_000),
      createFileLinks('another secret').url(a.id),
    ]) {
      expect((await callRaw(ctx.app, bad)).status, bad).toBe(403);
    }
    expect((await callRaw(ctx.app, createFileLinks(secret).url(a.id))).status).toBe(200);
  });
});

describe('deleting from the bucket', () => {
  test('the sweep removes an old unattached upload from the bucket, and its link then answers 404', async () => {
    const loose = await uploadedTo(ctx.app);
    expect(await s3.object(BUCKET, keyOf(loose.id))).toBeDefined();
    await ctx.db
      .update(storedFile)
      .set({ createdAt: sql`${storedFile.createdAt} - interval '48 hours'` })
      .where(inArray(storedFile.id, [loose.id]));
    expect(await sweepUnattachedUploads(ctx.db, store)).toBeGreaterThanOrEqual(1);
    expect(await s3.object(BUCKET, keyOf(loose.id))).toBeUndefined();
    expect((await callRaw(ctx.app, loose.downloadUrl)).status).toBe(404);
  });

  test('the store: a missing object reads as undefined and removing it again is no error', async () => {
    const key = { resource: 'product', field: 'photos', id: '00000000-0000-4000-8000-000000000000' };
    expect(await store.read(key)).toBeUndefined();
    await store.remove(key);
    await store.write(key, Buffer.from('x'));
    expect((await store.read(key))?.toString()).toBe('x');
    await store.remove(key);
    await store.remove(key);
    expect(await store.read(key)).toBeUndefined();
  });
});

describe('a second instance on the same bucket', () => {
  test("with its own DATA_DIR and no FILES_SECRET, it serves the first one's uploads and the first serves its", async () => {
    const dataDir = folder('plating-second-');
    const second = await buildTestApp(ctx.db, testConfig({ ...s3.env(BUCKET, PREFIX), DATA_DIR: dataDir }));
    try {
      const bytes = tinyPng([1, 2, 3]);
      const first = await uploadedTo(ctx.app, bytes);
      expect(await callRaw(second, first.downloadUrl)).toMatchObject({ status: 200, body: bytes });
      const other = tinyPng([4, 5, 6]);
      const fromSecond = await uploadedTo(second, other);
      expect(await callRaw(ctx.app, fromSecond.downloadUrl)).toMatchObject({ status: 200, body: other });
      expect(existsSync(`${dataDir}/files`)).toBe(false);
    } finally {
      await second.close();
    }
  });
});

describe('settings refused at start', () => {
  const refusal = (env: NodeJS.ProcessEnv) => startupRefusal(readConfig(env), env);
  test('a malformed FILES_URL, one naming no bucket, a bad S3_ENDPOINT, or S3_ENDPOINT without FILES_URL: one line each', () => {
    expect(refusal({ FILES_URL: 'https://bucket/x' })).toBe(
      'Refusing to start: FILES_URL must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens), not "https://bucket/x".',
    );
    expect(refusal({ FILES_URL: 's3://Bad_Bucket' })).toMatch(
      /^Refusing to start: FILES_URL must be s3:\/\/bucket .* not "s3:\/\/Bad_Bucket"\.$/,
    );
    expect(refusal({ FILES_URL: 's3://bucket/../up' })).toMatch(/not "s3:\/\/bucket\/\.\.\/up"\.$/);
    expect(refusal({ FILES_URL: 's3:///uploads' })).toBe(
      'Refusing to start: FILES_URL names no bucket: write s3://bucket or s3://bucket/prefix, not "s3:///uploads".',
    );
    expect(refusal({ FILES_URL: 's3://bucket', S3_ENDPOINT: 'localhost:9000' })).toBe(
      'Refusing to start: S3_ENDPOINT must be an http:// or https:// address such as http://127.0.0.1:9000, not "localhost:9000".',
    );
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'Refusing to start: S3_ENDPOINT is set but FILES_URL is not: set FILES_URL=s3://bucket or s3://bucket/prefix, or unset S3_ENDPOINT to keep the files in DATA_DIR.',
    );
    expect(refusal({ FILES_URL: 's3://bucket.example/a/b/', S3_ENDPOINT: 'http://127.0.0.1:9000/' })).toBeUndefined();
    expect(
      readConfig({ FILES_URL: 's3://bucket.example/a/b/', S3_ENDPOINT: 'http://127.0.0.1:9000/' }).files,
    ).toMatchObject({
      kind: 's3',
      bucket: 'bucket.example',
      prefix: 'a/b',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    });
    expect(readConfig({}).files).toEqual({ kind: 'folder' });
  });

  const ROOT = new URL('../../', import.meta.url).pathname;
  const run = (env: NodeJS.ProcessEnv) =>
    runToExit(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        CLIENT_DIR: '/nonexistent-client-dir',
        DATA_DIR: folder('plating-s3-start-'),
        ...env,
      },
      ms: 80_000,
    });
  const CHECK = 'Check FILES_URL, S3_ENDPOINT, S3_REGION and the AWS credentials.';

  test('the server spawned with a malformed FILES_URL exits 1 with one line', { timeout: 90_000 }, async () => {
    const result = await run({ FILES_URL: 'bucket/uploads' });
    expect([result.timedOut, result.code, result.stderr]).toEqual([
      false,
      1,
      'Refusing to start: FILES_URL must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens), not "bucket/uploads".\n',
    ]);
  });

  test(
    'a bucket that does not exist, or a wrong secret key: one line, status 1, nothing written to the bucket',
    { timeout: 180_000 },
    async () => {
      const before = await s3.keys(BUCKET, PREFIX);
      const missing = await run(s3.env('no-such-bucket', 'x'));
      expect([missing.timedOut, missing.code, missing.stderr]).toEqual([
        false,
        1,
        `Cannot store uploaded files in s3://no-such-bucket/x at ${s3.endpoint}: the bucket does not exist. ${CHECK}\n`,
      ]);
      const wrongKey = await run({ ...s3.env(BUCKET, PREFIX), AWS_SECRET_ACCESS_KEY: 'not-the-key' });
      expect([wrongKey.timedOut, wrongKey.code, wrongKey.stderr]).toEqual([
        false,
        1,
        `Cannot store uploaded files in s3://${BUCKET}/${PREFIX} at ${s3.endpoint}: the secret key AWS_SECRET_ACCESS_KEY does not match the access key. ${CHECK}\n`,
      ]);
      expect(await s3.keys(BUCKET, PREFIX)).toEqual(before);
    },
  );
});
