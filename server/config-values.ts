/** Parsing and checking the environment values that can be wrong (config.ts reads them all). */
import { isIP } from 'node:net';

/** The NODE_ENV values the app knows; any case. Unset counts as development. */
const NODE_ENVS = ['development', 'test', 'production'];

export const nodeEnvOf = (env: NodeJS.ProcessEnv) => (env.NODE_ENV ?? '').trim().toLowerCase();

export const isKnownNodeEnv = (env: NodeJS.ProcessEnv) => nodeEnvOf(env) === '' || NODE_ENVS.includes(nodeEnvOf(env));

/** proxy-addr's names for whole ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  // A prefix length, or (IPv4) a dotted netmask such as 255.255.255.0.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(bits) === 4;
}

/**
 * TRUST_PROXY, as Fastify's trustProxy option: true (any proxy), a hop count, or a comma list of
 * proxy addresses/CIDR ranges; unset or false: off. Undefined when the value is none of these.
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] | undefined {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length && entries.every(isAddressOrRange) ? entries : undefined;
}

/** PUBLIC_URL without trailing slashes, when it is an http(s) address; undefined otherwise. */
export function parsePublicUrl(raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const plain = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname && !url.search && !url.hash;
  return plain && !url.username && !url.password ? value : undefined;
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify (5.12) trusts nobody for a bare hop count, so a count
 * becomes proxy-addr's own rule: the n nearest hops, the socket's peer first, are proxies. That
 * trusts whoever connects, so a hop count is only safe when the app is reachable through its proxies alone.
 */
export function fastifyTrustProxy(
  value: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** Uploads in DATA_DIR/files, or in an S3-compatible bucket (FILES_URL=s3://bucket/prefix). */
export type FilesLocation = { kind: 'folder' } | S3Location;

export interface S3Location {
  kind: 's3';
  bucket: string;
  /** Key prefix without slashes at either end; '' for the bucket's root. */
  prefix: string;
  /** S3_ENDPOINT, for a server other than AWS (path-style addressing then); unset: AWS. */
  endpoint?: string;
  region: string;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY when both are set; else the SDK's own chain (profiles, roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

/** A bucket name as S3 allows it: 3 to 63 lowercase letters, digits, dots and hyphens, a letter or digit at each end. */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT = /^[A-Za-z0-9_.-]+$/;

/** FILES_URL's bucket and prefix; 'folder' when unset; undefined when malformed, 'no bucket' when it names none. */
export function parseFilesUrl(
  raw: string | undefined,
): { bucket: string; prefix: string } | 'folder' | 'no bucket' | undefined {
  const value = (raw ?? '').trim();
  if (value === '') return 'folder';
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/i.exec(value);
  if (!match) return undefined;
  const [, bucket, rest = ''] = match;
  if (bucket === '') return 'no bucket';
  const prefix = rest.replace(/\/+$/, '');
  const segments = prefix ? prefix.split('/') : [];
  const safe = segments.every((segment) => PREFIX_SEGMENT.test(segment) && segment !== '.' && segment !== '..');
  return BUCKET.test(bucket) && safe ? { bucket, prefix } : undefined;
}

/** Where the files go; a malformed FILES_URL or S3_ENDPOINT gives undefined (startupRefusal says why). */
export function filesLocationOf(env: NodeJS.ProcessEnv): FilesLocation | undefined {
  const url = parseFilesUrl(env.FILES_URL);
  if (url === 'folder') return { kind: 'folder' };
  if (url === undefined || url === 'no bucket') return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() ? parsePublicUrl(env.S3_ENDPOINT) : undefined;
  if (env.S3_ENDPOINT?.trim() && !endpoint) return undefined;
  const {
    AWS_ACCESS_KEY_ID: accessKeyId,
    AWS_SECRET_ACCESS_KEY: secretAccessKey,
    AWS_SESSION_TOKEN: sessionToken,
  } = env;
  return {
    kind: 's3',
    ...url,
    endpoint,
    // Any region does for most S3-compatible servers; AWS needs the bucket's own.
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) }
        : undefined,
  };
}

/** Why FILES_URL, S3_ENDPOINT or S3_REGION cannot be used, in one sentence; undefined when they can. */
export function filesRefusal(env: NodeJS.ProcessEnv): string | undefined {
  const url = parseFilesUrl(env.FILES_URL);
  const form = 's3://bucket or s3://bucket/prefix';
  if (url === 'no bucket') return `FILES_URL names no bucket: write ${form}, not "${env.FILES_URL}".`;
  if (url === undefined) {
    return `FILES_URL must be ${form} (a bucket name of 3 to 63 lowercase letters, digits, dots or hyphens), not "${env.FILES_URL}".`;
  }
  if (url === 'folder') {
    const stray = ['S3_ENDPOINT', 'S3_REGION'].filter((name) => env[name]?.trim());
    // Else the operator believes the files go to the bucket while each instance keeps its own folder.
    if (stray.length)
      return `${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} set but FILES_URL is not: set FILES_URL=${form}, or unset ${stray.join(' and ')} to keep the files in DATA_DIR.`;
    return undefined;
  }
  if (env.S3_ENDPOINT?.trim() && !parsePublicUrl(env.S3_ENDPOINT)) {
    return `S3_ENDPOINT must be an http:// or https:// address such as http://127.0.0.1:9000, not "${env.S3_ENDPOINT}".`;
  }
  return undefined;
}
