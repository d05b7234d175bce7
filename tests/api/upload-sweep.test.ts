/**
 * Uploads no record names are removed (row and bytes) once older than the grace period (24 h);
 * a user's avatar and a product's photos stay however old, and so does a young upload. The sweep
 * takes "now", so the grace period is tested without waiting for it.
 */
import { existsSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { resources } from '../../resources';
import { resourceTables, storedFile } from '../../server/db/tables';
import { checkRecordFiles } from '../../server/services/files/record-files';
import { openFileStore, type FileStore } from '../../server/services/files/store';
import { sweepUnattachedUploads } from '../../server/services/files/sweep-uploads';
import { call, callRaw } from '../helpers/http';
import { upload } from '../helpers/multipart';
import { as, createCustomer, createProduct, ok, setupPartsFlow, unique } from '../helpers/parts-flow';
import { tinyPng } from '../helpers/png';
import { createUser, type TestUser } from '../helpers/users';

const ctx = setupPartsFlow();
const HOUR = 3_600_000;

interface File {
  id: string;
  downloadUrl: string;
}
interface Kind {
  path: string;
  dir: string;
}
const AVATAR: Kind = { path: '/api/files/user/avatars', dir: 'user/avatars' };
const PHOTO: Kind = { path: '/api/files/product/photos', dir: 'product/photos' };

let store: FileStore;
let user: TestUser;
let customer: string;
const kinds = new Map<string, Kind>();
beforeAll(async () => {
  // A second store over the same folder and secret: what the server's scheduled sweep is given.
  store = await openFileStore(ctx.config);
  user = await createUser(ctx.app, ctx.db, { roles: [] });
  customer = (await createCustomer(ctx)).id;
});

/** An avatar upload by the user with no roles, or a product photo by the owner. */
async function uploaded(kind: Kind): Promise<File> {
  const token = kind === AVATAR ? user.token : ctx.owner.token;
  const file = ok<File>(await upload(ctx.app, kind.path, tinyPng([kinds.size, 1, 2]), { token }));
  kinds.set(file.id, kind);
  return file;
}

/** Moves uploads `hours` into the past, as if that time had gone by. */
const age = (files: File[], hours: number) =>
  ctx.db
    .update(storedFile)
    .set({ createdAt: sql`${storedFile.createdAt} - ${`${hours} hours`}::interval` })
    .where(
      inArray(
        storedFile.id,
        files.map((f) => f.id),
      ),
    );

/** Whether the row and the bytes are there, and what the file's signed link answers. */
async function state(file: File) {
  const rows = await ctx.db.select().from(storedFile).where(eq(storedFile.id, file.id));
  const bytes = existsSync(`${ctx.config.dataDir}/files/${kinds.get(file.id)!.dir}/${file.id}`);
  return { row: rows.length === 1, bytes, link: (await callRaw(ctx.app, file.downloadUrl)).status };
}
const KEPT = { row: true, bytes: true, link: 200 };
const REMOVED = { row: false, bytes: false, link: 404 };

const sweep = (now = new Date()) => sweepUnattachedUploads(ctx.db, store, now);
const setAvatars = async (avatars: File[]) =>
  ok(await call(ctx.app, 'PUT', '/api/auth/profile', { token: user.token, body: { profile: { avatars } } }));
const newProduct = async (photos: File[]) =>
  ok<{ id: string; photos: File[] }>(
    await as(ctx, 'POST', '/api/product', { body: { data: { part: unique('part'), customer, photos } } }),
  );

describe('the sweep of unattached uploads', () => {
  let avatar: File;
  let photo: File;
  test('an old unattached upload goes, row and bytes, and its link then answers 404; attached and young ones stay', async () => {
    const loose = await uploaded(AVATAR);
    avatar = await uploaded(AVATAR);
    await setAvatars([avatar]);
    photo = await uploaded(PHOTO);
    await newProduct([photo]);
    // Attached once, then dropped from its record: unattached now.
    const dropped = await uploaded(PHOTO);
    const product = await newProduct([dropped]);
    ok(await as(ctx, 'PUT', `/api/product/${product.id}`, { body: { id: product.id, data: { photos: [] } } }));
    const young = await uploaded(AVATAR);
    await age([loose, avatar, photo, dropped], 25);
    expect(await state(loose)).toEqual(KEPT);

    expect(await sweep()).toBe(2);
    expect([await state(loose), await state(dropped)]).toEqual([REMOVED, REMOVED]);
    expect([await state(avatar), await state(photo), await state(young)]).toEqual([KEPT, KEPT, KEPT]);
    // The records still show them, through fresh links.
    const me = ok<{ avatars: File[] }>(await call(ctx.app, 'GET', '/api/auth/me', { token: user.token }));
    expect((await callRaw(ctx.app, me.avatars[0].downloadUrl)).status).toBe(200);
    expect(await sweep()).toBe(0);
  });

  test('the grace period counts from the upload: kept 23 h on, removed past 24 h; attached ones never', async () => {
    const file = await uploaded(AVATAR);
    expect(await sweep(new Date(Date.now() + 23 * HOUR))).toBe(0);
    expect(await state(file)).toEqual(KEPT);
    await sweep(new Date(Date.now() + 25 * HOUR));
    expect(await state(file)).toEqual(REMOVED);
    expect([await state(avatar), await state(photo)]).toEqual([KEPT, KEPT]);
    // Replaced by another avatar, the old one is an unattached upload like any other.
    const next = await uploaded(AVATAR);
    await setAvatars([next]);
    await sweep(new Date(Date.now() + 25 * HOUR));
    expect([await state(avatar), await state(next)]).toEqual([REMOVED, KEPT]);
  });

  test('an old upload being attached while the sweep runs stays, and the record names a file that exists', async () => {
    const file = await uploaded(PHOTO);
    await age([file], 25);
    const product = await createProduct(ctx, customer);
    const table = resourceTables.product;
    let sweeping: Promise<number> | undefined;
    await ctx.db.transaction(async (tx) => {
      const values: Record<string, unknown> = { photos: [{ id: file.id }] };
      await checkRecordFiles(tx, resources.product, values);
      sweeping = sweep();
      // PostgreSQL: the sweep runs to its end while this save is still open. PGlite has one
      // connection, so there the sweep waits for this transaction and sees the committed record.
      if (ctx.driver === 'postgres') expect(await sweeping).toBe(0);
      await tx.update(table).set({ photos: values.photos }).where(eq(table.id, product.id));
    });
    expect(await sweeping).toBe(0);
    expect(await state(file)).toEqual(KEPT);
  });
});
