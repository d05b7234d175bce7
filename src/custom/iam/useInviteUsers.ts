/** Saving /iam/new: POST /api/iam, then back to the users list (docs/product-spec.md#navigation-after-actions), saying what became of each address. */
import { createElement, useCallback } from 'react';
import { useNotify, useRedirect } from 'react-admin';
import { apiFetch } from '../../providers/api';
import { InvitationReport, type InvitedUser } from './InvitationReport';
import { invitePayload, type InviteValues } from './invite-input';

export function useInviteUsers() {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    async (values: InviteValues) => {
      try {
        const users = await apiFetch<InvitedUser[]>('iam', { method: 'POST', body: { data: invitePayload(values) } });
        const links = users.some((user) => user.invitation?.signUpLink);
        notify(users.length ? createElement(InvitationReport, { users }) : 'iam.doAddSuccess', {
          type: links ? 'warning' : 'success',
          // A link to pass on stays until the inviter closes it; a plain report long enough to read.
          autoHideDuration: links ? null : 8000,
        });
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
