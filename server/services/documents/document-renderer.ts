/**
 * Draws documents off the request thread: a packing slip with a long description takes a core for
 * a noticeable time, and on the request thread every other user's request would wait behind it.
 * The records are read on the request thread; the worker gets plain content and answers the PDF.
 */
import type { DocumentContent } from './document-pdf';
import { createWorkerPool } from './worker-pool';

export interface DocumentRenderer {
  render(content: DocumentContent): Promise<Buffer>;
  close(): Promise<void>;
}

export function createDocumentRenderer(options: { workers: number; timeoutMs: number }): DocumentRenderer {
  const pool = createWorkerPool<DocumentContent, Uint8Array>({
    module: new URL('./render-worker.ts', import.meta.url),
    size: options.workers,
    timeoutMs: options.timeoutMs,
  });
  return {
    render: async (content) => {
      const bytes = await pool.run(content);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: () => pool.close(),
  };
}
