/** The IAM routes' invitation emails, when SMTP is configured (DESIGN.md section 5); none otherwise. */
import type { AppConfig } from '../config';
import { localeOf } from '../i18n';
import { appOrigin, createMailer, sendInvitation } from '../services/email';
import type { InvitationSender } from './iam-routes';

export function invitationSender(config: AppConfig): InvitationSender | undefined {
  const mailer = createMailer(config);
  if (!mailer) return undefined;
  return async (request, emails, roles) => {
    const invitedBy = request.currentUser.email;
    for (const email of emails) {
      await sendInvitation(mailer, { email, roles, invitedBy, origin: appOrigin(config), locale: localeOf(request) });
    }
  };
}
