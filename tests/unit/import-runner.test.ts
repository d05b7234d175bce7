import { describe, expect, it } from 'vitest';
import { importHash, stableJson } from '../../src/views/import/import-hash';
import { importCounts, importOutcome, type ImportRow } from '../../src/views/import/import-row';
import { ImportRunner } from '../../src/views/import/import-runner';

const pendingRows = (count: number): ImportRow[] =>
  Array.from({ length: count }, (_, i) => ({ line: i + 2, data: { name: `Customer ${i}` }, status: 'PENDING' }));

/** A send whose calls stay in flight until the test settles them. */
function controlledSend() {
  const calls: { data: Record<string, unknown>; hash: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const send = (data: Record<string, unknown>, hash: string) =>
    new Promise<void>((resolve, reject) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const settle = (fn: () => void) => () => {
        inFlight -= 1;
        fn();
      };
      calls.push({ data, hash, resolve: settle(resolve), reject: (e) => settle(() => reject(e))() });
    });
  return { send, calls, maxInFlight: () => maxInFlight };
}

/** Lets hashing (crypto.subtle) and promise chains run; used where nothing more may happen. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits for something that must happen, however loaded the machine, up to a deadline. */
async function until(predicate: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('ImportRunner', () => {
  it('sends at most 10 rows at a time and starts a batch only when the previous one settled', async () => {
    const { send, calls, maxInFlight } = controlledSend();
    const runner = new ImportRunner(pendingRows(25), { send });
    const done = runner.start();
    await until(() => calls.length >= 10, '10 calls');
    expect(calls).toHaveLength(10);
    calls.slice(0, 9).forEach((call) => call.resolve());
    // The next batch waits for the tenth row of this one.
    await flush();
    expect(calls).toHaveLength(10);
    calls[9].resolve();
    await until(() => calls.length >= 20, '20 calls');
    expect(calls).toHaveLength(20);
    calls.slice(10).forEach((call) => call.resolve());
    await until(() => calls.length >= 25, '25 calls');
    expect(calls).toHaveLength(25);
    calls.slice(20).forEach((call) => call.resolve());
    expect(await done).toEqual({ state: 'completed', outcome: 'success' });
    expect(maxInFlight()).toBe(10);
    expect(runner.rows.every((row) => row.status === 'IMPORTED')).toBe(true);
  });

  it('pauses after the batch in flight and resumes with the rows still pending', async () => {
    const { send, calls } = controlledSend();
    const progress: number[] = [];
    const runner = new ImportRunner(pendingRows(15), {
      send,
      onProgress: (rows) => progress.push(rows.filter((row) => row.status !== 'PENDING').length),
    });
    const first = runner.start();
    await until(() => calls.length >= 10, '10 calls');
    runner.pause();
    calls.forEach((call) => call.resolve());
    expect(await first).toEqual({ state: 'paused' });
    expect(calls).toHaveLength(10);
    expect(runner.rows.filter((row) => row.status === 'PENDING')).toHaveLength(5);

    const second = runner.resume();
    await until(() => calls.length >= 15, '15 calls');
    expect(calls).toHaveLength(15);
    calls.slice(10).forEach((call) => call.resolve());
    expect(await second).toEqual({ state: 'completed', outcome: 'success' });
    expect(progress).toEqual([10, 15]);
  });

  it('keeps going when resumed before the paused batch settled', async () => {
    const { send, calls } = controlledSend();
    const runner = new ImportRunner(pendingRows(12), { send });
    const first = runner.start();
    await until(() => calls.length >= 10, '10 calls');
    runner.pause();
    const second = runner.resume();
    calls.forEach((call) => call.resolve());
    await until(() => calls.length >= 12, '12 calls');
    calls.slice(10).forEach((call) => call.resolve());
    expect(await first).toEqual({ state: 'completed', outcome: 'success' });
    expect(await second).toEqual({ state: 'completed', outcome: 'success' });
    expect(calls).toHaveLength(12);
  });

  it('records a server rejection on its line and reports some errors', async () => {
    const rows = pendingRows(3);
    const runner = new ImportRunner(rows, {
      send: async (data) => {
        if (data.name === 'Customer 1') throw new Error('Data has already been imported');
      },
    });
    expect(await runner.start()).toEqual({ state: 'completed', outcome: 'someErrors' });
    expect(runner.rows.map((row) => [row.line, row.status, row.message])).toEqual([
      [2, 'IMPORTED', undefined],
      [3, 'ERROR', 'Data has already been imported'],
      [4, 'IMPORTED', undefined],
    ]);
  });

  it('counts a row the server already holds as already imported, not as a failure', async () => {
    const alreadyImported = (error: unknown) =>
      error instanceof Error && error.message === 'Data has already been imported';
    const reimport = new ImportRunner(pendingRows(3), {
      send: () => Promise.reject(new Error('Data has already been imported')),
      isAlreadyImported: alreadyImported,
    });
    expect(await reimport.start()).toEqual({ state: 'completed', outcome: 'nothingNew' });
    expect(reimport.rows.map((row) => [row.status, row.message])).toEqual(
      Array(3).fill(['ALREADY_IMPORTED', undefined]),
    );
    expect(importCounts(reimport.rows)).toEqual({ imported: 0, alreadyImported: 3, failed: 0, pending: 0, total: 3 });

    // New rows beside known ones: a success; a real refusal beside them: some errors.
    const mixed = new ImportRunner(pendingRows(3), {
      send: async (data) => {
        if (data.name === 'Customer 0') throw new Error('Data has already been imported');
        if (data.name === 'Customer 2') throw new Error('Customer not found');
      },
      isAlreadyImported: alreadyImported,
    });
    expect(await mixed.start()).toEqual({ state: 'completed', outcome: 'someErrors' });
    expect(importCounts(mixed.rows)).toEqual({ imported: 1, alreadyImported: 1, failed: 1, pending: 0, total: 3 });
    expect(importOutcome(mixed.rows.slice(0, 2))).toBe('success');
  });

  it('uses the fallback message when a failure carries none', async () => {
    const runner = new ImportRunner(pendingRows(1), {
      send: () => Promise.reject(new Error('')),
      fallbackMessage: 'Ops, an error occurred',
    });
    expect(await runner.start()).toEqual({ state: 'completed', outcome: 'allErrors' });
    expect(runner.rows[0].message).toBe('Ops, an error occurred');
  });

  it('ends with no valid rows when every row failed validation, sending nothing', async () => {
    let sent = 0;
    const invalid: ImportRow[] = [{ line: 2, data: {}, status: 'ERROR', message: 'Name is required' }];
    const runner = new ImportRunner(invalid, { send: async () => void (sent += 1) });
    expect(await runner.start()).toEqual({ state: 'completed', outcome: 'allErrors' });
    expect(sent).toBe(0);
  });

  it('counts validation errors against a full success', async () => {
    const rows: ImportRow[] = [...pendingRows(2), { line: 9, data: {}, status: 'ERROR', message: 'Name is required' }];
    const runner = new ImportRunner(rows, { send: async () => undefined });
    expect(await runner.start()).toEqual({ state: 'completed', outcome: 'someErrors' });
  });

  it('sends each row with the hash of its data', async () => {
    const { send, calls } = controlledSend();
    const runner = new ImportRunner(pendingRows(1), { send });
    const done = runner.start();
    await until(() => calls.length >= 1, 'the call');
    expect(calls[0].hash).toBe(await importHash({ name: 'Customer 0' }));
    calls[0].resolve();
    await done;
  });
});

describe('importHash', () => {
  it('is the same whatever the key order, and differs when a value differs', async () => {
    const a = await importHash({ name: 'Acme', email: 'a@example.com', nested: { y: 1, x: [2, { b: 1, a: 0 }] } });
    const b = await importHash({ nested: { x: [2, { a: 0, b: 1 }], y: 1 }, email: 'a@example.com', name: 'Acme' });
    const c = await importHash({ name: 'Acme', email: 'b@example.com', nested: { y: 1, x: [2, { b: 1, a: 0 }] } });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes the stable JSON with SHA-256', async () => {
    expect(stableJson({ b: 1, a: null, c: undefined })).toBe('{"a":null,"b":1}');
    // sha256('{}')
    expect(await importHash({})).toBe('44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a');
  });
});
