// @vitest-environment jsdom
/**
 * The data provider, the import runner and their error handling against the REST convention
 * (docs/product-spec.md#api-calls), with msw answering as the server would: 400 with errors, 403, 500,
 * no answer at all, and an answer that takes its time. Real fetch, real HttpError, no stubbed provider.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'ra-core';
import { apiFetchBlob } from '../../src/providers/api';
import { dataProvider } from '../../src/providers/dataProvider';
import { ImportRunner } from '../../src/views/import/import-runner';
import type { ImportRow } from '../../src/views/import/import-row';

vi.mock('../../src/providers/firebase', () => ({
  firebaseAuth: () => ({ currentUser: { getIdToken: async () => 'token-1' } }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const rows = (...names: string[]): ImportRow[] =>
  names.map((name, i) => ({ line: i + 2, data: { name }, status: 'PENDING' }));
const send = (data: Record<string, unknown>, hash: string) => dataProvider.importRow('customer', data, hash);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e,
  );

describe('data provider over the REST convention', () => {
  it('sends the bearer token, the language and a bracket-form query; answers rows and count', async () => {
    localStorage.setItem('language', 'pt-BR');
    let seen: Request | undefined;
    server.use(
      http.get('/api/customer', ({ request }) => {
        seen = request;
        return HttpResponse.json({ rows: [{ id: 'c1', name: 'Acme' }], count: 31 });
      }),
    );
    const answer = await dataProvider.getList('customer', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { name: 'Ac' },
    });
    expect(answer).toEqual({ data: [{ id: 'c1', name: 'Acme' }], total: 31 });
    expect(seen?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen?.headers.get('accept-language')).toBe('pt-BR');
    expect(decodeURIComponent(new URL(seen!.url).search)).toBe('?filter[name]=Ac&orderBy=name_ASC&limit=10&offset=10');
    localStorage.removeItem('language');
  });

  it('fetches a PDF as a file named as the server names it (fatura-12.pdf), else as a bare blob', async () => {
    const pdf = (headers: Record<string, string>) => () =>
      new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf', ...headers } });
    server.use(
      http.get('/api/invoice/i1/pdf', pdf({ 'content-disposition': 'inline; filename="fatura-12.pdf"' })),
      http.get('/api/invoice/i2/pdf', pdf({})),
    );
    const named = await apiFetchBlob('/api/invoice/i1/pdf');
    expect(named instanceof File && named.name).toBe('fatura-12.pdf');
    expect(named.type).toBe('application/pdf');
    expect(await apiFetchBlob('/api/invoice/i2/pdf')).not.toBeInstanceOf(File);
  });

  it('turns 400 with errors, 403 and 500 into HttpErrors carrying the status, the message and the body', async () => {
    const errors = { email: { key: 'validation.format.email' } };
    const answers = [
      HttpResponse.json({ message: 'Email must be a valid email', errors }, { status: 400 }),
      HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      new HttpResponse('upstream exploded', { status: 500 }),
    ];
    server.use(http.post('/api/customer/import', () => answers.shift()));
    const [bad, forbidden, broken] = [
      await failure(send({}, 'h1')),
      await failure(send({}, 'h2')),
      await failure(send({}, 'h3')),
    ] as HttpError[];
    expect([bad, forbidden, broken].every((e) => e instanceof HttpError)).toBe(true);
    expect([bad.status, bad.message, (bad.body as { errors: unknown }).errors]).toEqual([
      400,
      'Email must be a valid email',
      errors,
    ]);
    expect([forbidden.status, forbidden.message]).toEqual([403, 'Forbidden']);
    // A body that is not JSON is the message as it came.
    expect([broken.status, broken.message]).toEqual([500, 'upstream exploded']);
  });
});

/** An answer body sent as these pieces of text, one after the other, as a slow network delivers it. */
const inPieces = (pieces: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });

