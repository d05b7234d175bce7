/**
 * A list's `limit` and `offset` checked: whole numbers, and a page of at most LIST_PAGE_MAX rows
 * (docs/decisions.md#api-shape), since a page is built whole in memory. The export call (both
 * absent) is records-export.ts's and never comes here.
 */
import { INTEGER_COLUMN_MAX } from '../../../resources/kit/field-validation';
import { LIST_PAGE_MAX } from '../../../resources/kit/list-page';
import { badRequest } from '../../errors';

/** An OFFSET beyond an int4 was a 500 from SQL. */
const OFFSET_MAX = INTEGER_COLUMN_MAX;

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

function pageNumber(name: 'limit' | 'offset', raw: unknown): number | undefined {
  if (isBlank(raw)) return undefined;
  // Only text or a number: Number(['5']) is 5, so `limit[]=5` passed for a page size.
  if (typeof raw !== 'string' && typeof raw !== 'number') throw badRequest('errors.query.invalidPage', { key: name });
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > OFFSET_MAX) throw badRequest('errors.query.invalidPage', { key: name });
  if (name === 'limit' && n > LIST_PAGE_MAX)
    throw badRequest('errors.query.pageTooLarge', { key: name, max: LIST_PAGE_MAX });
  return n;
}

/**
 * The page asked for. `offset` alone (no limit) is a page of `defaultLimit` rows, at most the
 * maximum: it once answered every row from there on, the unbounded read the maximum prevents.
 */
export function pageClause(
  params: { limit?: unknown; offset?: unknown },
  defaultLimit: number = LIST_PAGE_MAX,
): { limit: number; offset: number } {
  const limit = pageNumber('limit', params.limit) ?? Math.min(defaultLimit, LIST_PAGE_MAX);
  return { limit, offset: pageNumber('offset', params.offset) ?? 0 };
}
