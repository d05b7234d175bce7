/**
 * Accepting one upload for a declared files field: checked, within the user's quota, recorded in
 * stored_file and written, or nothing at all.
 */
import { randomUUID } from 'node:crypto';
import type { FilesField, StoredFileValue } from '../../../resources/kit/types';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/tables';
import type { FileStore } from './store';
import { checkUploadQuota, type UploadQuota } from './upload-quota';
import { checkedMimeType, cleanFileName } from './upload-checks';

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

export async function acceptUpload(
  db: Database, store: FileStore, target: UploadTarget, upload: Upload, actorId: string, quota: UploadQuota,
): Promise<StoredFileValue> {
  const mimeType = await checkedMimeType(target.declaration, upload.bytes);
  const file = {
    id: randomUUID(),
    name: cleanFileName(upload.filename),
    sizeInBytes: upload.bytes.length,
    mimeType,
  };
  // The row commits only once the bytes are on disk; a failed write leaves no row naming a missing file.
  await db.transaction(async (tx) => {
    await checkUploadQuota(tx, quota, actorId, file.sizeInBytes);
    await tx.insert(storedFile).values({ ...file, resource: target.resource, field: target.field, createdById: actorId });
    await store.write({ resource: target.resource, field: target.field, id: file.id }, upload.bytes);
  });
  return { ...file, downloadUrl: store.links.url(file.id) };
}
