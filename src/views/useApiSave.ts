/**
 * The one way a hand-written screen saves through the data provider: call it, say so, go on; a
 * refusal is a toast, and the server's per-field messages come back for the form to show under
 * their inputs (react-admin's Form onSubmit takes them as its answer).
 */
import { useCallback } from 'react';
import { useNotify, useRedirect, type NotificationOptions, type NotificationType } from 'react-admin';
import type { ReactNode } from 'react';

export type FieldErrors = Record<string, string>;

export interface SaveOptions<Answer> {
  /** What the user is told once saved: a message key, or a key or element with its options, from the answer. */
  success:
    | string
    | ((answer: Answer) => {
        message: string | ReactNode;
        options?: NotificationOptions & { type?: NotificationType };
      });
  /** Where the user goes once saved (docs/product-spec.md#navigation-after-actions). */
  redirectTo?: string;
  /** Runs once saved, before the notice (a header refresh, a reload). */
  onSaved?: (answer: Answer) => void;
}

/** The server's per-field messages of a refusal, when it sent any. */
export const fieldErrorsOf = (error: unknown): FieldErrors | undefined =>
  (error as { body?: { errors?: FieldErrors } } | null)?.body?.errors;

export function useApiSave<Values, Answer>(call: (values: Values) => Promise<Answer>, options: SaveOptions<Answer>) {
  const notify = useNotify();
  const redirect = useRedirect();
  const { success, redirectTo, onSaved } = options;
  return useCallback(
    async (values: Values): Promise<FieldErrors | undefined> => {
      let answer: Answer;
      try {
        answer = await call(values);
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        return fieldErrorsOf(error);
      }
      onSaved?.(answer);
      const told = typeof success === 'string' ? { message: success, options: {} } : success(answer);
      notify(told.message, { type: 'success', ...told.options });
      if (redirectTo) redirect(redirectTo);
      return undefined;
    },
    [call, success, redirectTo, onSaved, notify, redirect],
  );
}
