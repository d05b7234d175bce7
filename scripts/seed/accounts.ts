/**
 * Demonstration accounts: created (or reset) in the Auth emulator with a known password and a
 * verified email, and pre-created in app_user with their roles. GET /api/auth/me finds a user by
 * uid, else by email (services/users.ts), so signing in with one of these gets exactly these roles.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Role } from '../../resources/kit/permissions';
import type { Database } from '../../server/db/client';
import { appUser } from '../../server/db/tables';

export const DEMO_PASSWORD = 'plating-demo-1';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

export const demoAccounts: DemoAccount[] = [
  { email: 'owner@demo.example.com', firstName: 'Maria', lastName: 'Santos', roles: ['owner'] },
  { email: 'editor@demo.example.com', firstName: 'Carlos', lastName: 'Lima', roles: ['editor'] },
  { email: 'viewer@demo.example.com', firstName: 'Jenny', lastName: 'Park', roles: ['viewer'] },
  { email: 'auditor@demo.example.com', firstName: 'Ahmed', lastName: 'Khan', roles: ['auditLogViewer'] },
  {
    email: 'shipping@demo.example.com',
    firstName: 'Tom',
    lastName: 'Becker',
    roles: ['shipperEditor', 'packingEditor', 'productViewer', 'customerViewer'],
  },
  {
    email: 'billing@demo.example.com',
    firstName: 'Ana',
    lastName: 'Costa',
    roles: ['invoiceEditor', 'customerViewer'],
  },
  // The quality department: the certificates' signatory (the demo company profile names her) and the lab.
  { email: 'quality@demo.example.com', firstName: 'Maria', lastName: 'Souza', roles: ['qualityManager'] },
  { email: 'lab@demo.example.com', firstName: 'Rafael', lastName: 'Alves', roles: ['labTechnician'] },
];

/** Creates or resets the sign-in account; answers its uid. Only ever called against the emulator. */
async function emulatorAccount(projectId: string, account: DemoAccount): Promise<string> {
  const app = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  const auth = getAuth(app);
  const profile = {
    password: DEMO_PASSWORD,
    emailVerified: true,
    disabled: false,
    displayName: `${account.firstName} ${account.lastName}`,
  };
  try {
    const existing = await auth.getUserByEmail(account.email);
    await auth.updateUser(existing.uid, profile);
    return existing.uid;
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
    return (await auth.createUser({ email: account.email, ...profile })).uid;
  }
}

/** Answers the app_user id of each account, by email. `projectId` absent: app_user rows only. */
export async function createDemoAccounts(db: Database, projectId?: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const account of demoAccounts) {
    const uid = projectId ? await emulatorAccount(projectId, account) : null;
    const values = {
      firstName: account.firstName,
      lastName: account.lastName,
      roles: account.roles,
      disabled: false,
      emailVerified: true,
      updatedAt: new Date(),
      ...(uid ? { authenticationUid: uid } : {}),
    };
    const [row] = await db
      .insert(appUser)
      .values({ email: account.email, ...values })
      .onConflictDoUpdate({ target: appUser.email, set: values })
      .returning({ id: appUser.id });
    ids.set(account.email, row.id);
  }
  return ids;
}
