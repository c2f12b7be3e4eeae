#!/usr/bin/env node
/**
 * The per-request floor (not a test): what every signed-in request pays before its own query
 * (session lookup, permissions, tenant set-up, validation, audit row, logging). Measures
 * `GET /api/auth` (the session alone) and a one-row audited read (`GET /api/patients/{uuid}`) one
 * request at a time, beside the floor server's same reads (the session row with its permissions;
 * the patient row).
 *
 *   node tools/bench/request-floor.mjs [--quick] [--seconds 15] [--port 7230] [--pg-port 57200] [--no-build]
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ROOT, flag, isMain, option, report, startBenchPlatform } from './bench-kit.mjs';
import { fmtLoad, load, startFloor } from './kit/load-kit.mjs';

const SECONDS = Number(option('seconds', flag('quick') ? 5 : 15));
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

async function main() {
  const platform = await startBenchPlatform({ database: 'dental_floor_bench', pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  let floor;
  try {
    const { rows: patients } = await platform.client.query(`select p.uuid, p.company_id from patient p join company c on c.id = p.company_id where c.slug = 'demo' and p.deleted_at is null limit 20`);
    const hash = createHash('sha256').update(platform.token).digest('hex');
    floor = await startFloor({ databaseUrl: platform.url, port: API_PORT + 1 });
    const base = `http://127.0.0.1:${API_PORT}`;
    const headers = { authorization: `Bearer ${platform.token}` };
    const figures = [
      ['GET /api/auth (session only)', ['/api/auth'], [`/auth?hash=${hash}`]],
      ['one-row read GET /api/patients/{uuid} (audited)', patients.map((p) => `/api/patients/${p.uuid}`), patients.map((p) => `/row?company=${p.company_id}&uuid=${p.uuid}`)],
    ];
    const rows = [];
    for (const [name, apiPaths, floorPaths] of figures) {
      await load({ base, paths: apiPaths, headers, connections: 1, seconds: 2 });
      const api = await load({ base, paths: apiPaths, headers, connections: 1, seconds: SECONDS });
      const bare = await load({ base: floor.base, paths: floorPaths, connections: 1, seconds: SECONDS });
      console.log(`\n${name}, one request at a time, ${SECONDS} s\n  API   ${fmtLoad(api)}\n  floor ${fmtLoad(bare)}`);
      rows.push(
        { figure: `request floor: ${name}: p50`, api: `${api.p50} ms`, floor: `${bare.p50} ms`, ratio: api.p50 / Math.max(0.5, bare.p50), goal: '(shown)', pass: null },
        { figure: `request floor: ${name}: requests/s`, api: api.rps.toFixed(0), floor: bare.rps.toFixed(0), ratio: api.rps / bare.rps, goal: '(shown)', pass: api.errors === 0 ? null : false },
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
