/**
 * The difference between the tables derived from resources/ and the last committed migration
 * snapshot: what `npm run db:generate` would write (tests/unit/migrations-current.test.ts expects nothing).
 */
import { readdir, readFile } from 'node:fs/promises';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { allTables } from '../server/db/tables';
import { migrationsDir } from '../server/db/migrate';

export const metaDir = `${migrationsDir}/meta`;

export async function schemaDiff() {
  const snapshots = (await readdir(metaDir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('_snapshot.json'))
    .sort();
  const previous = snapshots.length
    ? JSON.parse(await readFile(`${metaDir}/${snapshots.at(-1)}`, 'utf8'))
    : generateDrizzleJson({});
  const current = generateDrizzleJson(allTables, previous.id);
  return { snapshots, current, statements: await generateMigration(previous, current) };
}
