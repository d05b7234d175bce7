/**
 * Scales uploads down off the request thread: decoding a large JPEG takes seconds, during which every
 * other user's request would wait. One worker at a time (uploads that need it are rare: a new logo),
 * started on first use and stopped when idle.
 */
import { ApiError, badRequest } from '../../errors';
import { createWorkerPool, WorkerUnavailable } from '../documents/worker-pool';
import type { Box, FitJob } from './image-fit';

export interface ImageScaler {
  /** The bytes scaled to fit the box, or the same bytes when they fit already. */
  fit(bytes: Uint8Array, mimeType: string, box: Box): Promise<Uint8Array>;
  close(): Promise<void>;
}

export function createImageScaler(options: { timeoutMs?: number } = {}): ImageScaler {
  const pool = createWorkerPool<FitJob, Uint8Array | null>({
    module: new URL('./image-fit-worker.ts', import.meta.url),
    size: 1,
    timeoutMs: options.timeoutMs ?? 60_000,
    idleMs: 10_000,
  });
  return {
    async fit(bytes, mimeType, box) {
      try {
        return (await pool.run({ bytes, mimeType, box })) ?? bytes;
      } catch (error) {
        // Gone or too slow: nothing is stored, and the same upload may be tried again.
        if (error instanceof WorkerUnavailable) throw new ApiError(503, 'errors.files.scaleUnavailable');
        // The decoder could not read what the header announced: a damaged image.
        throw badRequest('errors.files.notImage');
      }
    },
    close: () => pool.close(),
  };
}
