/**
 * The built client (CLIENT_DIR): files sent as the build compressed them (scripts/build/precompress.ts),
 * brotli or gzip as the browser accepts, and cached by what their name promises (README, Downloads and caching).
 */
import { existsSync } from 'node:fs';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import fp from 'fastify-plugin';
import { notFound } from './errors';

/** Vite names every file under assets/ after a hash of its content: a new build means a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and public/ files such as the favicon): the browser asks again, a 304 when unchanged. */
export const REVALIDATE = 'no-cache';

function cacheHeaders(res: SetHeadersResponse, path: string): void {
  res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : REVALIDATE);
  // The same URL answers brotli, gzip or plain text depending on Accept-Encoding.
  res.setHeader('vary', 'accept-encoding');
}

export const staticClient = fp(
  async (app) => {
    const config = app.appConfig;
    const index = `${config.clientDir}/index.html`;
    if (existsSync(index)) {
      const common = {
        preCompressed: true,
        // Our own Cache-Control per file (cacheHeaders), not send's one-size 'public, max-age=0'.
        cacheControl: false,
        setHeaders: cacheHeaders,
      };
      // index.html and the unhashed public files keep their ETag: the browser revalidates them each visit.
      // This one decorates reply.sendFile, which answers client routes with index.html below.
      await app.register(fastifyStatic, { ...common, root: config.clientDir });
      // Hashed files are never asked again, so their validators (ETag, Last-Modified) and range support
      // would only add about 100 bytes to each of a first visit's 70-odd downloads.
      await app.register(fastifyStatic, {
        ...common,
        root: `${config.clientDir}/assets`,
        prefix: '/assets/',
        decorateReply: false,
        etag: false,
        lastModified: false,
        acceptRanges: false,
      });
    }
    app.setNotFoundHandler((request, reply) => {
      // A missing file is a 404; any other path is a client-side route for the single-page app.
      const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
      if (request.url.startsWith('/api/') || request.method !== 'GET' || isFile || !existsSync(index)) {
        throw notFound('errors.404.title');
      }
      // Client-side routes: the single-page app decides what to show.
      return reply.type('text/html').sendFile('index.html');
    });
  },
  { name: 'static-client', dependencies: ['app-deps'] },
);
