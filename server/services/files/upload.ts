/**
 * Accepting one upload for a declared files field: checked (an image also for its pixels, and scaled
 * down when its field says so), within the user's quota, recorded in stored_file and written, or nothing at all.
 */
import { randomUUID } from 'node:crypto';
import type { FilesField, StoredFileValue } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/tables';
import type { FileStore } from './store';
import { checkUploadQuota, type UploadQuota } from './upload-quota';
import { fittedSize } from './image-limits';
import type { ImageScaler } from './image-scaler';
import { checkedImageSize, checkedMimeType, cleanFileName } from './upload-checks';

/** A field that takes uploads: a resource's files field, or a system one (a user's avatars). */
export interface UploadTarget {
  resource: string;
  field: string;
  declaration: FilesField;
}

export interface Upload {
  filename: string | undefined;
  bytes: Uint8Array;
}

export interface UploadDeps {
  db: Database;
  store: FileStore;
  quota: UploadQuota;
  scaler: ImageScaler;
}

/** The bytes to keep: an image checked for its pixels, and scaled down once when its field fits it in a box. */
async function keptBytes(
  scaler: ImageScaler,
  field: FilesField,
  bytes: Uint8Array,
  mimeType: string,
): Promise<Uint8Array> {
  if (field.accept !== 'image') return bytes;
  const size = checkedImageSize(bytes, mimeType);
  const box = field.fitWithin;
  if (!box) return bytes;
  const fitted = fittedSize(size.width, size.height, box);
  return fitted.width === size.width && fitted.height === size.height ? bytes : scaler.fit(bytes, mimeType, box);
}

export async function acceptUpload(
  { db, store, quota, scaler }: UploadDeps,
  target: UploadTarget,
  upload: Upload,
  actorId: string,
): Promise<StoredFileValue> {
  const mimeType = await checkedMimeType(target.declaration, upload.bytes);
  const bytes = await keptBytes(scaler, target.declaration, upload.bytes, mimeType);
  const file = {
    id: randomUUID(),
    name: cleanFileName(upload.filename),
    sizeInBytes: bytes.length,
    mimeType,
  };
  // The row commits only once the bytes are on disk; a failed write leaves no row naming a missing file.
  await db.transaction(async (tx) => {
    await checkUploadQuota(tx, quota, actorId, file.sizeInBytes);
    await tx
      .insert(storedFile)
      .values({ ...file, resource: target.resource, field: target.field, createdById: actorId });
    await store.write({ resource: target.resource, field: target.field, id: file.id }, bytes);
  });
  return { ...file, downloadUrl: store.links.url(file.id) };
}
