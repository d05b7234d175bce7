/**
 * Writes the next SQL migration from the difference between the tables derived
 * from resources/ and the last committed snapshot. Usage: npm run db:generate -- <name>
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { migrationsDir } from '../server/db/migrate';
import { metaDir, schemaDiff } from './db-diff';

await mkdir(metaDir, { recursive: true });
const { snapshots, current, statements } = await schemaDiff();
if (statements.length === 0) {
  console.log('No schema changes.');
  process.exit(0);
}
const number = String(snapshots.length).padStart(4, '0');
const name = (process.argv[2] ?? 'change').replace(/[^a-z0-9_]+/gi, '_');
await writeFile(`${migrationsDir}/${number}_${name}.sql`, statements.join('\n--> statement-breakpoint\n') + '\n');
await writeFile(`${metaDir}/${number}_snapshot.json`, JSON.stringify(current, null, 2) + '\n');
console.log(`Wrote ${number}_${name}.sql (${statements.length} statements).`);
