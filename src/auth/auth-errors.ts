/** Firebase error codes to the auth messages of docs/product-spec.md#errors-and-messages. */
const keys: Record<string, string> = {
  'auth/user-disabled': 'errors.auth.userDisabled',
  'auth/user-not-found': 'errors.auth.userNotFound',
  'auth/wrong-password': 'errors.auth.userNotFound',
  'auth/invalid-credential': 'errors.auth.userNotFound',
  'auth/invalid-login-credentials': 'errors.auth.userNotFound',
  'auth/weak-password': 'errors.auth.weakPassword',
  'auth/email-already-in-use': 'errors.auth.emailAlreadyInUse',
  'auth/invalid-email': 'errors.auth.invalidEmail',
  'auth/missing-email': 'errors.auth.invalidEmail',
  'auth/account-exists-with-different-credential': 'errors.auth.accountExistsWithDifferentCredential',
  'auth/credential-already-in-use': 'errors.auth.credentialAlreadyInUse',
};

export function authErrorMessage(error: unknown, translate: (key: string) => string): string {
  const code = (error as { code?: string })?.code;
  if (code && keys[code]) return translate(keys[code]);
  return (error as Error)?.message || translate('errors.defaultMessage');
}
