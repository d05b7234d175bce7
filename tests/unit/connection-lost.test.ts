/** Which failures answer 503 "the database cannot be reached" (server/errors.ts), and which stay 500s. */
import { describe, expect, test } from 'vitest';
import { isConnectionLost } from '../../server/errors';

const withCause = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isConnectionLost', () => {
  test.each([
    [
      'a terminated backend (57P01), wrapped by Drizzle',
      withCause(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'a refused connection',
      withCause(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ],
    ['the socket closing under a query', withCause(new Error('Connection terminated unexpectedly'))],
    ['a client broken earlier', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
  ])('%s: yes', (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  test.each([
    ['a unique violation', withCause(Object.assign(new Error('duplicate key'), { code: '23505' }))],
    ['a syntax error', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['nothing at all', undefined],
  ])('%s: no', (_, error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
