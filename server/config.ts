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
  /** The built client, served as static files. */
  clientDir: string;
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
    clientDir: resolve(env.CLIENT_DIR || './dist'),
  };
}

/** A project id starting with demo- never reaches a real Firebase project. */
export const usesEmulator = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) || (env.FIREBASE_PROJECT_ID || 'demo-plating').startsWith('demo-');
