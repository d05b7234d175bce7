/**
 * Errors the API answers with a status and a message the user can read.
 * `message` is an i18n key (or plain English text); the error handler renders
 * it in the caller's language.
 */
import type { MessageArg, MessageDescriptor } from '../resources/kit/messages';

/** An argument that is itself translated, such as a resource's name. */
export interface TranslatedArg {
  key: string;
  args?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly args?: Record<string, MessageArg | TranslatedArg>,
  ) {
    super(message);
  }
}

/** A record failed its resource's field rules: 400 with a message per field. */
export class ValidationFailed extends ApiError {
  constructor(
    public readonly resource: string,
    public readonly fieldErrors: Record<string, MessageDescriptor>,
  ) {
    super(400, 'validation.failed');
  }
}

export const badRequest = (message: string, args?: ApiError['args']) => new ApiError(400, message, args);
export const unauthorized = (message = 'errors.unauthorized') => new ApiError(401, message);
export const forbidden = (message = 'errors.forbidden.message') => new ApiError(403, message);
export const notFound = (message = 'errors.notFound') => new ApiError(404, message);

/** PostgreSQL error codes the services turn into clear 400s. */
export const pgCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** Class 22, data exception: a value the column cannot hold (numeric overflow, a date out of range). */
  dataExceptionClass: '22',
} as const;

/**
 * The database went away under the request (terminated, restarting, unreachable): nothing the
 * caller did, and the same request succeeds once the pool reconnects.
 */
export function isConnectionLost(error: unknown): boolean {
  const code = pgErrorCode(error);
  // Class 08: connection exception; 57P01-57P03: shutdown, crash shutdown, cannot connect now.
  if (code && (code.startsWith('08') || /^57P0[123]$/.test(code))) return true;
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const { code: nodeCode, message } = current as { code?: unknown; message?: unknown };
    if (typeof nodeCode === 'string' && /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/.test(nodeCode)) return true;
    if (
      typeof message === 'string' &&
      /^Connection terminated|not queryable|timeout exceeded when trying to connect/.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
