/**
 * npm run seed: loads the demonstration data set into the configured database (DATABASE_URL,
 * else PGlite in DATA_DIR) after its migrations, refusing a database that already holds records
 * unless --reset is given, and creates demo accounts in the Auth emulator.
 */
import { mkdir } from 'node:fs/promises';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { waitForPort } from '../start-helpers';
import { DEMO_PASSWORD, demoAccounts } from './accounts';
import { existingRecords, resetData } from './database-state';
import { restoreDeferred } from './deferred-constraints';
import { accountsRefusal, useAuthEmulator } from './emulator';
import { parseSeedCommand, usage } from './options';
import { seedCertificates } from './certificates';
import { seedDemoData } from './seed';
import { seedCompanyProfile } from './company-profile';

function fail(message: string): never {
  console.error(`npm run seed: ${message}`);
  process.exit(1);
}

let command;
try {
  command = parseSeedCommand(process.argv.slice(2));
} catch (error) {
  fail(`${(error as Error).message}\n\n${usage}`);
}
// Ctrl-C still runs the 'exit' handlers that stop the emulator and servers this started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const config = readConfig();
const refusal = command.accounts ? accountsRefusal(config) : undefined;
if (refusal) fail(refusal);
// PGlite admits one process: the running app would not see these rows, and both would write the files.
if (!config.databaseUrl && (await waitForPort(config.host, config.port, 0))) {
  fail(
    `something answers on ${config.host}:${config.port}: stop the app (npm start) before seeding its PGlite database.`,
  );
}

const started = Date.now();
let stopEmulator = async (): Promise<void> => undefined;
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
try {
  const applied = await migrate(database.db);
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  // Before anything else, a seed stopped half-way gets its indexes and foreign keys back.
  if (command.reset) await resetData(database.db);
  if (await restoreDeferred(database.db))
    console.log('Restored the indexes and foreign keys an interrupted seed had set aside.');
  const existing = await existingRecords(database.db);
  if (Object.keys(existing).length && !command.reset) {
    const tables = Object.entries(existing)
      .map(([table, n]) => `${table} (${n >= 1000 ? '1000+' : n})`)
      .join(', ');
    throw new Error(`${where} already holds records: ${tables}. Run with --reset to replace them with the demo data.`);
  }
  if (command.accounts) stopEmulator = await useAuthEmulator(config);
  console.log(`Seeding ${where} with ${command.shippers} shippers…`);
  const summary = await seedDemoData(database.db, {
    shippers: command.shippers,
    accounts: command.accounts,
    projectId: command.accounts ? config.projectId : undefined,
    log: (message) => console.log(`  ${message}`),
  });
  if (await seedCompanyProfile(database.db, config)) console.log('  the demo company profile and its logo');
  const certificates = await seedCertificates(database.db, config);
  if (certificates) console.log(`  ${certificates} released certificates`);
  const rows = Object.values(summary).reduce((a, b) => a + b, 0);
  const seconds = (Date.now() - started) / 1000;
  console.log(`Done in ${seconds.toFixed(1)} s (${rows} records, ${Math.round(rows / seconds)} per second).`);
} catch (error) {
  await database.close();
  await stopEmulator();
  fail((error as Error).message);
}
await database.close();
await stopEmulator();

console.log(`\nStart the app with \`npm start\` and open http://${config.host}:${config.port}.`);
if (command.accounts) {
  console.log(`Sign in with any of these accounts, password ${DEMO_PASSWORD}:`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(28)} ${account.roles.join(', ')}`);
}
