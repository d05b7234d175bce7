/**
 * Real accounts in the Auth emulator: signed up through its REST API, verified
 * with firebase-admin, and given roles in app_user. Emails are unique per call,
 * so test files running in parallel never share or clear each other's accounts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Database } from '../../server/db/client';
import { appUser } from '../../server/db/tables';
import { emulatorHost, PROJECT_ID } from './app';
import { call } from './http';
import type { FastifyInstance } from 'fastify';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
  /** The app_user id. */
  id: string;
}

export interface UserOptions {
  roles?: string[];
  verified?: boolean;
  disabled?: boolean;
  email?: string;
}

const PASSWORD = 'correct-horse-42';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 12)}@test.example.com`;

export function adminAuth() {
  const app = getApps().find((a) => a.name === PROJECT_ID) ?? initializeApp({ projectId: PROJECT_ID }, PROJECT_ID);
  return getAuth(app);
}

async function identityToolkit(method: string, body: object): Promise<{ idToken: string; localId: string }> {
  const url = `http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  };
  // A kept-alive socket the emulator closed as it was reused ("other side closed") is a lost
  // connection, not an answer: ask again on a new one (busy machines meet it now and then).
  const response = await fetch(url, init).catch(() => fetch(url, init));
  const json = (await response.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!response.ok) throw new Error(`accounts:${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

/** Signs up; when a lost connection hid a sign-up that went through, the account is signed into. */
async function createAccount(email: string) {
  try {
    return await identityToolkit('signUp', { email, password: PASSWORD });
  } catch (error) {
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
    return identityToolkit('signInWithPassword', { email, password: PASSWORD });
  }
}

/** Signs up in the emulator (and verifies the email unless told not to); no app_user row yet. */
export async function signUp(email = uniqueEmail(), verified = true): Promise<Omit<TestUser, 'id'>> {
  const created = await createAccount(email);
  if (!verified) return { uid: created.localId, email, password: PASSWORD, token: created.idToken };
  await adminAuth().updateUser(created.localId, { emailVerified: true });
  // A fresh token carries email_verified: true.
  const signedIn = await identityToolkit('signInWithPassword', { email, password: PASSWORD });
  return { uid: created.localId, email, password: PASSWORD, token: signedIn.idToken };
}

/** A signed-up user with an app_user row holding exactly `roles`. */
export async function createUser(app: FastifyInstance, db: Database, options: UserOptions = {}): Promise<TestUser> {
  const account = await signUp(options.email ?? uniqueEmail(), options.verified ?? true);
  const me = await call<{ id: string }>(app, 'GET', '/api/auth/me', { token: account.token });
  if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}: ${JSON.stringify(me.body)}`);
  await db
    .update(appUser)
    .set({ roles: options.roles ?? [], disabled: options.disabled ?? false })
    .where(eq(appUser.id, me.body.id));
  return { ...account, id: me.body.id };
}
