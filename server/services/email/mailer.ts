/** Sends mail through the SMTP server named by SMTP_URL (docs/runtime.md#email); absent without one. */
import { createTransport } from 'nodemailer';
import type { AppConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://` (TLS from the start).
 * Cheap to create: nodemailer opens a connection per message, so every caller may build its own.
 */
export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>): Mailer | undefined {
  if (!config.smtpUrl) return undefined;
  const transport = createTransport(
    // Short timeouts: a user is waiting on the request that sends the mail.
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: config.mailFrom },
  );
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}
