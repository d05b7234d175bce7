/**
 * Where uploaded files live: DATA_DIR/files by default, or an S3-compatible bucket with
 * FILES_URL=s3://bucket/prefix (docs/runtime.md#files). Either way under <resource>/<field>/<id>
 * (product photos under product/photos), served through the app's signed links.
 */
import type { AppConfig } from '../../config';
import type { FileKey } from './file-key';
import { openFolderStore } from './folder-store';
import type { FileLinks } from './links';

export type { FileKey } from './file-key';

export interface FileStore {
  links: FileLinks;
  write(key: FileKey, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when the file is not there. */
  read(key: FileKey): Promise<Buffer | undefined>;
  /** Deletes the stored bytes; a file already gone is not an error. */
  remove(key: FileKey): Promise<void>;
}

/** The configured store. A bucket is written to and read from first, so a wrong setting fails here, at start. */
export async function openFileStore(
  config: Pick<AppConfig, 'dataDir' | 'filesSecret'> & Partial<Pick<AppConfig, 'files'>>,
): Promise<FileStore> {
  if (config.files?.kind === 's3') {
    // Loaded only when used: the AWS SDK is large, and the folder is the default.
    const { openS3Store } = await import('./s3-store');
    return openS3Store(config.files, config.filesSecret);
  }
  return openFolderStore(config.dataDir, config.filesSecret);
}
