import type { AppConfig } from '../../config';

/** Listening everywhere is no address to link to; on this machine, localhost reaches it. */
const UNSPECIFIED = ['0.0.0.0', '::', '[::]'];

/**
 * Where users reach the app, for every link the server writes (emails, QR codes in PDFs):
 * PUBLIC_URL, else the configured HOST:PORT. Never a request header: a forged Host would put
 * a stranger's site in a password-reset email.
 */
export function appOrigin(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = UNSPECIFIED.includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${config.port}`;
}
