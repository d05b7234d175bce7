/**
 * The texts of the emails the server sends: a subject, an introduction, one prominent
 * link and a note, in plain text and simple HTML, all from the email.* i18n keys.
 */
import type { Locale, Translate } from '../../../i18n';
import type { MailMessage } from './mailer';

export type EmailKind = 'verification' | 'passwordReset' | 'invitation';

export interface EmailParts {
  to: string;
  link: string;
  /** Placeholders of this kind's texts besides %{app} and %{email}. */
  args?: Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(locale: Locale, intro: string, action: string, link: string, fallback: string, note: string): string {
  const href = escapeHtml(link);
  const small = 'color:#555;font-size:13px';
  return `<!doctype html>
<html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#222;max-width:560px">
<p>${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;background:#1565c0;color:#fff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="${small}">${escapeHtml(fallback)}<br><a href="${href}" style="word-break:break-all">${href}</a></p>
<p style="${small}">${escapeHtml(note)}</p>
</body></html>`;
}

export function composeEmail(
  t: Translate,
  locale: Locale,
  kind: EmailKind,
  { to, link, args }: EmailParts,
): MailMessage {
  const values = { app: t('app.title'), email: to, ...args };
  const text = (part: string) => t(`email.${kind}.${part}`, values);
  const [intro, action, note, fallback] = [text('intro'), text('action'), text('note'), t('email.linkFallback')];
  return {
    to,
    subject: text('subject'),
    // The link on a line of its own, so mail clients make it clickable.
    text: `${intro}\n\n${action}:\n${link}\n\n${note}\n`,
    html: html(locale, intro, action, link, fallback, note),
  };
}
