/** Creating and dropping throwaway databases on a PostgreSQL server (tests, bench). */
import pg from 'pg';

/** The same server URL, pointed at another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one administrative statement (create/drop database) on the server. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
