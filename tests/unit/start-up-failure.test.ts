/** The one line a start-up failure prints: the reason read from Node's codes and from PGlite's Emscripten errno numbers. */
import { describe, expect, test } from 'vitest';
import { dataDirFailure, databaseFailure, listenFailure } from '../../server/start-up-failure';

const nodeError = (code: string, message = `${code}: something`) => Object.assign(new Error(message), { code });
/** What PGlite throws from its file system: no code, a WASI errno number. */
const errnoError = (errno: number) => Object.assign(new Error(''), { name: 'ErrnoError', errno });

describe('dataDirFailure', () => {
  test.each([
    ['a read-only mount', nodeError('EROFS'), 'the folder is read-only'],
    ["PGlite's ErrnoError { errno: 69 } on a read-only mount", errnoError(69), 'the folder is read-only'],
    ["PGlite's ErrnoError { errno: 2 }", errnoError(2), 'this user may not write there'],
    ['a permission refused', nodeError('EACCES'), 'this user may not write there'],
    ['a file in the path', nodeError('ENOTDIR'), 'part of the path is a file, not a folder'],
    ['a full disk', nodeError('ENOSPC'), 'the disk is full'],
    [
      'anything else: its own first line',
      new Error('PGlite failed to initialize properly.\nmore'),
      'PGlite failed to initialize properly',
    ],
  ])('%s', (_, error, reason) => {
    expect(dataDirFailure('open the database', '/x/data', error)).toBe(
      `Cannot open the database in /x/data: ${reason}. Set DATA_DIR to a writable folder.`,
    );
  });
});

test('databaseFailure names host, port and database, never the password; a fault that is no setting is left alone', () => {
  expect(databaseFailure('postgres://me:pw@db.example:5432/plating', nodeError('ECONNREFUSED'))).toBe(
    'Cannot connect to the database at db.example:5432/plating: nothing answers there. Check DATABASE_URL and that PostgreSQL is running.',
  );
  expect(
    databaseFailure(
      'postgres://me:pw@db.example/plating',
      nodeError('28P01', 'password authentication failed for user "me"'),
    ),
  ).toBe(
    'Cannot connect to the database at db.example/plating: password authentication failed for user "me". Check DATABASE_URL and that PostgreSQL is running.',
  );
  expect(databaseFailure('postgres://me:pw@db.example/plating', nodeError('42601', 'syntax error'))).toBeUndefined();
});

test('listenFailure: a port in use', () => {
  expect(listenFailure('127.0.0.1', 8080, nodeError('EADDRINUSE'))).toBe(
    'Cannot listen on 127.0.0.1:8080: the port is in use. Set PORT (or HOST) to a free one.',
  );
});
