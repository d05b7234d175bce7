/**
 * Drizzle asks PGlite, on every query, to leave dates, timestamps and intervals as text (it maps
 * them itself). PGlite then merges those parsers into all its defaults each time, which doubles
 * the cost of a small query (docs/decisions.md#figures-behind-code-comments). So the same parsers
 * are set once, on the instance, and each query's own are
 * dropped on the way through: the results are identical.
 */
import type { PGlite, PGliteOptions, QueryOptions } from '@electric-sql/pglite';

const asText = (value: string) => value;

/** What drizzle-orm/pglite's session passes per query: timestamp, timestamptz, interval, date, and arrays of numeric, timestamp, timestamptz, interval, date. */
const textParsers: NonNullable<PGliteOptions['parsers']> = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, asText]),
);

interface Queryable {
  query: PGlite['query'];
  transaction?: PGlite['transaction'];
}

/** Sets Drizzle's parsers on the instance (after PGlite's own array types), and answers the client for Drizzle. */
export function withInstanceParsers(client: PGlite): PGlite {
  Object.assign(client.parsers, textParsers);
  return withoutQueryParsers(client);
}

/** The client (or a transaction of it) with per-query parsers left out; everything else as is. */
function withoutQueryParsers<T extends Queryable>(client: T): T {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          if (!options?.parsers) return target.query(text, params, options);
          const { parsers: _, ...rest } = options;
          return target.query(text, params, rest);
        };
      }
      if (key === 'transaction' && target.transaction) {
        return (work: (tx: Queryable) => Promise<unknown>) =>
          target.transaction!((tx) => work(withoutQueryParsers(tx as Queryable)));
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
