/**
 * One log line per request, written when it is answered (method, URL, status, milliseconds), instead of
 * Fastify's two (one on arrival, one on answer): half the lines, each with what an operator looks for
 * (docs/architecture.md#request-path). Fastify's other lines (errors, streams) stay as they are.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  incomingRequest(): void {}

  requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'answered');
    else reply.log.info(line, 'answered');
  }
}
