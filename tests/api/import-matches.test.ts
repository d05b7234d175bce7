/**
 * POST /api/<resource>/import/matches (issue 40, item 7): an import file's rows that agree with an
 * existing record on a natural key (a customer's tax id, else its name; a part's number for its
 * customer), case, accents and punctuation aside, are named with the record they probably are.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { IMPORT_MATCH_MAX_ROWS, importMatchesAnswer } from '../../resources/kit/import-matches-answer';
import { describedBy } from '../helpers/answer-schema';
import { call } from '../helpers/http';
import { as, ok, refused, setupPartsFlow, snapshot, type Row } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();
// `token: undefined` is a signed-out call; no token given, the owner's.
const matches = (resource: string, rows: unknown, options: { token?: string; lang?: string } = {}) =>
  call(ctx.app, 'POST', `/api/${resource}/import/matches`, {
    token: 'token' in options ? options.token : ctx.owner.token,
    body: { rows },
    lang: options.lang ?? 'en',
  });

let souza: Row;
beforeAll(async () => {
  await as(ctx, 'PUT', '/api/settings/profile', {
    body: { profile: { shopName: 'Galvânica', address: 'Rua A, 1', country: 'BR', currency: 'BRL' } },
  });
  souza = ok(
    await as(ctx, 'POST', '/api/customer', {
      body: {
        data: {
          name: 'Metalúrgica Souza Ltda.',
          email: 'nf@souza.test',
          term: 'T30',
          country: 'BR',
          taxId: '11.222.333/0001-81',
        },
      },
    }),
  );
  ok(await as(ctx, 'POST', '/api/product', { body: { data: { part: 'PN-77', customer: souza.id } } }));
});

describe('probable duplicates on import', () => {
  test('a customer by its tax id however typed, else by its name, case, accents and punctuation aside', async () => {
    const rows = [
      { name: 'Another name', taxId: '11222333000181' },
      { name: 'METALURGICA SOUZA LTDA' },
      { name: 'Autopeças Nova', taxId: '' },
      { name: '  ' },
    ];
    const res = await describedBy(importMatchesAnswer, matches('customer', rows));
    expect(res.status).toBe(200);
    expect(res.body.matches).toEqual([
      { row: 0, id: souza.id, label: 'Metalúrgica Souza Ltda.', by: ['taxId'] },
      { row: 1, id: souza.id, label: 'Metalúrgica Souza Ltda.', by: ['name'] },
    ]);
  });

  test('a part by its number for its customer, the customer named by its label as the import names it', async () => {
    const rows = [
      { part: 'pn 77', customer: 'Metalúrgica Souza Ltda.' },
      { part: 'PN-77', customer: 'No such customer' },
      { part: 'PN-78', customer: souza.id },
    ];
    const res = await describedBy(importMatchesAnswer, matches('product', rows));
    expect(res.body.matches).toEqual([{ row: 0, id: expect.any(String), label: 'PN-77', by: ['part', 'customer'] }]);
  });

  test('asks the import permission, takes at most a batch of rows, and writes nothing', async () => {
    const viewer = await createUser(ctx.app, ctx.db, { roles: ['customerViewer'] });
    const before = await snapshot(ctx);
    expect((await matches('customer', [{ name: 'x' }], { token: viewer.token })).status).toBe(403);
    expect((await matches('customer', [{ name: 'x' }], { token: undefined })).status).toBe(401);
    const many = Array.from({ length: IMPORT_MATCH_MAX_ROWS + 1 }, () => ({ name: 'x' }));
    const body = await refused(ctx, 400, () => matches('customer', many, { lang: 'pt-BR' }));
    expect(body.message).toContain(`no máximo ${IMPORT_MATCH_MAX_ROWS} linhas`);
    const notRows = await matches('customer', 'nope');
    expect([notRows.status, (notRows.body as { message: string }).message]).toEqual([
      400,
      'Rows must be a list of rows',
    ]);
    expect(await snapshot(ctx)).toEqual(before);
  });
});
