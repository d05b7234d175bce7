/**
 * /profile's API (docs/product-spec.md#api-calls): PUT /api/auth/profile writes the caller's names, phone
 * and one avatar with one audit entry, or nothing at all; avatars upload like product photos.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { appUser, resourceTables, storedFile } from '../../server/db/tables';
import { call, callRaw } from '../helpers/http';
import { upload } from '../helpers/multipart';
import { ok, setupPartsFlow } from '../helpers/parts-flow';
import { pngOfSize, tinyPng } from '../helpers/png';
import { createUser, signUp, type TestUser } from '../helpers/users';
import { currentUserAnswer } from '../../resources/kit/current-user-answer';
import { describedBy } from '../helpers/answer-schema';

const ctx = setupPartsFlow();
const AVATARS = '/api/files/user/avatars';

interface Avatar {
  id: string;
  name: string;
  sizeInBytes: number;
  mimeType: string;
  downloadUrl: string;
}
interface Me {
  id: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  phoneNumber: string | null;
  avatars: Avatar[];
}

const put = (user: TestUser, profile: unknown) =>
  describedBy(currentUserAnswer, call(ctx.app, 'PUT', '/api/auth/profile', { token: user.token, body: { profile } }));
const me = async (user: TestUser) =>
  ok<Me>(await describedBy(currentUserAnswer, call(ctx.app, 'GET', '/api/auth/me', { token: user.token })));
const uploadAvatar = async (user: TestUser, bytes = tinyPng()) =>
  ok<Avatar>(await upload(ctx.app, AVATARS, bytes, { token: user.token, filename: 'me.png' }));
/** A photo this user uploaded for products (only product editors can, so it is written directly). */
const productPhoto = async (owner: TestUser) =>
  (
    await ctx.db
      .insert(storedFile)
      .values({
        resource: 'product',
        field: 'photos',
        name: 'part.png',
        mimeType: 'image/png',
        sizeInBytes: 10,
        createdById: owner.id,
      })
      .returning()
  )[0];
const storedRow = async (user: TestUser) => (await ctx.db.select().from(appUser).where(eq(appUser.id, user.id)))[0];
const audits = (user: TestUser) =>
  ctx.db
    .select()
    .from(resourceTables.auditLog)
    .where(and(eq(resourceTables.auditLog.entityName, 'user'), eq(resourceTables.auditLog.entityId, user.id)));

// Any signed-in user edits their own profile: no roles needed.
let user: TestUser;
beforeAll(async () => {
  user = await createUser(ctx.app, ctx.db, { roles: [] });
});

describe('PUT /api/auth/profile', () => {
  test('names and phone are saved, trimmed, shown by /api/auth/me and audited once', async () => {
    const body = ok<Me>(
      await put(user, { firstName: ' Ada ', lastName: 'Lovelace', phoneNumber: '555 0101', avatars: [] }),
    );
    expect(body).toMatchObject({
      id: user.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      phoneNumber: '555 0101',
      avatars: [],
    });
    expect(await me(user)).toMatchObject({ firstName: 'Ada', fullName: 'Ada Lovelace', phoneNumber: '555 0101' });
    const entries = await audits(user);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      createdById: user.id,
      createdByEmail: user.email,
      values: { email: user.email, firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '555 0101', avatars: [] },
    });
  });

  test('a blank becomes null; a field left out keeps its stored value', async () => {
    const body = ok<Me>(await put(user, { phoneNumber: '   ' }));
    expect(body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: null });
    expect((await storedRow(user)).phoneNumber).toBeNull();
  });

  test.each([
    [
      'a phone not starting with a digit',
      { phoneNumber: '+1 555' },
      { phoneNumber: 'Phone number must match pattern' },
    ],
    [
      'a phone over 24 characters',
      { phoneNumber: '1'.repeat(25) },
      { phoneNumber: 'Phone number must be at most 24 characters' },
    ],
    [
      'a first name over 80 characters',
      { firstName: 'a'.repeat(81) },
      { firstName: 'First name must be at most 80 characters' },
    ],
    [
      'a last name over 175 characters',
      { lastName: 'b'.repeat(176) },
      { lastName: 'Last name must be at most 175 characters' },
    ],
    [
      'a key beyond the profile',
      { firstName: 'Eve', email: 'eve@evil.example' },
      { _unknown: 'Data has keys beyond those specified: email' },
    ],
    ['roles given to oneself', { roles: ['owner'] }, { _unknown: 'Data has keys beyond those specified: roles' }],
  ])('%s is refused with its message and nothing is written', async (_, profile, errors) => {
    const [row, entries] = [await storedRow(user), (await audits(user)).length];
    const res = await put(user, profile);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: Object.values(errors)[0], errors });
    expect([await storedRow(user), (await audits(user)).length]).toEqual([row, entries]);
  });

  test('a body without a profile object is refused; the message speaks the caller language', async () => {
    expect(
      (await call(ctx.app, 'PUT', '/api/auth/profile', { token: user.token, body: { firstName: 'X' } })).status,
    ).toBe(400);
    const pt = await call(ctx.app, 'PUT', '/api/auth/profile', {
      token: user.token,
      lang: 'pt-BR',
      body: { profile: { firstName: 'a'.repeat(81) } },
    });
    expect(pt.body.errors.firstName).toMatch(/^Nome /);
  });

  test('401 without a token; 403 for an unverified email', async () => {
    expect((await call(ctx.app, 'PUT', '/api/auth/profile', { body: { profile: { firstName: 'X' } } })).status).toBe(
      401,
    );
    const unverified = await signUp(undefined, false);
    const res = await call(ctx.app, 'PUT', '/api/auth/profile', {
      token: unverified.token,
      body: { profile: { firstName: 'X' } },
    });
    expect([res.status, res.body.message]).toEqual([403, 'Verify your email to continue']);
  });
});

