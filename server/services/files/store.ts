/**
 * Where uploaded files live: DATA_DIR/files/<resource>/<field>/<id> (product photos under
 * product/photos). Behind this interface so a bucket can replace the folder (docs/runtime.md#scaling-out).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AppConfig } from '../../config';
import { createFileLinks, type FileLinks } from './links';
import { loadFilesSecret } from './secret';

export interface FileKey {
  resource: string;
  field: string;
  id: string;
}

export interface FileStore {
  links: FileLinks;
  write(key: FileKey, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or undefined when the file is not there. */
  read(key: FileKey): Promise<Buffer | undefined>;
  /** Deletes the stored bytes; a file already gone is not an error. */
  remove(key: FileKey): Promise<void>;
}

/** Segments come from declarations and uuids; anything else must never reach a path. */
function pathOf(root: string, { resource, field, id }: FileKey): { dir: string; path: string } {
  for (const segment of [resource, field, id]) {
    if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw new Error(`Unsafe file path segment: ${segment}`);
  }
  const dir = `${root}/${resource}/${field}`;
  return { dir, path: `${dir}/${id}` };
}

export async function openFileStore(config: Pick<AppConfig, 'dataDir' | 'filesSecret'>): Promise<FileStore> {
  const root = `${config.dataDir}/files`;
  const links = createFileLinks(await loadFilesSecret(root, config.filesSecret));
  return {
    links,
    async write(key, bytes) {
      const { dir, path } = pathOf(root, key);
      await mkdir(dir, { recursive: true });
      // 'wx': ids are fresh, so an existing file means something is wrong; never overwrite.
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async read(key) {
      try {
        return await readFile(pathOf(root, key).path);
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(root, key).path, { force: true });
    },
  };
}
