/**
 * Files for the leak checks: a product photo (read with productRead) and an avatar of one user
 * (read with iamRead, and by that user), and a reader of the signed links answers hand out.
 */
import { inArray } from 'drizzle-orm';
import { storedFile } from '../../../server/db/tables';
import type { ContractContext } from '../contract/context';
import { call } from '../http';
import { upload } from '../multipart';
import { tinyPng } from '../png';
import type { TestUser } from '../users';

export interface LeakFiles {
  photoId: string;
  avatarId: string;
  /** The user whose avatar it is. */
  avatarOwner: TestUser;
}

async function uploaded(ctx: ContractContext, path: string, token: string): Promise<{ id: string }> {
  const res = await upload<{ id: string }>(ctx.app, path, tinyPng(), { token });
  if (res.status !== 200) throw new Error(`Upload to ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function ok(res: Promise<{ status: number; body: unknown }>, what: string): Promise<void> {
  const { status, body } = await res;
  if (status !== 200) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
}

/** Attaches a photo to the product `productId` and an avatar to `avatarOwner`'s profile. */
export async function attachFiles(ctx: ContractContext, productId: string, avatarOwner: TestUser): Promise<LeakFiles> {
  const photo = await uploaded(ctx, '/api/files/product/photos', ctx.owner.token);
  const data = { photos: [photo] };
  await ok(
    call(ctx.app, 'PUT', `/api/product/${productId}`, { token: ctx.owner.token, body: { id: productId, data } }),
    'Attaching a photo',
  );
  const avatar = await uploaded(ctx, '/api/files/user/avatars', avatarOwner.token);
  await ok(
    call(ctx.app, 'PUT', '/api/auth/profile', { token: avatarOwner.token, body: { profile: { avatars: [avatar] } } }),
    'Setting an avatar',
  );
  return { photoId: photo.id, avatarId: avatar.id, avatarOwner };
}

const SIGNED_LINK = /\/api\/files\/([0-9a-f-]{36})\?expires=\d+&signature=[0-9a-f]{64}/g;

/** The ids of the files an answer hands out signed links to. */
export function signedFileIds(body: unknown): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return [...new Set([...text.matchAll(SIGNED_LINK)].map((m) => m[1]))];
}

/** Which resource each stored file was uploaded for (`product`, `user`). */
export async function fileResources(ctx: ContractContext, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db
    .select({ id: storedFile.id, resource: storedFile.resource })
    .from(storedFile)
    .where(inArray(storedFile.id, ids));
  return new Map(rows.map((r) => [r.id, r.resource]));
}
