/** Uploads in a folder: DATA_DIR/files/<resource>/<field>/<id>, the default (docs/runtime.md#files). */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createFileLinks } from './links';
import { loadFilesSecret } from './secret';
import { keyPath, type FileKey } from './file-key';
import type { FileStore } from './store';

export async function openFolderStore(dataDir: string, filesSecret?: string): Promise<FileStore> {
  const root = `${dataDir}/files`;
  const links = createFileLinks(await loadFilesSecret(root, filesSecret));
  const pathOf = (key: FileKey) => `${root}/${keyPath(key)}`;
  return {
    links,
    async write(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx': ids are fresh, so an existing file means something is wrong; never overwrite.
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
