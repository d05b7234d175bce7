/**
 * The API's query-string parser: bracket form, filter[name]=acme&filter[dateRange][0]=2026-01-01.
 * qs drops any name that is also a property of every object (toString, constructor, __proto__),
 * so `filter[toString]=x` used to reach a list as no filter at all and answer every row. The
 * parsed object stays as qs makes it (no inherited name is ever set on it); the names it dropped
 * are kept beside it, for the routes that refuse names they do not know.
 */
import qs from 'qs';

const DROPPED = Symbol('query names qs dropped');

/** A name's parts: `filter[createdAtRange][0]` is filter, createdAtRange, 0. */
const partsOf = (name: string) => name.split(/[[\]]+/).filter((part) => part !== '');

export function parseQueryString(text: string): Record<string, unknown> {
  const dropped: string[][] = [];
  const query: Record<string, unknown> = qs.parse(text, {
    depth: 4,
    arrayLimit: 1000,
    parameterLimit: 2000,
    decoder(value, decode, charset, type) {
      const decoded: unknown = decode(value, decode, charset);
      if (type === 'key' && typeof decoded === 'string') {
        const parts = partsOf(decoded);
        if (parts.some((part) => Object.hasOwn(Object.prototype, part))) dropped.push(parts);
      }
      return decoded;
    },
  });
  if (dropped.length) Object.defineProperty(query, DROPPED, { value: dropped });
  return query;
}

/** The names parseQueryString dropped, each split into its parts. */
export function droppedQueryNames(query: unknown): string[][] {
  if (typeof query !== 'object' || query === null) return [];
  return (query as { [DROPPED]?: string[][] })[DROPPED] ?? [];
}
