/** The worker pool behind PDF rendering: jobs run off the main thread, and a failing or dying worker never leaves a job hanging. */
import { threadId } from 'node:worker_threads';
import { afterEach, expect, test, vi } from 'vitest';
import { createWorkerPool, WorkerUnavailable, type WorkerPool } from '../../server/services/documents/worker-pool';

const module = new URL('./helpers/pool-test-worker.ts', import.meta.url);
// A worker's start (tsx, then its module) takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
let pool: WorkerPool<object, number> | undefined;
const open = (size = 1, timeoutMs = 60_000) => (pool = createWorkerPool<object, number>({ module, size, timeoutMs }));
afterEach(async () => {
  await pool?.close();
});

test('a job runs in another thread while the main thread keeps turning', async () => {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const events: string[] = [];
  const job = open()
    .run({ kind: 'wait', flag })
    .then((thread) => {
      events.push('job done');
      return thread;
    });
  // The job waits on the flag, which only this thread sets: it can finish only if this thread runs meanwhile.
  setImmediate(() => {
    events.push('main thread turned');
    Atomics.store(flag, 0, 1);
    Atomics.notify(flag, 0);
  });
  expect(await job).not.toBe(threadId);
  expect(events).toEqual(['main thread turned', 'job done']);
});

test('jobs beyond the pool size wait their turn, on the same worker', async () => {
  const p = open(1);
  const threads = await Promise.all([1, 2, 3].map(() => p.run({ kind: 'thread' })));
  expect(new Set(threads).size).toBe(1);
});

test('a job failing in the worker rejects with its message, and the worker serves the next', async () => {
  const p = open();
  const first = await p.run({ kind: 'thread' });
  await expect(p.run({ kind: 'fail' })).rejects.toThrow('drawing failed');
  expect(await p.run({ kind: 'thread' })).toBe(first);
});

test.each(['exit', 'throw'])(
  'a worker that dies (%s) fails its job as unavailable, and a new worker takes the next',
  async (kind) => {
    const p = open();
    const first = await p.run({ kind: 'thread' });
    const failed = await p.run({ kind }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(WorkerUnavailable);
    const next = await p.run({ kind: 'thread' });
    expect(next).not.toBe(first);
  },
);

test('a job overrunning the time limit stops its worker and fails as unavailable', async () => {
  const p = open(1, 300);
  const failed = await p.run({ kind: 'hang' }).catch((error: unknown) => error);
  expect(failed).toBeInstanceOf(WorkerUnavailable);
  expect((failed as Error).message).toContain('300 ms');
  expect(typeof (await p.run({ kind: 'thread' }))).toBe('number');
});

test('closing the pool fails the jobs still waiting', async () => {
  const p = open(1);
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const running = p.run({ kind: 'wait', flag }).catch((error: unknown) => error);
  const waiting = p.run({ kind: 'thread' }).catch((error: unknown) => error);
  await p.close();
  expect(await running).toBeInstanceOf(WorkerUnavailable);
  expect(await waiting).toBeInstanceOf(WorkerUnavailable);
});