describe('avatars', () => {
  test('an uploaded image becomes the avatar; its signed link serves it, from the answer and /api/auth/me', async () => {
    const bytes = tinyPng([20, 40, 60]);
    const avatar = await uploadAvatar(user, bytes);
    const body = ok<Me>(await put(user, { avatars: [{ ...avatar, name: 'renamed.png' }] }));
    expect(body.avatars).toHaveLength(1);
    expect(body.avatars[0]).toMatchObject({ id: avatar.id, name: 'me.png', mimeType: 'image/png' });
    for (const url of [body.avatars[0].downloadUrl, (await me(user)).avatars[0].downloadUrl]) {
      const served = await callRaw(ctx.app, url);
      expect([served.status, served.headers['content-type']]).toEqual([200, 'image/png']);
      expect(served.body).toEqual(bytes);
    }
    // Links expire, so they are never stored.
    expect(JSON.stringify((await storedRow(user)).avatars)).not.toContain('downloadUrl');
    // Saving again with the same avatar keeps it; an empty list removes it.
    expect(ok<Me>(await put(user, { firstName: 'Ada', avatars: body.avatars })).avatars[0].id).toBe(avatar.id);
    expect(ok<Me>(await put(user, { avatars: [] })).avatars).toEqual([]);
  });

  test.each([
    [
      'two avatars',
      async () => [await uploadAvatar(user), await uploadAvatar(user)],
      'Avatar must have at most 1 files',
    ],
    [
      'an avatar someone else uploaded',
      async () => [await uploadAvatar(ctx.owner)],
      'Avatar names a file that was not uploaded for it',
    ],
    [
      'a product photo of theirs',
      async () => [await productPhoto(user)],
      'Avatar names a file that was not uploaded for it',
    ],
  ])('%s is refused and nothing is written', async (_, files, message) => {
    const given = await files();
    const [row, entries] = [await storedRow(user), (await audits(user)).length];
    const res = await put(user, { avatars: given });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ avatars: message });
    expect([await storedRow(user), (await audits(user)).length]).toEqual([row, entries]);
  });

  test('an avatar set for the user by someone else may stay when the user saves', async () => {
    const other = await uploadAvatar(ctx.owner);
    const { downloadUrl: _, ...stored } = other;
    await ctx.db
      .update(appUser)
      .set({ avatars: [stored] })
      .where(eq(appUser.id, user.id));
    expect(ok<Me>(await put(user, { firstName: 'Ada', avatars: [other] })).avatars[0].id).toBe(other.id);
    await ctx.db.update(appUser).set({ avatars: [] }).where(eq(appUser.id, user.id));
  });

  test('uploads are checked like product photos: content, size, a token', async () => {
    const before = Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n);
    const text = await upload(ctx.app, AVATARS, Buffer.from('not a picture'), {
      token: user.token,
      filename: 'me.png',
    });
    expect([text.status, text.body.message]).toEqual([400, 'You must upload an image']);
    const big = await upload(ctx.app, AVATARS, pngOfSize(1_000_001), { token: user.token });
    expect([big.status, big.body.message]).toEqual([400, 'File is too big, max allowed size is 1 MB']);
    expect((await upload(ctx.app, AVATARS, tinyPng())).status).toBe(401);
    expect(Number((await ctx.db.select({ n: count() }).from(storedFile))[0].n)).toBe(before);
  });
});
