/**
 * Writes through the API in-process over the running app's own database, as a set-up step: PGlite
 * admits one process, so the app is stopped meanwhile (as setUserRoles does) and started again on
 * the same port and data; the browser keeps its origin.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../../server/db/client';
import { buildTestApp, testConfig } from '../../helpers/app';
import type { AppConfig } from '../../../server/config';
import type { RunningApp } from './app';

export interface InProcess {
  api: FastifyInstance;
  db: Database;
  driver: unknown;
  config: AppConfig;
}

export async function withAppApi<T>(app: RunningApp, work: (inProcess: InProcess) => Promise<T>): Promise<T> {
  const restart = !app.databaseUrl;
  if (restart) await app.stop();
  const database = await openDatabase(
    app.databaseUrl ? { url: app.databaseUrl } : { dataDir: join(app.dataDir, 'pglite') },
  );
  const config = testConfig({ DATA_DIR: app.dataDir });
  const api = await buildTestApp(database.db, config);
  try {
    return await work({ api, db: database.db, driver: database.driver, config });
  } finally {
    await api.close();
    await database.close();
    if (restart) await app.start();
  }
}
