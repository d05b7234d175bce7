/** The identity provider: Firebase Authentication (a real project or the local emulator). */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { RECHECK_MS, TokenCache } from './token-cache';

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
  /** The account holding `email`, or undefined when none does. */
  findAccount(email: string): Promise<{ uid: string; disabled: boolean } | undefined>;
  /** One-time action links Firebase would have mailed; `continueUrl` is where the user lands afterwards. */
  emailVerificationLink(email: string, continueUrl: string): Promise<string>;
  passwordResetLink(email: string, continueUrl: string): Promise<string>;
}

export interface IdentityOptions {
  /** How long a verified token is believed before Firebase is asked again (disabled? revoked?). */
  recheckMs?: number;
  /** The clock, in milliseconds (a test moves it past the recheck window). */
  now?: () => number;
}

export function firebaseIdentity(
  projectId: string,
  { recheckMs = RECHECK_MS, now = Date.now }: IdentityOptions = {},
): IdentityProvider {
  const app = getApps().find((a) => a.name === projectId) ?? initializeApp({ projectId }, projectId);
  const auth = getAuth(app);
  const verified = new TokenCache<VerifiedToken>(recheckMs);
  return {
    async verifyIdToken(token) {
      const known = verified.get(token, now());
      if (known) return known;
      // checkRevoked: also refuses an account disabled, or its tokens revoked, in the console.
      const decoded = await auth.verifyIdToken(token, true);
      const result = {
        uid: decoded.uid,
        email: (decoded.email ?? '').toLowerCase(),
        emailVerified: decoded.email_verified === true,
        name: decoded.name as string | undefined,
        picture: decoded.picture,
      };
      verified.set(token, result, decoded.exp * 1000, now());
      return result;
    },
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
    },
    async findAccount(email) {
      try {
        const user = await auth.getUserByEmail(email);
        return { uid: user.uid, disabled: user.disabled };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
        throw error;
      }
    },
    emailVerificationLink: (email, continueUrl) => auth.generateEmailVerificationLink(email, { url: continueUrl }),
    passwordResetLink: (email, continueUrl) => auth.generatePasswordResetLink(email, { url: continueUrl }),
  };
}
