/** The three emails the server sends once SMTP_URL is set: verification, password reset and invitation. */
import type { Locale } from '../../../i18n';
import type { IdentityProvider } from '../../auth/identity';
import { badRequest } from '../../errors';
import { translatorForLocale } from '../../i18n';
import type { Mailer } from './mailer';
import { composeEmail } from './messages';

export interface AccountEmailRequest {
  email: string;
  /** The app's address (see appOrigin); Firebase's page sends the user back there. */
  origin: string;
  locale: Locale;
}

/** Each account email: its Firebase action link, and where the user continues afterwards. */
type LinkMaker = (identity: IdentityProvider, email: string, continueUrl: string) => Promise<string>;
const accountEmails: Record<'verification' | 'passwordReset', { link: LinkMaker; continuePath: string }> = {
  verification: { link: (identity, email, url) => identity.emailVerificationLink(email, url), continuePath: '/' },
  passwordReset: {
    link: (identity, email, url) => identity.passwordResetLink(email, url),
    continuePath: '/auth/signin',
  },
};

/** Firebase's action page speaks the recipient's language too. */
function withLanguage(link: string, locale: Locale): string {
  const url = new URL(link);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/** 400 'Email not recognized' (docs/product-spec.md#errors-and-messages) when no Firebase account holds the address. */
export async function sendAccountEmail(
  mailer: Mailer,
  identity: IdentityProvider,
  kind: keyof typeof accountEmails,
  { email, origin, locale }: AccountEmailRequest,
): Promise<void> {
  const account = await identity.findAccount(email);
  if (!account) throw badRequest('errors.auth.emailNotRecognized');
  if (account.disabled) throw badRequest('errors.auth.userDisabled');
  const { link, continuePath } = accountEmails[kind];
  const actionLink = await link(identity, email, `${origin}${continuePath}`);
  const t = translatorForLocale(locale);
  await mailer.send(composeEmail(t, locale, kind, { to: email, link: withLanguage(actionLink, locale) }));
}

export interface Invitation {
  email: string;
  roles: readonly string[];
  /** The inviting user's name or email, as the invitation should show it. */
  invitedBy: string;
  origin: string;
  locale: Locale;
}

/** Where an invitee signs up, their address filled in; also handed to the inviter when no email went out. */
export function signUpLink(origin: string, email: string): string {
  return `${origin}/auth/signup?email=${encodeURIComponent(email)}`;
}

/** An invitation to sign up with the invited address (docs/domain-rules.md#users-and-invitations): no Firebase account exists yet. */
export async function sendInvitation(
  mailer: Mailer,
  { email, roles, invitedBy, origin, locale }: Invitation,
): Promise<void> {
  const t = translatorForLocale(locale);
  const link = signUpLink(origin, email);
  // Role labels when the catalogue has them, else the role's id.
  const roleNames = roles.map((role) => t(`roles.${role}.label`, { _: role })).join(', ') || t('email.noRoles');
  await mailer.send(composeEmail(t, locale, 'invitation', { to: email, link, args: { invitedBy, roles: roleNames } }));
}
