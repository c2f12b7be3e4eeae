#!/usr/bin/env node
/**
 * `npm run chain -- --branches 50 [--minutes 10] [--instances 2|3] [--quick] [--out docs/scale.md]`
 * (issue 31): a chain's day on the cluster. Starts `npm run cluster` fresh (tools/cluster), seeds a
 * company of N branches in SQL (seed.mjs), runs the traffic model (traffic.mjs) for the minutes
 * given while the four faults (faults.mjs) strike on their own schedule, then checks every
 * acknowledged write on the primary and prints and writes the table per operation (count, p50,
 * p99, errors), the replica's lag p99, each instance's memory at start and end, Postgres
 * connections, and per fault its error window, requests failed and acknowledged writes lost.
 * `--quick`: 5 branches, 2 minutes, written to .data/chain/quick.md; `--use-running`: on the cluster
 * already up on the topology's ports (the cluster suite's, e2e/cluster/z-chain-quick.cluster.ts);
 * the figures of every run are also in .data/chain/result.json. Exits 1 when an acknowledged write
 * is lost or a fault is not recovered from.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, flag, option, percentile } from '../bench/bench-kit.mjs';
import { DATABASE, PROBE_PATH, clusterConfig } from '../cluster/topology.mjs';
import { FAULTS } from './faults.mjs';
import { scaleMarkdown } from './scale-report.mjs';
import { seedChain } from './seed.mjs';
import { MIX, rateFor, runTraffic } from './traffic.mjs';

const QUICK = flag('quick');
const BRANCHES = Number(option('branches', QUICK ? 5 : 50));
const MINUTES = Number(option('minutes', QUICK ? 2 : 10));
const INSTANCES = Number(option('instances', 2));
const OUT = path.resolve(ROOT, option('out', QUICK ? '.data/chain/quick.md' : 'docs/scale.md'));
const WORK_DIR = path.join(ROOT, '.data/chain');
/** When each fault strikes, as a share of the run; a fault's window is its start to its end + SETTLE_MS. */
const SCHEDULE = [
  ['instance_killed', 0.12],
  ['primary_restart', 0.34],
  ['redis_restart', 0.56],
  ['replica_paused', 0.74],
];
const SETTLE_MS = 10_000;
const WRITES = new Set(['booking', 'patient_create']);

process.env.CLUSTER_INSTANCES = String(INSTANCES);
const config = clusterConfig();
// The seed seals its patients' personal codes with the keys the cluster's instances open them with
// (tools/cluster/cluster.mjs gives them this file): a code sealed under another key would not open.
process.env.DATA_KEYS_FILE ??= path.join(config.dataDir, 'keys', 'data-keys.env');
mkdirSync(WORK_DIR, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/** `npm run cluster` in the background (fresh data, the builds there are), its output in .data/chain/cluster.log. */
async function startCluster() {
  // --use-running: the cluster suite's own cluster (same topology), left running afterwards.
  if (flag('use-running')) {
    await waitFor('the running cluster', async () => (await fetch(`${config.baseURL}${PROBE_PATH}`)).ok, 120_000);
    return { stop: async () => {} };
  }
  const log = createWriteStream(path.join(WORK_DIR, 'cluster.log'));
  const child = spawn(process.execPath, [path.join(ROOT, 'tools/cluster/cluster.mjs'), '--fresh', ...(flag('build') ? [] : ['--no-build'])], {
    cwd: ROOT,
    env: { ...process.env, SEED_DEMO: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // However this process ends (an error, Ctrl+C), the cluster stops with it (it stops its own children).
  process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  await waitFor('the cluster', async () => {
    if (child.exitCode !== null) throw new Error(`the cluster exited with ${child.exitCode} (see .data/chain/cluster.log)`);
    return (await fetch(`${config.baseURL}${PROBE_PATH}`)).ok;
  }, 300_000).catch((error) => {
    if (child.exitCode !== null) throw new Error(`the cluster exited with ${child.exitCode} (see .data/chain/cluster.log)`);
    throw error;
  });
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A client of the primary; a connection the primary's restart cuts is an error of its query, never of the process. */
function primary() {
  const client = new pg.Client({ host: '127.0.0.1', port: config.primaryPort, user: DATABASE.user, password: DATABASE.password, database: DATABASE.name });
  client.on('error', () => {});
  return client;
}
const pidOf = (name) => Number(readFileSync(path.join(config.runDir, `${name}.pid`), 'utf8'));
function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line.split(/\s+/)[1]) / 1024);
  } catch {
    return null;
  }
}
const memory = () => Object.fromEntries(config.instances.map((i) => [i.name, rssMb(pidOf(i.name))]));

/** Every second: the replica's replay lag and the primary's connections (a sample that fails during a fault is skipped). */
function startSamplers() {
  const lags = [];
  const connections = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const client = primary();
      try {
        await client.connect();
        const { rows } = await client.query(
          `select (select coalesce(max(extract(epoch from replay_lag) * 1000), 0) from pg_stat_replication) as lag,
                  (select count(*)::int from pg_stat_activity where datname = $1) as connections`,
          [DATABASE.name],
        );
        lags.push({ at: Date.now(), ms: Number(rows[0].lag) });
        connections.push(rows[0].connections);
      } catch {
        // the primary is restarting
      } finally {
        await client.end().catch(() => {});
      }
      await sleep(1000);
    }
  })();
  return { lags, connections, stop: async () => ((stopped = true), await loop) };
}

