/**
 * Vite plugin: after the build, writes a brotli (.br) and a gzip (.gz) copy beside every text file
 * of the client, so the server sends them as they are (server/static-client.ts) instead of
 * compressing on every request. Brotli at its best quality: it runs once per build.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this size the headers cost more than compression saves (the API uses the same threshold). */
export const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes path.br and path.gz for each compressible file of dir; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    // Another build emptying the same folder meanwhile (parallel test runs) takes files away: skip them.
    const body = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!body || body.length < MIN_BYTES) continue;
    const br = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = await gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
    // A copy that is not smaller is not worth a request's negotiation.
    if (br.length < body.length) await writeFile(`${path}.br`, br);
    if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  let writes = true;
  return {
    name: 'plating:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      // A build that writes nothing (scripts/build/first-screen-chunks.ts's first pass) has nothing to compress.
      writes = config.build.write;
    },
    // closeBundle: after every file (public/ included) is in outDir.
    async closeBundle() {
      if (writes) await precompressDir(outDir);
    },
  };
}
