/**
 * A real SMTP server (the smtp-server package) on a free loopback port for the email tests:
 * it keeps every message it receives, raw and parsed with mailparser.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  parsed: ParsedMail;
  /** The user the sender authenticated as, if it did. */
  user?: string;
  /** The envelope's recipients. */
  to: string[];
}

export interface TestSmtp {
  /** smtp://user:pass@127.0.0.1:port, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** The messages sent to `address`. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export async function startSmtpServer(credentials = { user: 'mailer', pass: 'smtp-secret' }): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain text on loopback: no STARTTLS upgrade against a self-signed certificate, and AUTH allowed without TLS.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === credentials.user && auth.password === credentials.pass) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, session, done) {
      readAll(stream)
        .then(async (raw) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          received.push({ raw, parsed: await simpleParser(raw), user: session.user as string | undefined, to });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
