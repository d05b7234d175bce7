/** The key that signs file links: FILES_SECRET, else one generated once and kept beside the files. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const SECRET_FILE = '.secret';

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/**
 * Kept on disk so a restart keeps issued links valid. That serves one instance: several
 * instances behind a load balancer do not share the folder, so they must all be given
 * the same FILES_SECRET (docs/runtime.md#files).
 */
export async function loadFilesSecret(root: string, configured?: string): Promise<string> {
  if (configured) return configured;
  const path = `${root}/${SECRET_FILE}`;
  await mkdir(root, { recursive: true });
  try {
    // 'wx': of two processes starting together, one writes and the other reads what it wrote.
    const secret = randomBytes(32).toString('hex');
    await writeFile(path, secret, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  }
  const stored = (await readFile(path, 'utf8')).trim();
  if (!stored) throw new Error(`${path} is empty: delete it to generate a new secret, or set FILES_SECRET`);
  return stored;
}
