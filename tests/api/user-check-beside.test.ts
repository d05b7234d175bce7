/**
 * Lists and single records start reading beside the user check when the user passed it before
 * (server/auth/user-check.ts). The check still decides: a user who lost the role or was disabled
 * since is refused on the very next read, and the refusal wins over whatever the read answered.
 */
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { appUser } from '../../server/db/tables';
import { call } from '../helpers/http';
import { createCustomer, setupPartsFlow } from '../helpers/parts-flow';
import { createUser } from '../helpers/users';

const ctx = setupPartsFlow();

/** The reads a clerk makes: a page, a record, a malformed page (a 400 when allowed), and the export. */
function reads(id: string): [string, Record<string, unknown> | undefined][] {
  return [
    ['/api/customer', { limit: 10, offset: 0 }],
    [`/api/customer/${id}`, undefined],
    ['/api/customer', { limit: 10, offset: 0, filter: { toString: 'x' } }],
    ['/api/customer', undefined],
  ];
}

async function clerkAndCustomer() {
  const clerk = await createUser(ctx.app, ctx.db, { roles: ['viewer'] });
  const customer = await createCustomer(ctx);
  const read = ([path, query]: [string, Record<string, unknown> | undefined]) => call(ctx.app, 'GET', path, { token: clerk.token, query });
  const [page, , malformed] = reads(String(customer.id));
  const setUser = (values: { roles?: string[]; disabled?: boolean }) => ctx.db.update(appUser).set(values).where(eq(appUser.id, clerk.id));
  /** Each read right after a passing one, which is what lets it start beside the check (a refusal ends that). */
  const afterPassing = async (request: [string, Record<string, unknown> | undefined]) => {
    await setUser({ roles: ['viewer'], disabled: false });
    expect((await read(page)).status).toBe(200);
    return request;
  };
  expect((await read(malformed)).status).toBe(400);
  return { customer, read, setUser, afterPassing };
}

test('a role taken away since the last read: every read is a 403 that shows nothing, a malformed one too', async () => {
  const { customer, read, setUser, afterPassing } = await clerkAndCustomer();
  for (const request of reads(String(customer.id))) {
    await afterPassing(request);
    await setUser({ roles: [] });
    const res = await read(request);
    expect(res.status, request.join(' ')).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(String(customer.name));
  }
});

test('disabled since the last read: the disabled message, never the rows nor the 400', async () => {
  const { customer, read, setUser, afterPassing } = await clerkAndCustomer();
  for (const request of reads(String(customer.id))) {
    await afterPassing(request);
    await setUser({ disabled: true });
    const res = await read(request);
    expect(res.status, request.join(' ')).toBe(403);
    expect(res.body).toEqual({ message: 'Your account is disabled' });
  }
});
