/** The runtime contract of DESIGN.md section 1, read from the environment in one place. */
import { resolve } from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  projectId: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Set when the Auth emulator stands in for a real Firebase project. */
  authEmulatorHost?: string;
  smtpUrl?: string;
  /** The sender of the emails the server sends (MAIL_FROM). */
  mailFrom: string;
  /**
   * Signs the expiring file links (FILES_SECRET). Unset: a secret generated once and kept in
   * DATA_DIR/files/.secret, which serves one instance; several instances must share this variable.
   */
  filesSecret?: string;
  /** The address users reach the app at (behind a proxy), for links printed in documents; else taken from each request. */
  publicUrl?: string;
  production: boolean;
  /**
   * Requests a minute per caller address to each public route (RATE_LIMIT_PUBLIC) and each auth
   * route (RATE_LIMIT_AUTH), and emails per user or recipient per 10 minutes (RATE_LIMIT_MAIL).
   * 0 turns a limit off, e.g. for a load test whose users all come from one address.
   */
  rateLimits: { public: number; auth: number; mail: number };
  /**
   * Uploads per user per 10 minutes, over all upload routes: at most RATE_LIMIT_UPLOADS files
   * (default 30) and RATE_LIMIT_UPLOAD_MB megabytes (default 20); past either, a 429. Counted from
   * the stored uploads, so it holds across restarts and instances. 0 turns a limit off.
   */
  uploadQuota: { files: number; bytes: number };
  /** The built client, served as static files. */
  clientDir: string;
}

/** A whole number of requests, 0 or more; anything else keeps the default. */
function limit(raw: string | undefined, fallback: number): number {
  return raw !== undefined && /^\d+$/.test(raw.trim()) ? Number(raw) : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-plating';
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    projectId,
    firebase: {
      // The emulator accepts any key; a real project supplies its own.
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      projectId,
    },
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Plating Back Office <no-reply@localhost>',
    filesSecret: env.FILES_SECRET || undefined,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    production: env.NODE_ENV === 'production',
    rateLimits: {
      public: limit(env.RATE_LIMIT_PUBLIC, 60),
      auth: limit(env.RATE_LIMIT_AUTH, 120),
      mail: limit(env.RATE_LIMIT_MAIL, 5),
    },
    uploadQuota: {
      files: limit(env.RATE_LIMIT_UPLOADS, 30),
      bytes: limit(env.RATE_LIMIT_UPLOAD_MB, 20) * 1_000_000,
    },
    clientDir: resolve(env.CLIENT_DIR || './dist'),
  };
}

/** A project id starting with demo- never reaches a real Firebase project. */
export const usesEmulator = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) || (env.FIREBASE_PROJECT_ID || 'demo-plating').startsWith('demo-');

/** Why NODE_ENV=production must not start: the Auth emulator accepts anyone's made-up tokens. */
export function productionRefusal(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!config.production || !(config.authEmulatorHost || usesEmulator(env))) return undefined;
  return 'Refusing to start: NODE_ENV=production needs a real Firebase project, not the Auth emulator.';
}
