/** A worker thread that scales images down (image-fit.ts): it gets a FitJob and answers the new bytes, or null when they fit. */
import { parentPort } from 'node:worker_threads';
import { fitImage, type FitJob } from './image-fit';

const port = parentPort!;
port.on('message', (job: FitJob) => {
  try {
    port.postMessage({ value: fitImage(job) ?? null });
  } catch (error) {
    port.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
