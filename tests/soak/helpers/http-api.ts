/** Calls to a running server over real HTTP, and signed-in users for it (real emulator accounts). */
import { signUp, uniqueEmail } from '../../helpers/users';
import { bracketQuery } from '../../helpers/http';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  body: T;
}

export async function api<T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any
  base: string,
  token: string,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, unknown> } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}${bracketQuery(options.query)}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'en',
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: body as T };
}

/** Asserts a 200 and answers the body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function ok<T = any>(answer: Promise<Answer<T>>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`Expected 200, got ${status}: ${JSON.stringify(body)}`);
  return body;
}

/** The first account on a fresh database becomes its owner. */
export async function signInOwner(base: string): Promise<string> {
  const { token } = await signUp(uniqueEmail('soak-owner'));
  const me = await ok<{ roles: string[] }>(api(base, token, 'GET', '/api/auth/me'));
  if (!me.roles.includes('owner')) throw new Error(`The first user is not the owner: ${JSON.stringify(me)}`);
  return token;
}

/** `count` more users with the editor role, invited by the owner and then signed in; answers their tokens. */
export async function signInEditors(base: string, ownerToken: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, () => uniqueEmail('soak-editor'));
  await ok(api(base, ownerToken, 'POST', '/api/iam', { body: { data: { emails, roles: ['editor'] } } }));
  const tokens: string[] = [];
  for (const email of emails) {
    const { token } = await signUp(email);
    const me = await ok<{ roles: string[] }>(api(base, token, 'GET', '/api/auth/me'));
    if (!me.roles.includes('editor')) throw new Error(`${email} did not get the editor role: ${JSON.stringify(me)}`);
    tokens.push(token);
  }
  return tokens;
}
