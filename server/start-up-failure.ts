/**
 * Start-up failures a person can fix (a DATA_DIR that cannot be written, a database that does not
 * answer, a port in use), said in one line: what failed, where, and what to do. A raw stack or
 * PGlite's bare `ErrnoError { errno: 69 }` says none of that.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Why a path could not be used, by error code. */
const REASONS: Record<string, string> = {
  EROFS: 'the folder is read-only',
  EACCES: 'this user may not write there',
  EPERM: 'this user may not write there',
  ENOTDIR: 'part of the path is a file, not a folder',
  EEXIST: 'a file stands where the folder should be',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  ENAMETOOLONG: 'the path is too long',
  ELOOP: 'the path loops through symbolic links',
};

/** PGlite's file system is Emscripten's, whose ErrnoError carries WASI errno numbers instead of codes. */
const WASI_ERRNO: Record<number, string> = {
  2: 'EACCES',
  20: 'EEXIST',
  37: 'ENAMETOOLONG',
  51: 'ENOSPC',
  54: 'ENOTDIR',
  63: 'EPERM',
  69: 'EROFS',
};

function codeOf(error: unknown): string | undefined {
  const { code, errno, name } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown };
  if (typeof code === 'string') return code;
  if (name === 'ErrnoError' && typeof errno === 'number') return WASI_ERRNO[errno];
  return undefined;
}

function reasonOf(error: unknown): string {
  const code = codeOf(error);
  if (code && REASONS[code]) return REASONS[code];
  const message = error instanceof Error ? error.message : String(error);
  // One line, without a trailing period (the sentence goes on).
  return (message.split('\n')[0].replace(/\.+$/, '') || code) ?? 'unknown error';
}

/** "Cannot open the database in /x/data: the folder is read-only. Set DATA_DIR to a writable folder." */
export function dataDirFailure(what: string, dataDir: string, error: unknown): string {
  return `Cannot ${what} in ${dataDir}: ${reasonOf(error)}. Set DATA_DIR to a writable folder.`;
}

/** The server's address without its password: host, port and database. */
function safeAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Network codes, and PostgreSQL's classes 08 (connection), 28 (authorization), 3D (no such database), 57P0x (shutting down). */
const unreachable = (code: string | undefined) =>
  Boolean(
    code &&
    (/^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH)$/.test(code) ||
      /^(08|28|3D|57P0)/.test(code)),
  );

/** A database that cannot be reached or entered; undefined for anything else (a fault, not a setting). */
export function databaseFailure(url: string, error: unknown): string | undefined {
  const code = codeOf(error);
  if (!unreachable(code) && !/^(Connection terminated|timeout exceeded when trying to connect)/.test(reasonOf(error)))
    return undefined;
  const reason = code === 'ECONNREFUSED' ? 'nothing answers there' : reasonOf(error);
  return `Cannot connect to the database at ${safeAddress(url)}: ${reason}. Check DATABASE_URL and that PostgreSQL is running.`;
}

export function listenFailure(host: string, port: number, error: unknown): string {
  const code = codeOf(error);
  const reason =
    code === 'EADDRINUSE'
      ? 'the port is in use'
      : code === 'EADDRNOTAVAIL'
        ? 'this machine has no such address'
        : reasonOf(error);
  return `Cannot listen on ${host}:${port}: ${reason}. Set PORT (or HOST) to a free one.`;
}

/**
 * Creates the folder if needed and proves it writable with a probe file, before anything opens
 * it: permissions (a read-only mount, a folder of another user) show here, not deep inside PGlite.
 */
export async function ensureWritableFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const probe = join(dir, `.write-test-${process.pid}`);
  await writeFile(probe, '');
  await rm(probe, { force: true });
}

/**
 * Runs a start-up step; a failure `describe` explains prints that one line and ends the process
 * with status 1. One it does not explain (undefined) is thrown as it is: a fault, with its stack.
 */
export async function orExit<T>(step: () => Promise<T>, describe: (error: unknown) => string | undefined): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const line = describe(error);
    if (line === undefined) throw error;
    console.error(line);
    process.exit(1);
  }
}
