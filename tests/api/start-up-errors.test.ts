/**
 * The server (server/index.ts, spawned) that cannot use its DATA_DIR or reach its database says so
 * in one line on stderr, what failed, where and what to do, and exits with status 1, writing nothing.
 * Root writes through any permission, so as root the server runs without the capabilities that let
 * it (util-linux's setpriv drops them from the bounding set): a folder with mode 555 is then
 * read-only for it, as for any normal user, while the checkout stays readable wherever it is cloned.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { freePort } from '../../scripts/lib/free-port';
import { runToExit, type Exit } from '../helpers/run-to-exit';

const ROOT = new URL('../../', import.meta.url).pathname;
const asRoot = process.getuid?.() === 0;
/** Root's capabilities to write, read and chmod through permissions, dropped for the server. */
const DROP_OVERRIDES = '--bounding-set=-dac_override,-dac_read_search,-fowner';
const base = mkdtempSync(join(tmpdir(), 'plating-start-up-'));
chmodSync(base, 0o755);
/** Folders made writable again, so a run as a normal user can remove them. */
function unlock(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) unlock(join(dir, entry.name));
}
afterAll(() => {
  unlock(base);
  rmSync(base, { recursive: true, force: true });
});

/** A folder of mode 555: no one but root may create anything in it. */
function readOnlyFolder(name: string): string {
  const dir = join(base, name);
  mkdirSync(dir);
  chmodSync(dir, 0o555);
  return dir;
}

/** Runs the server until it exits; one still running after `ms` (it started) is stopped and reported. */
function run(env: NodeJS.ProcessEnv, ms = 80_000): Promise<Exit> {
  const server = [process.execPath, '--import', 'tsx', 'server/index.ts'];
  const [command, ...args] = asRoot ? ['setpriv', DROP_OVERRIDES, '--', ...server] : server;
  const defaults = {
    PATH: process.env.PATH,
    HOME: base,
    PORT: '0',
    HOST: '127.0.0.1',
    CLIENT_DIR: '/nonexistent-client-dir',
  };
  return runToExit(command, args, { cwd: ROOT, env: { ...defaults, ...env }, ms });
}

async function expectRefusal(env: NodeJS.ProcessEnv, line: string) {
  const result = await run(env);
  expect(result.timedOut, 'still running: it started').toBe(false);
  expect([result.code, result.stderr]).toEqual([1, `${line}\n`]);
}

const WRITABLE = 'Set DATA_DIR to a writable folder.';
// Each test starts a server process: seconds on a busy machine, never the default 30.
const SPAWNS = { timeout: 90_000 };

describe('a DATA_DIR the server cannot write', SPAWNS, () => {
  test('a read-only folder: one line naming it, status 1, nothing created in it', async () => {
    const dir = readOnlyFolder('read-only');
    await expectRefusal(
      { DATA_DIR: dir },
      `Cannot open the database in ${dir}: this user may not write there. ${WRITABLE}`,
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  test('a writable folder whose database folder is read-only', async () => {
    const dir = join(base, 'database-read-only');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    mkdirSync(join(dir, 'pglite'));
    writeFileSync(join(dir, 'pglite', 'PG_VERSION'), '17\n');
    chmodSync(join(dir, 'pglite'), 0o555);
    await expectRefusal(
      { DATA_DIR: dir },
      `Cannot open the database in ${dir}: this user may not write there. ${WRITABLE}`,
    );
    expect([readdirSync(dir), readdirSync(join(dir, 'pglite'))]).toEqual([['pglite'], ['PG_VERSION']]);
  });

  test('a path that does not exist, inside a read-only folder', async () => {
    const parent = readOnlyFolder('read-only-parent');
    const dir = join(parent, 'new', 'data');
    await expectRefusal(
      { DATA_DIR: dir },
      `Cannot open the database in ${dir}: this user may not write there. ${WRITABLE}`,
    );
    expect(readdirSync(parent)).toEqual([]);
  });

  test('a path through a regular file, which no one can create', async () => {
    const file = join(base, 'a-file');
    writeFileSync(file, 'not a folder');
    chmodSync(file, 0o644);
    const dir = join(file, 'data');
    await expectRefusal(
      { DATA_DIR: dir },
      `Cannot open the database in ${dir}: part of the path is a file, not a folder. ${WRITABLE}`,
    );
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });

  test('with DATABASE_URL the files still live in DATA_DIR: refused before the database is reached', async () => {
    const dir = readOnlyFolder('read-only-files');
    const env = { DATA_DIR: dir, DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/plating` };
    await expectRefusal(env, `Cannot store uploaded files in ${dir}: this user may not write there. ${WRITABLE}`);
  });
});

describe('a database that does not answer', SPAWNS, () => {
  test('one line with the address but never the password, and status 1', async () => {
    const dir = join(base, 'writable');
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const port = await freePort();
    const result = await run({ DATA_DIR: dir, DATABASE_URL: `postgres://plating:s3cret-pw@127.0.0.1:${port}/plating` });
    expect([result.code, result.stderr]).toEqual([
      1,
      `Cannot connect to the database at 127.0.0.1:${port}/plating: nothing answers there. Check DATABASE_URL and that PostgreSQL is running.\n`,
    ]);
  });
});
