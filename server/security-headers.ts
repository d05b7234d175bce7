/**
 * Security headers on every answer (helmet), with a content security policy the built client
 * runs under: its own scripts only, no eval, and Firebase Authentication (the Auth emulator the
 * client is told about in /api/config, or Google's hosts for a real project).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { AppConfig } from './config';

export type Directives = Record<string, string[]>;

/** Whether users reach the app over https (PUBLIC_URL), whatever the hop to this process. */
const isHttps = (config: AppConfig) => Boolean(config.publicUrl?.startsWith('https://'));

/** Where the browser's Firebase SDK sends requests and opens its hidden sign-in frame. */
function firebaseSources(config: AppConfig): { api: string[]; frame: string[] } {
  // The client calls the emulator at exactly this host (src/providers/firebase.ts).
  if (config.authEmulatorHost) {
    const emulator = `http://${config.authEmulatorHost}`;
    return { api: [emulator], frame: [emulator] };
  }
  return {
    api: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    // Popup sign-in (Google, Facebook, Twitter) talks to the project's auth domain through an iframe.
    frame: [`https://${config.firebase.authDomain}`],
  };
}

export function contentSecurityPolicy(config: AppConfig): Directives {
  const firebase = firebaseSources(config);
  const directives: Directives = {
    'default-src': ["'self'"],
    // The Vite build has no inline script. apis.google.com serves the loader (gapi) that
    // Firebase's popup sign-in needs, with the emulator too.
    'script-src': ["'self'", 'https://apis.google.com'],
    'script-src-attr': ["'none'"],
    // 'unsafe-inline' for styles only: MUI's emotion writes <style> elements and style
    // attributes at run time, and a nonce would have to reach every emotion cache (MUI, the
    // charts, react-admin). Styles cannot run code; scripts stay 'self'.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Photos and avatars come through same-origin signed links; blob: previews a chosen file.
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...firebase.api],
    'frame-src': firebase.frame,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  // Only behind HTTPS: over plain http (127.0.0.1, a LAN address) upgrading would break every request.
  if (isHttps(config)) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * helmet's headers for this configuration. They depend on nothing in the request, so helmet runs
 * once, against a response that only records them (@fastify/helmet rebuilt helmet on every request).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Popup sign-in needs the popup to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // helmet's default, said out loud: signed file links are bearer credentials, never sent as a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    // Only where users reach the app over https: RFC 6797 (7.2) forbids it on a plain-http answer.
    strictTransportSecurity: isHttps(config),
  })({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The built client's hashed scripts, styles and fonts are never a page: the policy, framing, opener and
 * old-browser headers do nothing on them, and sent with each file of a first visit they were a
 * sizeable part of its download (docs/decisions.md#figures-behind-code-comments). They keep what applies to any file: no sniffing, same-origin only,
 * HSTS (behind https) and the referrer rule (a stylesheet's own requests follow it).
 */
const ASSET = /^\/assets\/[^?#]+\.(?:js|css|woff2?)(?:[?#]|$)/;
const FOR_ASSETS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
];

export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = securityHeaders(app.appConfig);
    const assetHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => FOR_ASSETS.includes(name)));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(ASSET.test(request.url) ? assetHeaders : headers);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['app-deps'] },
);
