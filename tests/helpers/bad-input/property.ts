/**
 * The bad-input property: every answer is a refusal with a readable `message` (never a 500),
 * and the database is exactly as before. Runs are bounded and seeded (FC_SEED, FC_RUNS), and a
 * failure prints the seed to replay it with.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/client';
import type { CallResult } from '../http';
import { fingerprint } from './fingerprint';

export const SEED = Number(process.env.FC_SEED ?? 20260418);
export const RUNS = Number(process.env.FC_RUNS ?? 30);

export interface Refusal<T = unknown> {
  /** Statuses that count as the refusal; 400 unless an id may name nothing (404). */
  statuses?: number[];
  numRuns?: number;
  /** Tried first, every time, before the random values. */
  examples?: T[];
}

/** One answer refused, with a message, and not a row changed anywhere. */
export async function expectRefused(
  db: Database,
  send: () => Promise<CallResult<unknown>>,
  statuses = [400],
): Promise<void> {
  const before = await fingerprint(db);
  const res = await send();
  const body = res.body as { message?: unknown } | undefined;
  expect(statuses, `answered ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`).toContain(res.status);
  expect(
    typeof body?.message === 'string' && body.message.length > 0,
    `a message: ${JSON.stringify(res.body)?.slice(0, 300)}`,
  ).toBe(true);
  expect(await fingerprint(db), 'nothing written').toEqual(before);
}

/** Every value `arbitrary` generates is refused by `send`. */
export async function assertAllRefused<T>(
  db: Database,
  arbitrary: fc.Arbitrary<T>,
  send: (value: T) => Promise<CallResult<unknown>>,
  options: Refusal<T> = {},
): Promise<void> {
  const property = fc.asyncProperty(arbitrary, (value) => expectRefused(db, () => send(value), options.statuses));
  try {
    const examples = (options.examples ?? []).map((value): [T] => [value]);
    await fc.assert(property, { seed: SEED, numRuns: (options.numRuns ?? RUNS) + examples.length, examples });
  } catch (error) {
    (error as Error).message = `Replay with FC_SEED=${SEED}.\n${(error as Error).message}`;
    throw error;
  }
}
