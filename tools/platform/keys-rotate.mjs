#!/usr/bin/env node
/**
 * `npm run keys:rotate`: seals again, with the first key of DATA_ENCRYPTION_KEYS, every sealed value
 * (each module's `sealedColumns`) sealed by an older key (each key listed after the first still opens
 * its values), and, while DATA_HASH_KEY_PREVIOUS is set, makes every stored keyed hash again under
 * DATA_HASH_KEY (lookups match either key's hash meanwhile; drop the previous key after), on
 * DATABASE_URL, or on the embedded default (.data/postgres on port 54320, started for the run and
 * stopped after). Rotation: put the new key first (`new:<base64>,old:<base64>`), run this, then drop
 * the old key. Without keys in the environment, the machine's key file is used (docs/decisions.md).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, startDatabase } from './database.mjs';
import { runCli } from './migrate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const database = process.env.DATABASE_URL ? null : await startDatabase({ dataDir: path.join(root, DEFAULT_DATA_DIR), port: DEFAULT_PORT });
try {
  await runCli(['keys:rotate'], database ? { DATABASE_URL: database.url } : {});
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.stop();
}