async function signIn(username) {
  const res = await fetch(`${config.baseURL}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: username }) });
  if (!res.ok) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return (await res.json()).data.token;
}

/**
 * Read-your-own-writes, all along the run (the replica paused included): a booking in branch one
 * on a far day, then that day's count on the dashboard, which reads the replica unless the user
 * wrote a moment ago; each count must hold every booking acknowledged before it.
 */
function startOwnWriteProbe({ token, branch, patient, today, acknowledged }) {
  const results = [];
  let stopped = false;
  const day = new Date(Date.parse(`${today}T12:00:00Z`) + 200 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const date = day.toISOString().slice(0, 10);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const loop = (async () => {
    let booked = 0;
    for (let n = 0; !stopped && n < branch.rooms.length * 24; n++) {
      const room = n % branch.rooms.length;
      const minutes = 8 * 60 + Math.floor(n / branch.rooms.length) * 20;
      const at = (m) => new Date(`${date}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00+02:00`).toISOString();
      const started = Date.now();
      try {
        const res = await fetch(`${config.baseURL}/api/calendar/appointments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ branch_uuid: branch.uuid, room_uuid: branch.rooms[room], practitioner_uuid: branch.practitioners[room], patient_uuid: patient, time_from: at(minutes), time_to: at(minutes + 20) }),
        });
        if (res.status === 201) {
          booked += 1;
          acknowledged.push({ op: 'own_write_read', table: 'appointment', uuid: (await res.json()).data.uuid, at: Date.now() });
          const read = await fetch(`${config.baseURL}/api/dashboard/stats?branch_uuid=${branch.uuid}&view=day&date=${date}`, { headers });
          // A read a fault cut (503, 502) is the traffic table's error, not a miss: only answers are checked.
          if (read.ok) {
            const seen = (await read.json()).data.all;
            results.push({ at: started, ok: seen >= booked, seen, booked, source: read.headers.get('x-read-source'), status: read.status });
          } else await read.arrayBuffer();
        } else {
          await res.arrayBuffer();
        }
      } catch {
        // a request cut by a fault: counted in the traffic's table, not here
      }
      await sleep(1000);
    }
  })();
  return { results, stop: async () => ((stopped = true), await loop) };
}

/** Per operation: count, p50, p99, errors (all, and outside the fault windows). */
function operationTable(log, windows) {
  const inWindow = (at) => windows.some((w) => at >= w.start && at <= w.end + SETTLE_MS);
  const byOp = new Map();
  for (const entry of log) {
    if (!byOp.has(entry.op)) byOp.set(entry.op, []);
    byOp.get(entry.op).push(entry);
  }
  return [...byOp.entries()].map(([op, entries]) => {
    const ok = entries.filter((e) => e.status >= 200 && e.status < 300).map((e) => e.ms);
    const quiet = entries.filter((e) => !inWindow(e.at) && e.status >= 200 && e.status < 300).map((e) => e.ms);
    const errors = entries.filter((e) => !(e.status >= 200 && e.status < 300));
    return {
      op,
      count: entries.length,
      p50: ok.length ? percentile(ok, 50) : null,
      p99: ok.length ? percentile(ok, 99) : null,
      p99_outside_faults: quiet.length ? percentile(quiet, 99) : null,
      errors: errors.length,
      errors_outside_faults: errors.filter((e) => !inWindow(e.at)).length,
      codes_outside_faults: [...new Set(errors.filter((e) => !inWindow(e.at)).map((e) => e.status))].sort(),
    };
  });
}

