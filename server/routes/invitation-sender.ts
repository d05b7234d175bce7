/**
 * The IAM routes' invitation emails. Each new invitee's answer says whether their email went
 * out; when it did not (no SMTP_URL, or the mail server refused), the inviter gets the sign-up
 * link to pass on themselves (README, "What it does today").
 */
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { localeOf } from '../i18n';
import { appOrigin, createMailer, sendInvitation, signUpLink } from '../services/email';

/** `notConfigured`: the server has no SMTP_URL; `failed`: the mail server refused or was unreachable. */
export type InvitationEmail = 'sent' | 'notConfigured' | 'failed';

export interface InvitationOutcome {
  email: InvitationEmail;
  /** Only when no email went out: the link the inviter passes on. */
  signUpLink?: string;
}

export type InvitationSender = (
  request: FastifyRequest,
  emails: string[],
  roles: string[],
) => Promise<Map<string, InvitationOutcome>>;

export function invitationSender(config: AppConfig): InvitationSender {
  const mailer = createMailer(config);
  const origin = appOrigin(config);
  return async (request, emails, roles) => {
    const outcomes = new Map<string, InvitationOutcome>();
    for (const email of emails) {
      const link = signUpLink(origin, email);
      if (!mailer) {
        outcomes.set(email, { email: 'notConfigured', signUpLink: link });
        continue;
      }
      try {
        await sendInvitation(mailer, {
          email,
          roles,
          invitedBy: request.currentUser.email,
          origin,
          locale: localeOf(request),
        });
        outcomes.set(email, { email: 'sent' });
      } catch (error) {
        // The invitation is saved whatever the mail server says; the inviter is told and gets the link.
        request.log.error(error);
        outcomes.set(email, { email: 'failed', signUpLink: link });
      }
    }
    return outcomes;
  };
}
