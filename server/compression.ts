/**
 * API answers compressed on the fly (brotli or gzip, as accepted) from 1 KB up: a page of a list is
 * tens of KB of JSON that shrinks about tenfold. Exports too (JSON written as read: the compressor
 * passes the client's back-pressure on to records-export.ts). Only types mime-db calls compressible:
 * PDFs, XLSX and images are compressed already. The client's files come precompressed
 * (static-client.ts); a file the build left as it is (under 1 KB) is compressed here.
 */
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compression = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