/** Per fault: its error window (first to last failed request from its start until the next fault), requests failed, the slowest failure. */
function faultTable(log, windows, lostByFault) {
  return windows.map((w, k) => {
    const until = windows[k + 1]?.start ?? Infinity;
    const during = log.filter((e) => e.at >= w.start && e.at < until);
    const failed = during.filter((e) => !(e.status >= 200 && e.status < 300));
    const writes = during.filter((e) => WRITES.has(e.op)).map((e) => e.ms);
    const last = failed.length ? Math.max(...failed.map((e) => e.at)) : w.start;
    const recoveredAt = log.find((e) => e.at > last && e.at < until && e.status >= 200 && e.status < 300)?.at ?? null;
    return {
      fault: w.name,
      describe: FAULTS[w.name].describe,
      error_window_s: failed.length ? Math.round((last - w.start) / 100) / 10 : 0,
      requests_failed: failed.length,
      slowest_failure_ms: failed.length ? Math.max(...failed.map((e) => e.ms)) : null,
      slowest_write_ms: writes.length ? Math.max(...writes) : null,
      codes: [...new Set(failed.map((e) => e.status))].sort(),
      recovered: recoveredAt !== null,
      acknowledged_lost: lostByFault[w.name] ?? 0,
      ...w.extra,
    };
  });
}

