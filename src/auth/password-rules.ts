/** A new password, at sign-up and on /profile: checked here so a mismatch or a too-short one sends nothing. */

/** Firebase Authentication's own minimum: shorter is refused with auth/weak-password. */
export const MIN_PASSWORD_LENGTH = 6;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The rule as the form states it under the password field. */
export const passwordRule = (translate: Translate) => translate('auth.passwordRule', { min: MIN_PASSWORD_LENGTH });

/** Why the new password cannot be sent, or undefined when it can. */
export function newPasswordProblem(password: string, confirmation: string, translate: Translate): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `${translate('errors.auth.weakPassword')}: ${passwordRule(translate)}`;
  if (password !== confirmation) return translate('auth.passwordMismatch');
  return undefined;
}
