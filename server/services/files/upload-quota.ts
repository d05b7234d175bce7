/**
 * How much one user may upload per window, over every upload route: anyone may sign up, and an
 * upload is stored before any record names it. Counted from stored_file itself, so the budget holds
 * across restarts and server instances, and a refused upload is never stored.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { storedFile } from '../../db/tables';
import { ApiError } from '../../errors';
import { readableSize } from './upload-checks';

export const UPLOAD_WINDOW_MS = 10 * 60_000;

export type UploadQuota = AppConfig['uploadQuota'];

/** A 429 naming the limit reached and when the budget allows this upload again. */
export class UploadQuotaExceeded extends ApiError {
  constructor(
    quota: UploadQuota,
    byCount: boolean,
    public readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      byCount ? 'errors.files.quotaFiles' : 'errors.files.quotaSize',
      byCount ? { files: quota.files, minutes } : { size: readableSize(quota.bytes), minutes },
    );
  }
}

/** createdAt in epoch milliseconds, oldest first. */
interface Recent {
  createdAt: number;
  sizeInBytes: number;
}

/** Seconds until enough of the window's uploads age out to make room for `bytes` more; 0 when there is room now. */
export function secondsUntilRoom(quota: UploadQuota, recent: Recent[], bytes: number, now: number): number {
  const fits = (from: number) => {
    const kept = recent.slice(from);
    const used = kept.reduce((sum, file) => sum + file.sizeInBytes, 0);
    return (!quota.files || kept.length + 1 <= quota.files) && (!quota.bytes || used + bytes <= quota.bytes);
  };
  for (let dropped = 0; dropped <= recent.length; dropped++) {
    if (!fits(dropped)) continue;
    if (dropped === 0) return 0;
    const freedAt = recent[dropped - 1].createdAt + UPLOAD_WINDOW_MS;
    return Math.max(1, Math.ceil((freedAt - now) / 1000));
  }
  // Bigger than the whole budget: no wait helps; the window is the honest answer.
  return UPLOAD_WINDOW_MS / 1000;
}

/**
 * Refuses (UploadQuotaExceeded) when `bytes` more would pass the user's budget. Call inside the
 * transaction that stores the upload: the per-user lock, held until it commits, keeps concurrent
 * uploads from each seeing the same room.
 */
export async function checkUploadQuota(tx: Database, quota: UploadQuota, userId: string, bytes: number): Promise<void> {
  if (!quota.files && !quota.bytes) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${userId}`}))`);
  // The database's clock, the one that stamps createdAt; epoch milliseconds as numbers.
  const ms = (value: unknown) => sql<number>`(extract(epoch from ${value}) * 1000)::float8`;
  const recent = await tx
    .select({ createdAt: ms(storedFile.createdAt), sizeInBytes: storedFile.sizeInBytes, now: ms(sql`now()`) })
    .from(storedFile)
    .where(
      and(
        eq(storedFile.createdById, userId),
        gt(storedFile.createdAt, sql`now() - ${`${UPLOAD_WINDOW_MS} milliseconds`}::interval`),
      ),
    )
    .orderBy(asc(storedFile.createdAt));
  const wait = secondsUntilRoom(
    quota,
    recent.map((r) => ({ createdAt: Number(r.createdAt), sizeInBytes: r.sizeInBytes })),
    bytes,
    Number(recent[0]?.now),
  );
  if (wait > 0) throw new UploadQuotaExceeded(quota, Boolean(quota.files) && recent.length >= quota.files, wait);
}
