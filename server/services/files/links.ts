/**
 * Expiring signed links to stored files: GET /api/files/<id>?expires=<ms>&signature=<hex>,
 * where the signature is HMAC-SHA256 over the id and the expiry. Anyone holding a link may
 * fetch the file until it expires, so links are only handed to signed-in readers.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a link handed out with a record stays valid. */
export const LINK_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Expiries are rounded up to this step, so the same file read twice within it gets the
 * same link and the browser's cache serves it again.
 */
const EXPIRY_STEP_MS = 5 * 60 * 1000;

export interface FileLinks {
  /** A link to the file valid for at least LINK_LIFETIME_MS from `now`. */
  url(id: string, now?: number): string;
  /** The expiry (ms) of a genuine, unexpired link; undefined otherwise. */
  verify(id: string, expires: unknown, signature: unknown, now?: number): number | undefined;
}

export function createFileLinks(secret: string): FileLinks {
  const sign = (id: string, expires: number) => createHmac('sha256', secret).update(`${id}.${expires}`).digest();
  return {
    url(id, now = Date.now()) {
      const expires = Math.ceil((now + LINK_LIFETIME_MS) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
      return `/api/files/${id}?expires=${expires}&signature=${sign(id, expires).toString('hex')}`;
    },
    verify(id, expires, signature, now = Date.now()) {
      if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return undefined;
      if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return undefined;
      const at = Number(expires);
      if (at <= now) return undefined;
      // Constant-time comparison: timing must not reveal how much of a guess was right.
      return timingSafeEqual(Buffer.from(signature, 'hex'), sign(id, at)) ? at : undefined;
    },
  };
}
