#!/usr/bin/env node
/**
 * Soak (not a test): the load benchmark's mixed reads (day view, week view, patient search) at 100
 * connections for 10 minutes against the API. After a warm-up (1 min; quick: 30 s), the API's
 * memory (RSS of its process, read from /proc every 2 s) must grow by less than 10% from the first
 * minute's median to the last minute's (quick: a third of the run each), and no database connection
 * may leak: the database's connections (pg_stat_activity) stay within the API's pool (10) plus the
 * session cache's listener, and none is left idle in a transaction.
 *
 *   node tools/bench/soak.mjs [--quick] [--minutes 10] [--connections 100] [--port 7220]
 *        [--pg-port 57200] [--data-dir .data/pg-bench] [--no-build]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, flag, isMain, option, percentile, report, startBenchPlatform } from './bench-kit.mjs';
import { fmtLoad, load } from './kit/load-kit.mjs';
import { loadFixture } from './load.mjs';

const QUICK = flag('quick');
const MINUTES = Number(option('minutes', QUICK ? 1.5 : 10));
const CONNECTIONS = Number(option('connections', 100));
const API_PORT = Number(option('port', 7220));
const PG_PORT = Number(option('pg-port', 57200));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-bench'));
const POOL_MAX = 10;
/** The pool, and the session cache's LISTEN connection (services/identity/src/auth/session-invalidation.listener.ts). */
const CONNECTIONS_MAX = POOL_MAX + 1;
const SAMPLE_MS = 2000;
const DATABASE = 'dental_soak_bench';

/** Resident memory of a process in MB, from /proc (Linux; no `ps` needed). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((text) => text.startsWith('VmRSS:'));
  return Number(line.replace(/\D+/g, '')) / 1024;
};

async function connections(client) {
  const { rows } = await client.query(
    `select count(*)::int as total, count(*) filter (where state = 'idle in transaction')::int as idle_in_transaction
     from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
    [DATABASE],
  );
  return rows[0];
}

async function main() {
  const platform = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  try {
    const figures = await loadFixture(platform);
    // One mixed list: two calendar reads to one search, interleaved.
    const paths = figures.day.api.flatMap((day, i) => [day, figures.week.api[i % figures.week.api.length], figures.search.api[i % figures.search.api.length]]);
    const base = `http://127.0.0.1:${API_PORT}`;
    const headers = { authorization: `Bearer ${platform.token}` };
    const warmUp = QUICK ? 30 : 60;
    console.log(`Soak: warm-up ${warmUp} s, then ${MINUTES} min of mixed reads at ${CONNECTIONS} connections…`);
    await load({ base, paths, headers, connections: CONNECTIONS, seconds: warmUp });
    const before = { db: await connections(platform.client) };

    const samples = [];
    const started = Date.now();
    const sampler = setInterval(() => samples.push({ at: Date.now() - started, rss: rssMb(platform.api.pid) }), SAMPLE_MS);
    const runMs = Math.round(MINUTES * 60_000);
    const run = await load({ base, paths, headers, connections: CONNECTIONS, seconds: runMs / 1000 });
    clearInterval(sampler);
    const during = await connections(platform.client);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = { db: await connections(platform.client) };

    // The first and the last minute of the run (a third of it each when it is shorter than 3 minutes).
    const window = Math.min(60_000, runMs / 3);
    const first = percentile(samples.filter((s) => s.at <= window).map((s) => s.rss), 50);
    const end = percentile(samples.filter((s) => s.at >= runMs - window).map((s) => s.rss), 50);
    const growth = (end - first) / first;
    console.log(`\n  mixed load ${fmtLoad(run)}`);
    console.log(`  API RSS median: first ${(window / 1000).toFixed(0)} s ${first.toFixed(0)} MB, last ${(window / 1000).toFixed(0)} s ${end.toFixed(0)} MB (${(growth * 100).toFixed(1)}%), peak ${Math.max(...samples.map((s) => s.rss)).toFixed(0)} MB`);
    console.log(`  DB connections: before ${before.db.total}, right after ${during.total}, 3 s later ${after.db.total} (idle in transaction ${after.db.idle_in_transaction}); pool max ${POOL_MAX} + the listener`);
    report('soak', [
      { figure: `soak ${MINUTES} min mixed: API memory (median RSS, last vs first ${(window / 1000).toFixed(0)} s)`, api: `${end.toFixed(0)} MB`, floor: `${first.toFixed(0)} MB`, ratio: end / first, goal: '< 10% growth', pass: growth < 0.1 },
      {
        figure: 'soak: DB connections after (pool max 10 + listener)',
        api: String(after.db.total),
        floor: String(before.db.total),
        ratio: null,
        goal: `<= ${CONNECTIONS_MAX}, none idle in tx`,
        pass: after.db.total <= CONNECTIONS_MAX && during.total <= CONNECTIONS_MAX && after.db.idle_in_transaction === 0,
      },
      { figure: 'soak: requests/s, errors', api: `${run.rps.toFixed(0)} req/s`, floor: '', ratio: null, goal: '0 errors', pass: run.errors === 0 },
    ]);
  } finally {
    await platform.stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
