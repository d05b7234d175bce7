/** One built app over a fresh database per test file, talking to the test Auth emulator. */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app';
import { firebaseIdentity } from '../../server/auth/identity';
import { readConfig, type AppConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from './database';

export const PROJECT_ID = 'demo-plating';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  driver: 'pglite' | 'postgres';
  config: AppConfig;
  close: () => Promise<void>;
}

export function testConfig(env: NodeJS.ProcessEnv = {}): AppConfig {
  return readConfig({
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(),
    // The API tests never serve the built client.
    CLIENT_DIR: '/nonexistent-client-dir',
    // Uploads and the file-link secret go to a folder of their own, never the repository's ./data.
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'plating-api-')),
    ...env,
  });
}

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through the vitest api project');
  return host;
}

/** What a test may add to the app's dependencies (an onRoute hook that lists every route, a log to read). */
export type TestAppDeps = Pick<AppDeps, 'onRoute' | 'logger'>;

export async function buildTestApp(db: Database, config: AppConfig, deps: TestAppDeps = {}): Promise<FastifyInstance> {
  const app = await buildApp({ db, identity: firebaseIdentity(PROJECT_ID), config, ...deps });
  await app.ready();
  return app;
}

export async function createTestContext(env: NodeJS.ProcessEnv = {}, deps: TestAppDeps = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(env);
  const app = await buildTestApp(database.db, config, deps);
  return {
    app,
    db: database.db,
    driver: database.driver,
    config,
    close: async () => {
      await app.close();
      await database.close();
      if (!env.DATA_DIR) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
}
