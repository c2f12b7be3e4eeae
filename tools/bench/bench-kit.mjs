/**
 * What every benchmark here shares: command-line options, percentiles, and a disposable platform
 * (a fresh database on the embedded Postgres, the built API migrated and seeded on it, an admin
 * token), so each benchmark script holds only its own data and measurements.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

/** Migrations and the demo seed take over two minutes when the shared machine is loaded (load average ~25). */
async function waitForHealth(url, api) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (api.exitCode !== null) throw new Error(`the API exited with ${api.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API did not become healthy in 5 minutes');
}

/**
 * Builds with nx, cached builds reused: the API, or everything (`all`) for a benchmark that opens
 * the shell and its remotes in a browser.
 */
export function buildPlatform({ all = false } = {}) {
  console.log(all ? 'Building the API and the web apps (cached builds are reused)…' : 'Building @dental/api (cached builds are reused)…');
  const build = spawnSync(path.join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', ...(all ? [] : ['-p', '@dental/api']), '--output-style=static'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (build.status !== 0) throw new Error('build failed');
}

/**
 * Builds the API (unless --no-build; the web apps too when `buildAll`), makes `database` afresh
 * (starting the embedded cluster unless something already listens on pgPort), starts the API on it
 * with migrations and the demo seed, and signs in as admin. `stop()` ends the API, the SQL client and the cluster it started.
 */
export async function startBenchPlatform({ database, pgPort, dataDir, apiPort, buildAll = false }) {
  if (!flag('no-build')) buildPlatform({ all: buildAll });
  let cluster = { stop: async () => {} };
  if (!(await listening(pgPort))) cluster = await startDatabase({ dataDir, port: pgPort, database: 'postgres' });
  await recreateDatabase(pgPort, database);
  const url = embeddedUrl(pgPort, database);

  console.log(`Starting the API on :${apiPort} (migrate + demo seed) against ${database}…`);
  const api = spawn(process.execPath, [path.join(ROOT, 'services/api/dist/main.js')], {
    cwd: ROOT,
    // BENCH_API_NODE_OPTIONS reaches the API alone (e.g. `--cpu-prof --cpu-prof-dir=.data/prof` to see where its time goes).
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(apiPort),
      MIGRATE_ON_START: '1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const client = new pg.Client({ connectionString: url });
  const stop = async () => {
    await client.end().catch(() => {});
    if (api.exitCode === null && api.signalCode === null) {
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
    return { client, token, apiBase: `http://127.0.0.1:${apiPort}/api`, stop, api, url };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Rows for the one table of docs/perf.md (tools/bench/run.mjs): each `{ figure, api, floor, ratio,
 * goal, pass }` (ratio a number or null, pass true/false/null for "shown, no goal"). Printed always;
 * appended as JSON lines to $BENCH_RESULTS when the runner set it.
 */
export function report(bench, rows) {
  for (const row of rows) {
    const ratio = typeof row.ratio === 'number' ? `${row.ratio.toFixed(2)}x` : '';
    console.log(`  ${row.figure.padEnd(44)} ${String(row.api).padStart(12)} ${String(row.floor).padStart(12)} ${ratio.padStart(7)}  ${row.goal}  ${row.pass === null ? '' : row.pass ? 'pass' : 'MISS'}`);
  }
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, rows.map((row) => JSON.stringify({ bench, ...row })).join('\n') + '\n');
}

/** True when this module is the script node was started with (a bench imported for its seed does not run). */
export const isMain = (url) => process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(url);

/** Bytes of an answer as sent, plainly and with gzip (what a browser accepts): the wire size of a read. */
export async function answerBytes(url, token) {
  const { get } = await import('node:http');
  const bytes = (encoding) =>
    new Promise((resolve, reject) => {
      get(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (res) => {
        let length = 0;
        res.on('data', (chunk) => (length += chunk.length));
        res.on('end', () => resolve(length));
      }).on('error', reject);
    });
  return { identity: await bytes('identity'), gzip: await bytes('gzip') };
}

const keptAlive = new http.Agent({ keepAlive: true });

/**
 * GET `url` signed in with `token`, as a client program reads the API: brotli or gzip accepted, the
 * answer decoded and parsed into objects; `{ status, body }`. Node's http on a kept-alive
 * connection, the HTTP counterpart of the pg client the SQL side is timed with. The browser's
 * fetch() spends the client 0.4 ms more on a search page and 2.4 ms more on a calendar week
 * (WHATWG streams around the body: docs/perf.md), time no server can take back; the search and
 * week benchmarks show fetch's figure beside the goal's.
 */
export function getJson(url, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: keptAlive, headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const bytes = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
          resolve({ status: res.statusCode, body: JSON.parse(plain.toString('utf8')) });
        } catch (error) {
          reject(error);
        }
      });
    });
    req.on('error', reject);
  });
}

/**
 * Sends `count` requests over `paths` one after the other and throws their answers away: a server
 * that has just started runs its request path in the interpreter, so timing it cold measures V8's
 * compiler rather than the API (a served API is warm). The SQL side needs none: Postgres' code is native.
 */
export async function warmUp(apiBase, paths, token, count) {
  for (let i = 0; i < count; i++) {
    const res = await getJson(`${apiBase}${paths[i % paths.length]}`, token);
    if (res.status !== 200) throw new Error(`warm-up: ${paths[i % paths.length]} answered ${res.status}`);
  }
}
