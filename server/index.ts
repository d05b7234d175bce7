/** The one place that opens the database and listens. */
import { mkdir } from 'node:fs/promises';
import { buildApp } from './app';
import { firebaseIdentity } from './auth/identity';
import { productionRefusal, readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { scheduleInvoiceExpiry } from './services/billing/expire-invoices';
import { openFileStore } from './services/files/store';
import { scheduleUploadSweep } from './services/files/sweep-uploads';

const config = readConfig();
const refusal = productionRefusal(config);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite` });
const applied = await migrate(database.db);
if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);

const app = await buildApp({ db: database.db, identity: firebaseIdentity(config.projectId), config, logger: true });
await app.listen({ port: config.port, host: config.host });
const stopExpiry = scheduleInvoiceExpiry(database.db, (error) => app.log.error(error));
const stopUploadSweep = scheduleUploadSweep(database.db, await openFileStore(config), (error) => app.log.error(error));
console.log(`Plating back office on http://${config.host}:${config.port} (${database.driver})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    stopExpiry();
    stopUploadSweep();
    await app.close();
    await database.close();
    process.exit(0);
  });
}
