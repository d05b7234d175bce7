/** Saving /iam/new: POST /api/iam, then back to the users list (spec section 2). */
import { useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { apiFetch } from '../../providers/api';
import { invitePayload, type InviteValues } from './invite-input';

export function useInviteUsers() {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    async (values: InviteValues) => {
      try {
        await apiFetch('iam', { method: 'POST', body: { data: invitePayload(values) } });
        notify('iam.doAddSuccess', { type: 'success' });
        redirect('/iam');
        return undefined;
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
        // The server's per-field messages ('Email x is invalid'), shown under their inputs too.
        return (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      }
    },
    [notify, redirect],
  );
}
