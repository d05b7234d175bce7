/** The identity provider: Firebase Authentication (a real project or the local emulator). */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface VerifiedToken {
  uid: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export interface IdentityProvider {
  verifyIdToken(token: string): Promise<VerifiedToken>;
  setDisabled(uid: string, disabled: boolean): Promise<void>;
}

export function firebaseIdentity(projectId: string): IdentityProvider {
  const app = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  const auth = getAuth(app);
  return {
    async verifyIdToken(token) {
      const decoded = await auth.verifyIdToken(token);
      return {
        uid: decoded.uid,
        email: (decoded.email ?? '').toLowerCase(),
        emailVerified: decoded.email_verified === true,
        name: decoded.name as string | undefined,
        picture: decoded.picture,
      };
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
    },
  };
}
