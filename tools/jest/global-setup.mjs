/**
 * Jest (server project) global setup: a real Postgres for the integration tests.
 * - DATABASE_URL set: used as it is (point it at a disposable database).
 * - otherwise: the embedded Postgres on TEST_PG_PORT (default 54321), data under .data/test-pg-<port> (so parallel checkouts on other ports never share a cluster),
 *   with a FRESH `dental_test` database each run. The tests migrate and seed it themselves
 *   (under advisory locks, so parallel workers take turns).
 * Workers inherit process.env, so DATABASE_URL set here reaches every test file.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { embeddedUrl, recreateDatabase, startDatabase } from '../platform/database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEST_DATABASE = 'dental_test';

export default async function globalSetup() {
  // The run's own data keys (a fresh database each run), unless the environment brings its own.
  if (!process.env.DATA_ENCRYPTION_KEYS) {
    process.env.DATA_ENCRYPTION_KEYS = `test:${randomBytes(32).toString('base64')}`;
    process.env.DATA_HASH_KEY = randomBytes(32).toString('base64');
  }
  if (process.env.DATABASE_URL) return;
  const port = Number(process.env.TEST_PG_PORT ?? 54321);
  const cluster = await startDatabase({ dataDir: path.join(root, `.data/test-pg-${port}`), port, database: 'postgres' });
  await recreateDatabase(port, TEST_DATABASE);
  process.env.DATABASE_URL = embeddedUrl(port, TEST_DATABASE);
  globalThis.__DENTAL_TEST_PG__ = cluster;
}
