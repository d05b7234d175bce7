/**
 * A body with tens of thousands of unknown keys is refused with a short answer: the first 20
 * keys named and the rest counted, never every key echoed (it was a 938 KB answer), and
 * nothing is written. On a record's create and update, and on the other writes taking a data object.
 */
import { describe, expect, test } from 'vitest';
import { resources } from '../../resources';
import { setupOwnerContext } from '../helpers/bad-input/context';
import { fingerprint } from '../helpers/bad-input/fingerprint';
import { pathFor, seed, validData } from '../helpers/contract/store';
import { call, type CallResult } from '../helpers/http';

const ctx = setupOwnerContext();
const MANY = 60_000;
const unknownKeys = Object.fromEntries(Array.from({ length: MANY }, (_, i) => [`k${i}`, 1]));
const first20 = Array.from({ length: 20 }, (_, i) => `k${i}`).join(', ');

/** Sends it, and checks the refusal is small, names 20 keys and counts the rest, and wrote nothing. */
async function refusedShort(send: () => Promise<CallResult>, message: string) {
  const before = await fingerprint(ctx.db);
  const res = await send();
  const size = Buffer.byteLength(JSON.stringify(res.body));
  expect(res.status).toBe(400);
  expect(size, 'answer size in bytes').toBeLessThan(2_000);
  expect(JSON.stringify(res.body)).toContain(message);
  expect(JSON.stringify(res.body)).not.toContain('k20');
  expect(await fingerprint(ctx.db), 'nothing written').toEqual(before);
}

describe(`${MANY.toLocaleString('en')} unknown keys`, () => {
  const { customer } = resources;
  const as = (lang: string, method: 'POST' | 'PUT', path: string, body: unknown) =>
    call(ctx.app, method, path, { token: ctx.owner.token, lang, body });

  test('create: the first 20 named and the rest counted, in en and pt-BR', async () => {
    const data = { ...(await validData(ctx, customer)), ...unknownKeys };
    await refusedShort(
      () => as('en', 'POST', pathFor(customer, 'create'), { data }),
      `Data has keys beyond those specified: ${first20} and ${MANY - 20} more`,
    );
    await refusedShort(
      () => as('pt-BR', 'POST', pathFor(customer, 'create'), { data }),
      `Dados têm chaves além das especificadas: ${first20} e mais ${MANY - 20}`,
    );
  });

  test('update: the same', async () => {
    const { id } = await seed(ctx, customer);
    await refusedShort(
      () => as('en', 'PUT', pathFor(customer, 'update', id), { id, data: unknownKeys }),
      `Data has keys beyond those specified: ${first20} and ${MANY - 20} more`,
    );
  });

  test('settings and invitations: the same', async () => {
    await refusedShort(
      () => as('en', 'PUT', '/api/settings', { settings: { theme: 'default', ...unknownKeys } }),
      `and ${MANY - 20} more`,
    );
    await refusedShort(
      () =>
        as('en', 'POST', '/api/iam', {
          data: { emails: ['x@plating.test'], roles: ['packingViewer'], ...unknownKeys },
        }),
      `and ${MANY - 20} more`,
    );
  });
});
