/**
 * What every benchmark here shares: command-line options, percentiles, and a disposable platform
 * (a fresh database on the embedded Postgres, the built API migrated and seeded on it, an admin
 * token), so each benchmark script holds only its own data and measurements.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { embeddedUrl, recreateDatabase, startDatabase } from '../platform/database.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const args = process.argv.slice(2);
/** `--name value` from the command line, else the fallback. */
export const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
export const flag = (name) => args.includes(`--${name}`);

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

async function listening(port) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: 'postgres', database: 'postgres' });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url, api) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become healthy in 2 minutes');
}

/**
 * Builds the API (unless --no-build), makes `database` afresh (starting the embedded cluster unless
 * something already listens on pgPort), starts the API on it with migrations and the demo seed,
 * and signs in as admin. `stop()` ends the API, the SQL client and the cluster it started.
 */
export async function startBenchPlatform({ database, pgPort, dataDir, apiPort }) {
  if (!flag('no-build')) {
    console.log('Building @dental/api (cached builds are reused)…');
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '-p', '@dental/api', '--output-style=static'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    if (build.status !== 0) throw new Error('build failed');
  }
  let cluster = { stop: async () => {} };
  if (!(await listening(pgPort))) cluster = await startDatabase({ dataDir, port: pgPort, database: 'postgres' });
  await recreateDatabase(pgPort, database);
  const url = embeddedUrl(pgPort, database);

  console.log(`Starting the API on :${apiPort} (migrate + demo seed) against ${database}…`);
  const api = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, PORT: String(apiPort), MIGRATE_ON_START: '1', SEED_DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const client = new pg.Client({ connectionString: url });
  const stop = async () => {
    await client.end().catch(() => {});
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
    await cluster.stop();
  };
  try {
    await waitForHealth(`http://127.0.0.1:${apiPort}/api/health`, api);
    await client.connect();
    const auth = await fetch(`http://127.0.0.1:${apiPort}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'admin' }),
    });
    const token = (await auth.json()).data.token;
    return { client, token, apiBase: `http://127.0.0.1:${apiPort}/api`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
