/**
 * One log line per request, written when it is answered (method, URL, status, milliseconds), instead of
 * Fastify's two (one on arrival, one on answer): half the lines, each with what an operator looks for
 * (docs/architecture.md#request-path). Fastify's other lines (errors, streams) stay as they are.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

export class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'answered');
    else reply.log.info(line, 'answered');
  }
}

/** Lines are written once this much is waiting, */
const BLOCK_BYTES = 4096;
/** and at least this often. */
const LOG_FLUSH_MS = 1000;

/**
 * The server's log (index.ts): standard output, or `dest`, written in blocks of about 4 KB and at
 * least once a second, as nginx's `access_log … buffer= flush=` does: a write per line cost the
 * request that answered time on the event loop (docs/decisions.md#figures-behind-code-comments). What is
 * left is written when the process stops or fails (pino's exit handler); a kill -9 loses at most the last second.
 */
export function bufferedLog(dest: number | string = 1) {
  const stream = pino.destination({ dest, minLength: BLOCK_BYTES, sync: false });
  const timer = setInterval(() => stream.flush(), LOG_FLUSH_MS).unref();
  stream.on('close', () => clearInterval(timer));
  return stream;
}
