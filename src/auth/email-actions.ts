/**
 * Verification and password-reset emails: sent by the server when it has SMTP configured
 * (GET /api/auth/email-configured), else by Firebase itself (docs/runtime.md#email).
 */
import { sendEmailVerification, sendPasswordResetEmail, type User } from 'firebase/auth';
import { apiFetch } from '../providers/api';
import { firebaseAuth } from '../providers/firebase';

let configured: Promise<boolean> | undefined;

/** Asked once per page load; a failed answer is asked again next time. */
function emailConfigured(): Promise<boolean> {
  configured ??= apiFetch<boolean>('auth/email-configured').catch((error: unknown) => {
    configured = undefined;
    throw error;
  });
  return configured;
}

export async function sendVerificationEmail(user: User): Promise<void> {
  if (await emailConfigured()) await apiFetch('auth/send-email-address-verification-email', { method: 'POST' });
  else await sendEmailVerification(user);
}

export async function sendResetEmail(email: string): Promise<void> {
  if (await emailConfigured()) await apiFetch('auth/send-password-reset-email', { method: 'POST', body: { email } });
  else await sendPasswordResetEmail(firebaseAuth(), email);
}
