/**
 * Writes the next SQL migration from the difference between the tables derived
 * from resources/ and the last committed snapshot. Usage: npm run db:generate -- <name>
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { allTables } from '../server/db/tables';
import { migrationsDir } from '../server/db/migrate';

const metaDir = `${migrationsDir}/meta`;
await mkdir(metaDir, { recursive: true });
const snapshots = (await readdir(metaDir)).filter((f) => f.endsWith('_snapshot.json')).sort();
const previous = snapshots.length
  ? JSON.parse(await readFile(`${metaDir}/${snapshots.at(-1)}`, 'utf8'))
  : generateDrizzleJson({});
const current = generateDrizzleJson(allTables, previous.id);
const statements = await generateMigration(previous, current);
if (statements.length === 0) {
  console.log('No schema changes.');
  process.exit(0);
}
const number = String(snapshots.length).padStart(4, '0');
const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_');
await writeFile(`${migrationsDir}/${number}_${name}.sql`, statements.join('\n--> statement-breakpoint\n') + '\n');
await writeFile(`${metaDir}/${number}_snapshot.json`, JSON.stringify(current, null, 2) + '\n');
console.log(`Wrote ${number}_${name}.sql (${statements.length} statements).`);
