/** Saving /iam/new: POST /api/iam, then back to the users list (docs/product-spec.md#navigation-after-actions), saying what became of each address. */
import { createElement } from 'react';
import users from '../../../resources/user';
import type { InvitedUser } from '../../../resources/kit/current-user-answer';
import { dataProvider } from '../../providers/dataProvider';
import { useApiSave } from '../../views/useApiSave';
import { useRecordPaths } from '../../views/useRecordPaths';
import { InvitationReport } from './InvitationReport';
import { invitePayload, type InviteValues } from './invite-input';

const invite = (values: InviteValues) => dataProvider.inviteUsers(invitePayload(values));

function report(invited: InvitedUser[]) {
  const links = invited.some((user) => user.invitation?.signUpLink);
  return {
    message: invited.length ? createElement(InvitationReport, { users: invited }) : 'iam.doAddSuccess',
    options: {
      type: links ? 'warning' : 'success',
      // A link to pass on stays until the inviter closes it; a plain report long enough to read.
      autoHideDuration: links ? null : 8000,
    } as const,
  };
}

export function useInviteUsers() {
  const pathOf = useRecordPaths();
  // The server's per-field messages ('Email x is invalid') show under their inputs too.
  return useApiSave(invite, { success: report, redirectTo: pathOf(users, 'list') });
}
