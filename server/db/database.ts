/** The one Drizzle interface over PGlite and PostgreSQL. Type-only, so the user cache names it without importing client.ts. */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export type Database = PgDatabase<PgQueryResultHKT>;
