/**
 * The app's own 400s carried by a route schema: a zod check whose error is a message key made
 * here is answered with exactly that key (and its arguments), as the handler used to answer it.
 * Any other failed check is deferred: the request goes on and the services' own validation
 * answers with its translated, per-field messages, as before (validation.ts).
 */
import { badRequest, type ApiError } from '../errors';

const keys = new Set<string>();

/** A zod `error` option (and `params`, for a refinement) that makes the check answer `key`. */
export function refusal(key: string, args?: ApiError['args']): { error: string; params?: ApiError['args'] } {
  keys.add(key);
  return args ? { error: key, params: args } : { error: key };
}

interface Issue {
  message: string;
  code?: string;
  params?: unknown;
}

/** The first issue that is one of the app's refusals, as the error the error handler answers; else none. */
export function refusalOf(issues: readonly Issue[]): ApiError | undefined {
  const issue = issues.find((candidate) => keys.has(candidate.message));
  if (!issue) return undefined;
  return badRequest(issue.message, issue.code === 'custom' ? (issue.params as ApiError['args']) : undefined);
}
