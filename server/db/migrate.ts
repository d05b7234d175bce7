/** Applies the committed SQL migrations in order, once each, under an advisory lock. */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
const BREAKPOINT = '--> statement-breakpoint';
// Any constant works; it only has to be the same for every instance of this app.
const LOCK_KEY = 727_001;

export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    await tx.execute(sql`create table if not exists "__migrations" (
      "name" text primary key, "appliedAt" timestamptz not null default now())`);
    const done = (await tx.execute(sql`select "name" from "__migrations"`)) as unknown as { rows: { name: string }[] };
    const seen = new Set(done.rows.map((r) => r.name));
    for (const file of files) {
      if (seen.has(file)) continue;
      const text = await readFile(`${dir}/${file}`, 'utf8');
      for (const statement of text
        .split(BREAKPOINT)
        .map((s) => s.trim())
        .filter(Boolean)) {
        await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into "__migrations" ("name") values (${file})`);
      applied.push(file);
    }
  });
  return applied;
}
