/** The one place that opens the database and listens. */
import { buildApp } from './app';
import { firebaseIdentity } from './auth/identity';
import { startupRefusal, readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { bufferedLog } from './request-log';
import { scheduleTankStaleness } from './services/baths/tank-state';
import { scheduleInvoiceExpiry } from './services/billing/expire-invoices';
import { openFileStore } from './services/files/store';
import { fileStoreFailure } from './services/files/store-failure';
import { scheduleUploadSweep } from './services/files/sweep-uploads';
import { dataDirFailure, databaseFailure, ensureWritableFolder, listenFailure, orExit } from './start-up-failure';

const config = readConfig();
const refusal = startupRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
// Each step a person can fix fails with one line saying what, where and what to do.
const pgliteDir = `${config.dataDir}/pglite`;
if (!config.databaseUrl) {
  await orExit(
    () => ensureWritableFolder(pgliteDir),
    (error) => dataDirFailure('open the database', config.dataDir, error),
  );
}
if (config.files.kind === 'folder') {
  await orExit(
    () => ensureWritableFolder(`${config.dataDir}/files`),
    (error) => dataDirFailure('store uploaded files', config.dataDir, error),
  );
}
// A bucket is written to and read from here: a wrong FILES_URL, endpoint or credentials fail now.
const files = await orExit(
  () => openFileStore(config),
  (error) => fileStoreFailure(config.files, error),
);
const database = await orExit(
  () => openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : pgliteDir }),
  (error) => dataDirFailure('open the database', config.dataDir, error),
);
// PostgreSQL is first reached here; PGlite's failures past this point are faults, with their stack.
const applied = await orExit(
  () => migrate(database.db),
  (error) => (config.databaseUrl ? databaseFailure(config.databaseUrl, error) : undefined),
);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);

const app = await buildApp({
  db: database.db,
  identity: firebaseIdentity(config.projectId),
  config,
  files,
  logger: { stream: bufferedLog() },
});
await orExit(
  () => app.listen({ port: config.port, host: config.host }),
  (error) => listenFailure(config.host, config.port, error),
);
const stopExpiry = scheduleInvoiceExpiry(database.db, (error) => app.log.error(error));
const stopTankSweep = scheduleTankStaleness(database.db, (error) => app.log.error(error));
const stopUploadSweep = scheduleUploadSweep(database.db, files, (error) => app.log.error(error));
console.log(`Plating back office on http://${config.host}:${config.port} (${database.driver})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopExpiry();
    stopUploadSweep();
    stopTankSweep();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
