/** A worker thread that draws documents: it gets a document's plain content and answers its PDF's bytes. */
import { parentPort } from 'node:worker_threads';
import { renderDocument, type DocumentContent } from './document-pdf';

const port = parentPort!;
port.on('message', (content: DocumentContent) => {
  renderDocument(content).then(
    (pdf) => port.postMessage({ value: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) }),
    (error: unknown) => port.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
