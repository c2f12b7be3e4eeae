#!/usr/bin/env node
/**
 * Load (not a test): autocannon at 100 concurrent connections for 30 s on the calendar's day view,
 * its week view and a patient search, each beside the floor (tools/bench/kit/floor-server.mjs: a
 * bare Fastify + pg server running the same SQL on the same database), one after the other.
 * Prints requests/s, p50, p99 and errors of both; the goals (issue 16): >= 60% of the floor's
 * throughput, p99 <= 2x the floor's, zero errors.
 *
 *   node tools/bench/load.mjs [--quick] [--connections 100] [--seconds 30] [--port 7210] [--floor-port 7211]
 *        [--pg-port 57200] [--data-dir .data/pg-bench] [--no-build]
 *
 * Data: the calendar benchmark's branches (5 rooms x 16 slots a day, ~560 events a week) over
 * --appointments rows, and the patient benchmark's --patients generated patients.
 */
import path from 'node:path';
import { ROOT, flag, isMain, option, report, startBenchPlatform } from './bench-kit.mjs';
import { bulkSeed as seedAppointments, mondayBefore } from './calendar-week.mjs';
import { fmtLoad, load, loadRows, startFloor } from './kit/load-kit.mjs';
import { bulkSeed as seedPatients } from './patients-search.mjs';

const QUICK = flag('quick');
const CONNECTIONS = Number(option('connections', 100));
const SECONDS = Number(option('seconds', QUICK ? 10 : 30));
const API_PORT = Number(option('port', 7210));
const FLOOR_PORT = Number(option('floor-port', API_PORT + 1));
const PG_PORT = Number(option('pg-port', 57200));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-bench'));
const APPOINTMENTS = Number(option('appointments', QUICK ? 60_000 : 200_000));
const PATIENTS = Number(option('patients', QUICK ? 20_000 : 100_000));
const SEARCHES = ['berzins', 'Kalniņa Anna', '2912', '150385', 'liepina ilze'];

/** Seeds patients and appointments and answers the paths both servers are asked, per figure. */
export async function loadFixture({ client, token, apiBase }) {
  const companyId = await seedPatients(client, PATIENTS);
  const { branches } = await seedAppointments(client, APPOINTMENTS);
  const figures = { day: { api: [], floor: [] }, week: { api: [], floor: [] }, search: { api: [], floor: [] } };
  for (const [index, branch] of branches.slice(0, 8).entries()) {
    for (const view of ['day', 'week']) {
      // Days and weeks in the seeded past (every branch's rooms are full there), a different one per branch.
      const monday = mondayBefore(7 * (1 + (index % 2)));
      const date = view === 'week' ? monday : new Date(Date.parse(monday) + (index % 5) * 86_400_000).toISOString().slice(0, 10);
      const apiPath = `/api/calendar/appointments?branch_uuid=${branch}&view=${view}&date=${date}`;
      const res = await fetch(`http://127.0.0.1:${new URL(apiBase).port}${apiPath}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`${view} view answered ${res.status}`);
      const { data } = await res.json();
      const rooms = data.rooms.map((room) => room.uuid).join(',');
      figures[view].api.push(apiPath);
      figures[view].floor.push(`/events?company=${companyId}&branch=${branch}&rooms=${rooms}&from=${encodeURIComponent(data.from)}&to=${encodeURIComponent(data.to)}`);
    }
  }
  for (const query of SEARCHES) {
    figures.search.api.push(`/api/patients?per_page=25&search=${encodeURIComponent(query)}`);
    figures.search.floor.push(`/search?company=${companyId}&search=${encodeURIComponent(query)}`);
  }
  return figures;
}

async function main() {
  const platform = await startBenchPlatform({ database: 'dental_load_bench', pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  let floor;
  try {
    const figures = await loadFixture(platform);
    floor = await startFloor({ databaseUrl: platform.url, port: FLOOR_PORT });
    const apiBase = `http://127.0.0.1:${API_PORT}`;
    const headers = { authorization: `Bearer ${platform.token}` };
    const rows = [];
    for (const [name, label] of [['day', 'load: day view'], ['week', 'load: week view'], ['search', 'load: patient search']]) {
      // A short warm-up of each (JIT, pools, caches), then the measured run: API first, then the floor.
      await load({ base: apiBase, paths: figures[name].api, headers, connections: 10, seconds: 2 });
      await load({ base: floor.base, paths: figures[name].floor, connections: 10, seconds: 2 });
      const api = await load({ base: apiBase, paths: figures[name].api, headers, connections: CONNECTIONS, seconds: SECONDS });
      const bare = await load({ base: floor.base, paths: figures[name].floor, connections: CONNECTIONS, seconds: SECONDS });
      console.log(`\n${label}, ${CONNECTIONS} connections, ${SECONDS} s\n  API   ${fmtLoad(api)}\n  floor ${fmtLoad(bare)}`);
      rows.push(...loadRows(`${label} (${CONNECTIONS} conn, ${SECONDS} s)`, api, bare));
    }
    report('load', rows);
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
