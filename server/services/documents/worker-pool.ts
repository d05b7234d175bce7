/**
 * A small, bounded pool of worker threads for CPU-heavy work (drawing PDFs), so the request thread
 * keeps answering while it runs. Jobs beyond the pool's size wait in a queue. A worker starts on
 * first use and stops after a while idle. A job that fails in the worker rejects with its message; a
 * worker that dies (crash, out of memory) or overruns the time limit is stopped, its job rejects with
 * a WorkerUnavailable, and the next job gets a fresh worker: no request waits forever. The worker's module
 * answers each job with {value} or {error}; the pool's entry (worker-boot.mjs) reports it loaded.
 */
import { Worker } from 'node:worker_threads';

/** The worker died or took too long: the job was not done, and may be tried again. */
export class WorkerUnavailable extends Error {}

export interface WorkerPoolOptions {
  /** The worker's module (TypeScript allowed): it answers each message with {value} or {error}. */
  module: URL;
  size: number;
  /** Longest a job may run before its worker is stopped. */
  timeoutMs: number;
  /** How long a worker with nothing to do is kept; default a minute. */
  idleMs?: number;
  /** Memory a worker may use, so a runaway document cannot take the server's. */
  maxHeapMb?: number;
}

export interface WorkerPool<I, O> {
  run(input: I): Promise<O>;
  close(): Promise<void>;
}

interface Job<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: Error) => void;
}
interface Slot<I, O> {
  worker?: Worker;
  ready?: boolean;
  job?: Job<I, O>;
  timer?: NodeJS.Timeout;
}

const BOOT = new URL('./worker-boot.mjs', import.meta.url);

export function createWorkerPool<I, O>(options: WorkerPoolOptions): WorkerPool<I, O> {
  const slots: Slot<I, O>[] = Array.from({ length: Math.max(1, options.size) }, () => ({}));
  const queue: Job<I, O>[] = [];
  let closed = false;

  const settle = (slot: Slot<I, O>) => {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    return job;
  };
  /** The worker is gone: its job (if any) fails, and the slot takes a new worker next time. */
  const lose = (slot: Slot<I, O>, worker: Worker, why: string) => {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    void worker.terminate();
    settle(slot)?.reject(new WorkerUnavailable(why));
    pump();
  };
  const start = (slot: Slot<I, O>) => {
    // No execArgv: the same start whether the server runs through tsx, vitest or anything else.
    const worker = new Worker(BOOT, {
      workerData: { module: options.module.href },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 256 },
    });
    worker.on('message', (answer: { ready?: true; value?: O; error?: string }) => {
      if (slot.worker !== worker) return;
      if (answer.ready) {
        slot.ready = true;
        if (slot.job) limit(slot, worker);
        return;
      }
      const job = settle(slot);
      if (answer.error !== undefined) job?.reject(new Error(answer.error));
      else job?.resolve(answer.value as O);
      pump();
    });
    worker.on('error', (error) => lose(slot, worker, `worker failed: ${error.message}`));
    worker.on('exit', (code) => lose(slot, worker, `worker exited (${code})`));
    slot.worker = worker;
    slot.ready = false;
    return worker;
  };
  // The time limit counts from the worker's start (loading its code can take a while on a busy machine).
  const limit = (slot: Slot<I, O>, worker: Worker) => {
    slot.timer = setTimeout(() => lose(slot, worker, `no answer within ${options.timeoutMs} ms`), options.timeoutMs);
  };
  const pump = () => {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) {
        // Idle: stop the worker after a while, giving its memory back.
        if (slot.worker && !slot.timer) {
          const worker = slot.worker;
          slot.timer = setTimeout(() => lose(slot, worker, 'idle'), options.idleMs ?? 60_000).unref();
        }
        continue;
      }
      clearTimeout(slot.timer);
      const worker = slot.worker ?? start(slot);
      slot.job = job;
      slot.timer = undefined;
      if (slot.ready) limit(slot, worker);
      worker.postMessage(job.input);
    }
  };

  return {
    run: (input) =>
      new Promise<O>((resolve, reject) => {
        if (closed) return reject(new WorkerUnavailable('the pool is closed'));
        queue.push({ input, resolve, reject });
        pump();
      }),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new WorkerUnavailable('the pool is closed'));
      await Promise.all(
        slots.map((slot) => {
          const worker = slot.worker;
          if (!worker) return undefined;
          slot.worker = undefined;
          settle(slot)?.reject(new WorkerUnavailable('the pool is closed'));
          return worker.terminate();
        }),
      );
    },
  };
}
