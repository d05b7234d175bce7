/**
 * Text searched accents aside: "metalurgica" finds "Metalúrgica", "autopecas" "Autopeças" (issue 40),
 * in lists' contains filters, pickers and lookups alike, on PGlite and PostgreSQL. Both sides of the
 * match go through `unaccented`, an immutable wrapper of the unaccent extension (migration
 * 0039_search_without_accents.sql), so the trigram indexes on `unaccented(column)` (tables.ts) answer it.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The SQL function the migration creates; unaccent itself is only stable, so no index could use it. */
export const UNACCENTED = 'unaccented';

/** `text` contains `pattern` (an ilike pattern, `%…%`), case and accents aside. */
export const matchesText = (text: SQLWrapper, pattern: SQLWrapper | string): SQL =>
  sql`${sql.raw(UNACCENTED)}(${text}) ilike ${sql.raw(UNACCENTED)}(${pattern})`;
