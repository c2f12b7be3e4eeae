#!/usr/bin/env node
/**
 * The per-request floor (not a test): what every signed-in request pays before its own query
 * (session lookup, permissions, tenant set-up, validation, audit row, logging). Measures
 * `GET /api/auth` (the session and the signed-in user's own reads) and a one-row audited read
 * (`GET /api/patients/{uuid}`) one request at a time, each timed with performance.now() (not
 * autocannon's whole milliseconds), beside the floor server running the same statements (me()'s
 * reads; the card's reads and its audit insert: tools/bench/kit/floor-server.mjs).
 *
 *   node tools/bench/request-floor.mjs [--quick] [--requests 1000] [--port 7230] [--pg-port 57200] [--no-build]
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, flag, isMain, option, percentile, report, startBenchPlatform } from './bench-kit.mjs';
import { startFloor } from './kit/load-kit.mjs';

const REQUESTS = Number(option('requests', flag('quick') ? 300 : 1000));
const API_PORT = Number(option('port', 7230));
const PG_PORT = Number(option('pg-port', 57200));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-bench'));

/**
 * No audit row is lost: a burst of audited reads (100 at once), every one answered 200, then the API
 * is killed (SIGKILL, no shutdown hooks) the moment the last answer arrives; the trail must hold a
 * row for each. It does by construction (the row is inserted before the answer leaves,
 * services/patients/src/audit/patient-audit.interceptor.ts); this checks it stays so.
 */
async function auditSurvivesKill(platform, patients) {
  const count = async () => (await platform.client.query('select count(*)::int as n from patient_audit')).rows[0].n;
  const before = await count();
  const BURST = 100;
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      fetch(`http://127.0.0.1:${API_PORT}/api/patients/${patients[i % patients.length].uuid}`, { headers: { authorization: `Bearer ${platform.token}` } }).then((res) => res.status),
    ),
  );
  platform.api.kill('SIGKILL');
  await new Promise((resolve) => (platform.api.exitCode !== null || platform.api.signalCode !== null ? resolve() : platform.api.once('exit', resolve)));
  const ok = answers.filter((status) => status === 200).length;
  const written = (await count()) - before;
  console.log(`\nAudit after SIGKILL: ${ok} reads answered 200, ${written} audit rows found`);
  return { figure: `audit rows after SIGKILL following ${BURST} concurrent audited reads`, api: String(written), floor: `${ok} answered`, ratio: null, goal: 'rows = answered', pass: ok === BURST && written === ok };
}

/** `count` requests one after the other over `paths`; each one's milliseconds, to the microsecond. */
async function oneAtATime(base, paths, headers, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}${paths[i % paths.length]}`, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
  }
  return times;
}

const fmt = (value) => `${value.toFixed(2)} ms`;

async function main() {
  const platform = await startBenchPlatform({ database: 'dental_floor_bench', pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  let floor;
  try {
    const { rows: patients } = await platform.client.query(`select p.uuid, p.company_id from patient p join company c on c.id = p.company_id where c.slug = 'demo' and p.deleted_at is null limit 20`);
    const { rows: [admin] } = await platform.client.query(`select uuid, company_id from "user" where username = 'admin'`);
    floor = await startFloor({ databaseUrl: platform.url, port: API_PORT + 1 });
    const base = `http://127.0.0.1:${API_PORT}`;
    const headers = { authorization: `Bearer ${platform.token}` };
    const figures = [
      ['GET /api/auth', ['/api/auth'], [`/auth?user=${admin.uuid}&company=${admin.company_id}`]],
      ['one-row read GET /api/patients/{uuid} (audited)', patients.map((p) => `/api/patients/${p.uuid}`), patients.map((p) => `/row?company=${p.company_id}&uuid=${p.uuid}&user=${admin.uuid}`)],
    ];
    const rows = [];
    for (const [name, apiPaths, floorPaths] of figures) {
      await oneAtATime(base, apiPaths, headers, 50);
      await oneAtATime(floor.base, floorPaths, {}, 50);
      const api = await oneAtATime(base, apiPaths, headers, REQUESTS);
      const bare = await oneAtATime(floor.base, floorPaths, {}, REQUESTS);
      const [apiP50, bareP50, apiP99, bareP99] = [percentile(api, 50), percentile(bare, 50), percentile(api, 99), percentile(bare, 99)];
      console.log(`\n${name}, ${REQUESTS} requests one at a time\n  API   p50 ${fmt(apiP50)}  p99 ${fmt(apiP99)}\n  floor p50 ${fmt(bareP50)}  p99 ${fmt(bareP99)}`);
      rows.push(
        { figure: `request floor: ${name}: p50`, api: fmt(apiP50), floor: fmt(bareP50), ratio: apiP50 / bareP50, goal: '(shown)', pass: null },
        { figure: `request floor: ${name}: p99`, api: fmt(apiP99), floor: fmt(bareP99), ratio: apiP99 / bareP99, goal: '(shown)', pass: null },
      );
    }
    rows.push(await auditSurvivesKill(platform, patients));
    report('request-floor', rows);
  } finally {
    await floor?.stop();
    await platform.stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