describe('the export call, read as it arrives', () => {
  it('hands over each record as soon as its line is complete, pieces cutting lines and characters anywhere', async () => {
    const body =
      '{"rows":[\n{"id":"c1","name":"Açaí"},\n{"id":"c2","name":"Borg"},\n{"id":"c3","name":"Cyan"}\n],"count":3}';
    // Cut every 7 bytes, so lines, keys and the two-byte "ç" are split between pieces.
    const bytes = new TextEncoder().encode(body);
    const pieces: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += 7) pieces.push(bytes.slice(at, at + 7));
    let query = '';
    server.use(
      http.get('/api/customer', ({ request }) => {
        query = decodeURIComponent(new URL(request.url).search);
        return new HttpResponse(
          new ReadableStream({
            start(c) {
              pieces.forEach((p) => c.enqueue(p));
              c.close();
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const batches: unknown[][] = [];
    const count = await dataProvider.exportAll(
      'customer',
      { filter: { name: 'a' }, sort: { field: 'name', order: 'ASC' } },
      (rows) => batches.push(rows),
    );
    expect(count).toBe(3);
    expect(batches.flat()).toEqual([
      { id: 'c1', name: 'Açaí' },
      { id: 'c2', name: 'Borg' },
      { id: 'c3', name: 'Cyan' },
    ]);
    expect(batches.length).toBeGreaterThan(1);
    // The spec's export call: no limit, no offset.
    expect(query).toBe('?filter[name]=a&orderBy=name_ASC');
  });

  it('refuses an answer cut short, and passes a refusal on as an HttpError', async () => {
    server.use(http.get('/api/customer', () => new HttpResponse(inPieces(['{"rows":[\n{"id":"c1"},\n{"id":']))));
    const rows: unknown[] = [];
    expect(String(await failure(dataProvider.exportAll('customer', {}, (batch) => rows.push(...batch))))).toMatch(
      /cut short/,
    );
    server.use(http.get('/api/customer', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const refused = (await failure(dataProvider.exportAll('customer', {}, () => {}))) as HttpError;
    expect([refused.status, refused.message]).toEqual([403, 'Forbidden']);
  });
});

describe('the import runner against the server', () => {
  it('settles each row by its answer: imported, already imported, refused with the message, no answer as the fallback', async () => {
    const hashes: string[] = [];
    server.use(
      http.post('/api/customer/import', async ({ request }) => {
        const { data, importHash } = (await request.json()) as { data: { name: string }; importHash: string };
        hashes.push(importHash);
        if (data.name === 'Twice')
          return HttpResponse.json({ message: 'Data has already been imported' }, { status: 400 });
        if (data.name === 'Bad')
          return HttpResponse.json({ message: 'Term must be selected', errors: { term: {} } }, { status: 400 });
        if (data.name === 'Locked')
          return HttpResponse.json({ message: "You don't have access to this resource" }, { status: 403 });
        if (data.name === 'Crash') return HttpResponse.json({ message: 'Ops, an error occurred' }, { status: 500 });
        if (data.name === 'Offline') return HttpResponse.error();
        return HttpResponse.json({ id: `id-${data.name}`, ...data }, { status: 201 });
      }),
    );
    const runner = new ImportRunner(rows('Acme', 'Twice', 'Bad', 'Locked', 'Crash', 'Offline'), {
      send,
      fallbackMessage: 'Algo deu errado',
      isAlreadyImported: (error) => error instanceof Error && error.message === 'Data has already been imported',
    });
    expect(await runner.start()).toEqual({ state: 'completed', outcome: 'someErrors' });
    expect(runner.rows.map((row) => [row.status, row.message])).toEqual([
      ['IMPORTED', undefined],
      ['ALREADY_IMPORTED', undefined],
      ['ERROR', 'Term must be selected'],
      ['ERROR', "You don't have access to this resource"],
      ['ERROR', 'Ops, an error occurred'],
      // No answer at all: the browser's own English text is not shown.
      ['ERROR', 'Algo deu errado'],
    ]);
    expect(hashes).toHaveLength(6);
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('pausing while an answer is slow waits for it, sends nothing more, and resuming sends the rest once', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    const received: string[] = [];
    server.use(
      http.post('/api/customer/import', async ({ request }) => {
        const { data } = (await request.json()) as { data: { name: string } };
        received.push(data.name);
        if (data.name === 'Slow') {
          arrived();
          await slow;
        }
        return HttpResponse.json({ id: data.name }, { status: 201 });
      }),
    );
    const runner = new ImportRunner(rows('Slow', 'Next'), { send, batchSize: 1 });
    const run = runner.start();
    await firstArrived;
    runner.pause();
    release();
    expect(await run).toEqual({ state: 'paused' });
    expect(received).toEqual(['Slow']);
    expect(runner.rows.map((row) => row.status)).toEqual(['IMPORTED', 'PENDING']);
    expect(await runner.resume()).toEqual({ state: 'completed', outcome: 'success' });
    expect(received).toEqual(['Slow', 'Next']);
  });
});
