/** The runtime contract of docs/runtime.md#environment-variables, read from the environment in one place. */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  filesLocationOf,
  filesRefusal,
  isKnownNodeEnv,
  nodeEnvOf,
  parsePublicUrl,
  parseTrustProxy,
  type FilesLocation,
} from './config-values';

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
  /**
   * Where uploads are kept (FILES_URL): DATA_DIR/files unless FILES_URL=s3://bucket/prefix, an
   * S3-compatible bucket at S3_ENDPOINT (unset: AWS) in S3_REGION, with the AWS credential variables.
   */
  files: FilesLocation;
  /**
   * The address users reach the app at (PUBLIC_URL), for every link the server writes (emails,
   * PDFs); unset: http://HOST:PORT. Never taken from a request. Required in production.
   */
  publicUrl?: string;
  /** NODE_ENV is production, in any case. */
  production: boolean;
  /**
   * Whose X-Forwarded-For to believe (TRUST_PROXY: true, a hop count, or a comma list of proxy
   * addresses/CIDR ranges); off by default. It decides the caller address the rate limits count.
   * Risk: trusted from anywhere (true, or a range wider than the proxy), any client writes its own
   * X-Forwarded-For and so picks its address, escaping every per-address limit. Name the proxy.
   */
  trustProxy: boolean | number | string[];
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
  /**
   * PDF documents: renders a minute per user (RATE_LIMIT_DOCUMENTS, 0: no limit), the worker threads
   * that render them (PDF_WORKERS; default one per core beyond the first, at most 2) and the time one
   * render may take before its worker is stopped (PDF_RENDER_TIMEOUT_MS).
   */
  documents: { perUserPerMinute: number; workers: number; renderTimeoutMs: number };
  /** How long an export's answer may wait on a client that reads none of it (EXPORT_SEND_TIMEOUT_MS). */
  exportSendTimeoutMs: number;
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
    // A malformed FILES_URL or S3_ENDPOINT is refused at start (startupRefusal); the folder until then.
    files: filesLocationOf(env) ?? { kind: 'folder' },
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    production: nodeEnvOf(env) === 'production',
    // An invalid value is refused at start (startupRefusal); off until then.
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
    rateLimits: {
      public: limit(env.RATE_LIMIT_PUBLIC, 60),
      auth: limit(env.RATE_LIMIT_AUTH, 120),
      mail: limit(env.RATE_LIMIT_MAIL, 5),
    },
    uploadQuota: {
      files: limit(env.RATE_LIMIT_UPLOADS, 30),
      bytes: limit(env.RATE_LIMIT_UPLOAD_MB, 20) * 1_000_000,
    },
    documents: {
      perUserPerMinute: limit(env.RATE_LIMIT_DOCUMENTS, 30),
      workers: Math.max(1, limit(env.PDF_WORKERS, Math.min(2, availableParallelism() - 1))),
      renderTimeoutMs: Math.max(1, limit(env.PDF_RENDER_TIMEOUT_MS, 30_000)),
    },
    exportSendTimeoutMs: Math.max(1, limit(env.EXPORT_SEND_TIMEOUT_MS, 60_000)),
    clientDir: resolve(env.CLIENT_DIR || './dist'),
  };
}

/** A project id starting with demo- never reaches a real Firebase project. */
export const usesEmulator = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.FIREBASE_AUTH_EMULATOR_HOST) || (env.FIREBASE_PROJECT_ID || 'demo-plating').startsWith('demo-');

/** Why the server must not start with this environment, in one line; undefined when it may. */
export function startupRefusal(config: AppConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const refuse = (why: string) => `Refusing to start: ${why}`;
  if (!isKnownNodeEnv(env))
    return refuse(`NODE_ENV must be development, test or production (or unset), not "${env.NODE_ENV}".`);
  if (parseTrustProxy(env.TRUST_PROXY) === undefined) {
    return refuse(
      `TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses or CIDR ranges, not "${env.TRUST_PROXY}".`,
    );
  }
  const files = filesRefusal(env);
  if (files) return refuse(files);
  if (env.PUBLIC_URL?.trim() && !config.publicUrl) {
    return refuse(
      `PUBLIC_URL must be an http:// or https:// address such as https://plating.example.com, not "${env.PUBLIC_URL}".`,
    );
  }
  if (!config.production) return undefined;
  // The Auth emulator accepts anyone's made-up tokens.
  if (config.authEmulatorHost || usesEmulator(env))
    return refuse('NODE_ENV=production needs a real Firebase project, not the Auth emulator.');
  // Else the links in emails and documents would name the listening address, not the one users reach.
  if (!config.publicUrl)
    return refuse(
      'NODE_ENV=production needs PUBLIC_URL, the address users reach the app at (e.g. https://plating.example.com).',
    );
  return undefined;
}