async function main() {
  const started = Date.now();
  console.log(`Chain: ${BRANCHES} branches, ${MINUTES} min, ${INSTANCES} API instances${QUICK ? ' (quick)' : ''}. Starting the cluster…`);
  const cluster = await startCluster();
  const client = primary();
  let check = null;
  try {
    await client.connect();
    const { companyId, chain, seed } = await seedChain(client, { branches: BRANCHES, root: ROOT, databaseUrl: config.primaryUrl });
    // The replica replays the seed before the day starts (its lag is measured under the traffic, not the bulk load).
    await waitFor('the replica catching up with the seed', async () => {
      const { rows } = await client.query('select bool_and(replay_lsn = pg_current_wal_lsn()) as caught from pg_stat_replication');
      return rows[0].caught === true;
    }, 600_000);
    const token = await signIn('admin');
    const patients = (await client.query(`select uuid from patient where company_id = $1 and client_card like 'B-%' order by client_card limit 2000`, [companyId])).rows.map((r) => r.uuid);
    // The seed's connection goes before the faults (the primary's restart would cut it); the check opens its own.
    await client.end();
    const today = new Date().toISOString().slice(0, 10);
    const seconds = MINUTES * 60;
    const rate = Number(option('rate', rateFor(BRANCHES)));
    const log = [];
    const acknowledged = [];
    const memoryStart = memory();
    const samplers = startSamplers();
    const probe = startOwnWriteProbe({ token, branch: chain[0], patient: patients[0], today, acknowledged });
    const windows = [];
    const t0 = Date.now();
    console.log(`Traffic: ${rate} requests/s for ${seconds} s, the mix of docs/scale.md; faults at ${SCHEDULE.map(([name, at]) => `${name} ${Math.round(at * seconds)} s`).join(', ')}.`);
    const faults = Promise.all(
      SCHEDULE.map(async ([name, share]) => {
        await sleep(share * seconds * 1000);
        const window = { name, start: Date.now(), end: 0, extra: {} };
        windows.push(window);
        console.log(`  ${Math.round((Date.now() - t0) / 1000)} s: ${FAULTS[name].describe}`);
        await FAULTS[name].run(config);
        window.end = Date.now();
        if (name === 'redis_restart') {
          // The live channel: every instance says Redis is back in its health.
          const back = Date.now();
          await waitFor('Redis back on every instance', async () => {
            const answers = await Promise.all(config.instances.map((i) => fetch(`http://127.0.0.1:${i.port}${PROBE_PATH}`).then((r) => r.json())));
            return answers.every((a) => a.data?.redis === 'ok');
          }, 60_000).then(
            () => (window.extra.redis_back_on_every_instance_s = Math.round((Date.now() - back) / 100) / 10),
            () => (window.extra.redis_back_on_every_instance_s = null),
          );
        }
      }),
    );
    const results = await runTraffic({ base: config.baseURL, token, chain, patients, today, rate, seconds, log, acknowledged });
    await faults;
    await probe.stop();
    await sleep(3000);
    const memoryEnd = memory();
    await samplers.stop();
    windows.sort((a, b) => a.start - b.start);

    // Every acknowledged write, looked for on the primary.
    check = primary();
    await check.connect();
    const lost = [];
    for (const table of ['appointment', 'patient']) {
      const uuids = acknowledged.filter((a) => a.table === table).map((a) => a.uuid);
      const { rows } = await check.query(`select uuid from ${table} where uuid = any($1::uuid[]) and deleted_at is null`, [uuids]);
      const found = new Set(rows.map((r) => r.uuid));
      lost.push(...acknowledged.filter((a) => a.table === table && !found.has(a.uuid)));
    }
    // What grows: the largest tables after the run (docs/scale.md, "Past one machine", reads them).
    const { rows: tables } = await check.query(
      `select relname as name, n_live_tup::bigint as rows, round(pg_total_relation_size(relid) / 1048576.0)::int as mb
       from pg_stat_user_tables order by pg_total_relation_size(relid) desc limit 10`,
    );
    const faultOf = (at) => [...windows].reverse().find((w) => at >= w.start)?.name ?? 'none';
    const lostByFault = {};
    for (const l of lost) lostByFault[faultOf(l.at)] = (lostByFault[faultOf(l.at)] ?? 0) + 1;
    const ownWrites = probe.results;
    const paused = windows.find((w) => w.name === 'replica_paused');
    const duringPause = ownWrites.filter((r) => paused && r.at >= paused.start && r.at <= paused.end);
    if (paused) paused.extra = { own_writes_read_during_pause: duringPause.length, own_writes_missed_during_pause: duringPause.filter((r) => !r.ok).length };

    const inPause = (at) => paused && at >= paused.start && at <= paused.end + SETTLE_MS;
    const lagOutside = samplers.lags.filter((l) => !inPause(l.at)).map((l) => l.ms);
    const lagPaused = samplers.lags.filter((l) => inPause(l.at)).map((l) => l.ms);
    const result = {
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, shared with other work while measured`,
      date: new Date().toISOString(),
      branches: BRANCHES,
      minutes: MINUTES,
      instances: INSTANCES,
      rate,
      mix: MIX,
      seed,
      operations: operationTable(log, windows),
      faults: faultTable(log, windows, lostByFault),
      acknowledged: acknowledged.length,
      acknowledged_lost: lost.length,
      own_writes: { probes: ownWrites.length, missed: ownWrites.filter((r) => !r.ok).length },
      // The paused replay is a fault of its own: the lag's p99 is taken outside it, its peak shown beside.
      replica_lag_p99_ms: lagOutside.length ? Math.round(percentile(lagOutside, 99)) : null,
      replica_lag_max_paused_ms: lagPaused.length ? Math.round(Math.max(...lagPaused)) : null,
      postgres_connections: { max: Math.max(0, ...samplers.connections), p50: samplers.connections.length ? percentile(samplers.connections, 50) : null },
      memory_mb: { start: memoryStart, end: memoryEnd },
      tables: tables.map((t) => ({ name: t.name, rows: Number(t.rows), mb: t.mb })),
      autocannon: Object.fromEntries(Object.entries(results).map(([op, r]) => [op, { requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts }])),
      seconds_total: Math.round((Date.now() - started) / 1000),
    };
    writeFileSync(path.join(WORK_DIR, 'result.json'), JSON.stringify(result, null, 2));
    const markdown = scaleMarkdown(result);
    console.log(`\n${markdown}`);
    writeFileSync(OUT, QUICK || OUT !== path.join(ROOT, 'docs/scale.md') ? markdown : mergeIntoScaleDoc(markdown));
    console.log(`Written to ${path.relative(ROOT, OUT)} and .data/chain/result.json.`);
    const recovered = result.faults.every((f) => f.recovered);
    process.exitCode = lost.length === 0 && recovered && result.own_writes.missed === 0 ? 0 : 1;
  } finally {
    await client.end().catch(() => {});
    await check?.end().catch(() => {});
    await cluster.stop();
  }
}

/** docs/scale.md keeps its own text; the measured section between the markers is replaced. */
function mergeIntoScaleDoc(markdown) {
  const file = path.join(ROOT, 'docs/scale.md');
  const [begin, end] = ['<!-- chain:begin -->', '<!-- chain:end -->'];
  let doc = '';
  try {
    doc = readFileSync(file, 'utf8');
  } catch {
    return `${begin}\n${markdown}\n${end}\n`;
  }
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  return a >= 0 && b > a ? `${doc.slice(0, a + begin.length)}\n${markdown}\n${doc.slice(b)}` : `${doc}\n${begin}\n${markdown}\n${end}\n`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
