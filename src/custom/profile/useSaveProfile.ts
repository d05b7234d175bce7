/** Saving /profile: PUT /api/auth/profile, then the header's record is the answer and the user goes home (docs/product-spec.md#navigation-after-actions). */
import { useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import profile from '../../../resources/profile';
import { updateCurrentUser, type CurrentUser } from '../../auth/session-store';
import { apiFetch } from '../../providers/api';
import { pickWritable } from '../../providers/dataProvider';

export function useSaveProfile() {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    async (values: Record<string, unknown>) => {
      try {
        const body = { profile: pickWritable(profile, values) };
        updateCurrentUser(await apiFetch<CurrentUser>('auth/profile', { method: 'PUT', body }));
        notify('auth.profile.success', { type: 'success' });
        redirect('/');
        return undefined;
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        // The server's per-field messages, shown under their inputs as well.
        return (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      }
    },
    [notify, redirect],
  );
}
