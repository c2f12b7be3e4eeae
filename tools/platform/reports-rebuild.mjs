#!/usr/bin/env node
/**
 * `npm run reports:rebuild`: empties the reports' read model and replays the event log into it,
 * on DATABASE_URL, or on the embedded default (.data/postgres on port 54320, started for the run
 * and stopped after; while `npm start` runs, give its DATABASE_URL instead). Safe beside running
 * API instances: their deliveries wait for the replay's lock.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, startDatabase } from './database.mjs';
import { runCli } from './migrate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const database = await startDatabase({ dataDir: path.join(root, DEFAULT_DATA_DIR), port: DEFAULT_PORT });
try {
  await runCli(['reports:rebuild'], { DATABASE_URL: database.url });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.stop();
}
