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
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
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
export function fastifyTrustProxy(value: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}
