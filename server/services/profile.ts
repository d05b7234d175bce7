/** The signed-in user's own profile (/profile, PUT /api/auth/profile): names, phone and one avatar, audited. */
import { and, eq, inArray } from 'drizzle-orm';
import { writableFields } from '../../resources/kit/derive';
import type { FilesField, StoredFileValue } from '../../resources/kit/types';
import { validateRecord } from '../../resources/kit/validation';
import profile from '../../resources/singletons/profile';
import type { Database } from '../db/client';
import { appUser, storedFile } from '../db/tables';
import { notFound, ValidationFailed } from '../errors';
import { recordAudit, type Actor } from './audit';
import type { FileLinks } from './files/links';
import { checkRecordFiles } from './files/record-files';
import type { UploadTarget } from './files/upload';
import type { Row } from './records/record-shape';
import { withDownloadUrls } from './records/records-read';
import { toCurrentUser, type CurrentUser, type UserRow } from './users';

/** POST /api/files/user/avatars: no permission, since every signed-in user edits their own profile. */
export const avatarUpload: UploadTarget = {
  resource: profile.name,
  field: 'avatars',
  declaration: profile.fields.avatars as FilesField,
};

/** The current user as the API answers it: each avatar with a freshly signed link (never stored). */
export function withAvatarLinks(user: CurrentUser, links: FileLinks): CurrentUser {
  return withDownloadUrls(profile, { ...user }, links);
}

const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field the body leaves out keeps its stored value; unknown keys are refused as for any record. */
function validated(before: UserRow, input: unknown): Row {
  const stored = Object.fromEntries(writableFields(profile).map(([name]) => [name, before[name as keyof UserRow]]));
  const { values, errors } = validateRecord(profile, isObject(input) ? { ...stored, ...input } : input);
  if (Object.keys(errors).length) throw new ValidationFailed(profile.name, errors);
  return values;
}

const fileIds = (files: unknown) => (Array.isArray(files) ? files.map((file: StoredFileValue) => file.id) : []);

/**
 * Only one's own upload can become one's avatar: a file id seen in someone else's link is not
 * enough. The avatar already stored may stay, whoever uploaded it.
 */
async function checkOwnAvatars(tx: Database, before: UserRow, avatars: unknown): Promise<void> {
  const kept = new Set(fileIds(before.avatars));
  const fresh = [...new Set(fileIds(avatars).filter((id) => !kept.has(id)))];
  if (!fresh.length) return;
  const own = await tx
    .select({ id: storedFile.id })
    .from(storedFile)
    .where(and(inArray(storedFile.id, fresh), eq(storedFile.createdById, before.id)));
  if (own.length < fresh.length)
    throw new ValidationFailed(profile.name, { avatars: { key: 'validation.filesUnknown' } });
}

/** Writes the user's profile and its audit entry together; answers the updated current user, without links. */
export async function updateProfile(db: Database, userId: string, input: unknown, actor: Actor): Promise<CurrentUser> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(appUser).where(eq(appUser.id, userId)).for('update');
    if (!before) throw notFound();
    const values = validated(before, input);
    // Checked for user/avatars, and the stored details replace what the client sent.
    await checkRecordFiles(tx, profile, values);
    await checkOwnAvatars(tx, before, values.avatars);
    const [row] = await tx
      .update(appUser)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(appUser.id, userId))
      .returning();
    // The email rides along so the audit log can name the record (a user's label), as the iam entries do.
    await recordAudit(tx, actor, {
      entityName: profile.name,
      entityId: userId,
      action: 'update',
      values: { email: row.email, ...values },
    });
    return toCurrentUser(row);
  });
}
