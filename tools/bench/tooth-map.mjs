#!/usr/bin/env node
/**
 * The dental card of a patient with a long history (not a test): 300 log items (findings, plans,
 * treatments on every tooth over ten years, some invalidated) and a child-to-adult set of tooth
 * types, then GET /api/patients/{uuid}/tooth-map today and at a past date, p50/p99 through HTTP
 * beside the raw SQL of the same reads: the API's own statements (kit/tooth-map-reads.mjs), sent
 * as it sends them (the patient's look-up beside the teeth and the items in force), after a warm-up.
 * Then the screen: /patients/{uuid}/tooth-map opened in Chromium (the built shell and remotes served
 * as `npm start` serves them), timed from navigation until the 52 tooth buttons and every item row
 * are on screen.
 *
 *   node tools/bench/tooth-map.mjs [--quick] [--items 300] [--requests 60] [--warm-up 200] [--opens 10] [--port 3310]
 *        [--pg-port 54362] [--data-dir .data/pg-tooth-map] [--no-build]
 * Builds the API and the web apps the browser part opens (unless --no-build).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, answerBytes, flag, getJson, ms, option, percentile, report, startBenchPlatform, warmUp } from './bench-kit.mjs';
import { signedInBrowser, startWeb } from './kit/web.mjs';
import { runCard } from './kit/tooth-map-reads.mjs';

const DATABASE = 'dental_tooth_map_bench';
const ITEMS = Number(option('items', 300));
const REQUESTS = Number(option('requests', flag('quick') ? 30 : 60));
const WARM_UP = Number(option('warm-up', flag('quick') ? 100 : 200)); // card reads before any is timed
const OPENS = Number(option('opens', flag('quick') ? 3 : 10));
const API_PORT = Number(option('port', 3310));
const PG_PORT = Number(option('pg-port', 54362));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-tooth-map'));

const TEETH = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];

async function seedCard(client) {
  const { rows: [company] } = await client.query(`select id from company where slug = 'demo'`);
  const { rows: [patient] } = await client.query(`select uuid from patient where company_id = $1 and deleted_at is null order by uuid limit 1`, [company.id]);
  const { rows: statuses } = await client.query(`select uuid, has_surface from tooth_status where company_id = $1 order by sort_order`, [company.id]);
  const { rows: services } = await client.query(`select uuid, price_from from service where company_id = $1 order by sku limit 20`, [company.id]);
  const { rows: [plan] } = await client.query(
    `insert into treatment_plan (company_id, patient_uuid, name, phases) values ($1, $2, 'Bench', '[]') returning uuid`,
    [company.id, patient.uuid],
  );
  const { rows: [visit] } = await client.query(`select uuid from appointment where company_id = $1 and patient_uuid = $2 order by time_from limit 1`, [company.id, patient.uuid]);
  for (let i = 0; i < ITEMS; i += 1) {
    const status = statuses[i % statuses.length];
    const service = services[i % services.length];
    const daysAgo = Math.round(((ITEMS - i) / ITEMS) * 3650);
    const stage = visit && i % 4 === 0 ? 'treated' : i % 4 === 1 ? 'planned' : i % 4 === 2 ? 'existing' : 'diagnosed';
    const planned = stage === 'planned' || stage === 'treated';
    await client.query(
      `insert into tooth_map_item (company_id, patient_uuid, tooth, surfaces, status_uuid, stage, service_uuid, plan_uuid, price, price_frozen,
         diagnosed_at, planned_at, treated_at, appointment_uuid, invalidated_at, invalidation_reason)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11), $12, $13, $14, $15, $16)`,
      [
        company.id, patient.uuid, TEETH[i % TEETH.length], JSON.stringify(status.has_surface ? ['occlusal'] : []), status.uuid, stage,
        planned ? service.uuid : null, planned ? plan.uuid : null, planned ? service.price_from : null, stage === 'treated',
        daysAgo, planned ? new Date(Date.now() - (daysAgo - 1) * 86_400_000) : null, stage === 'treated' ? new Date(Date.now() - (daysAgo - 2) * 86_400_000) : null,
        stage === 'treated' ? visit.uuid : null, i % 10 === 9 ? new Date() : null, i % 10 === 9 ? 'Bench correction' : null,
      ],
    );
  }
  await client.query('analyze tooth_map_item');
  return { companyId: company.id, patient: patient.uuid };
}

async function measure(sqlPool, apiBase, token, companyId, patient, at) {
  const until = at ? new Date(`${at}T23:59:59.999+02:00`) : new Date();
  const http = [];
  const sql = [];
  let count = 0;
  for (let round = 0; round < REQUESTS + 3; round += 1) {
    const t0 = performance.now();
    const { status, body } = await getJson(`${apiBase}/patients/${patient}/tooth-map${at ? `?at=${at}` : ''}`, token);
    const t1 = performance.now();
    if (status !== 200) throw new Error(`tooth-map answered ${status}: ${JSON.stringify(body)}`);
    count = body.data.items.length;
    const t2 = performance.now();
    await runCard(sqlPool, { companyId, patient, until });
    const t3 = performance.now();
    if (round >= 3) {
      http.push(t1 - t0);
      sql.push(t3 - t2);
    }
  }
  return { count, http, sql };
}

/**
 * Opens the card `OPENS` times (a full page load each, as a bookmark or a reload would) after one
 * opening that fills the browser's cache: ms from navigation until the chart's 52 teeth and all
 * `rows` item rows are in the document.
 */
async function measureScreen(origin, patient, rows) {
  const { browser, page } = await signedInBrowser(origin);
  try {
    const open = async () => {
      const t0 = performance.now();
      await page.goto(`${origin}/patients/${patient}/tooth-map`, { waitUntil: 'commit' });
      await page.waitForFunction(
        (expected) => document.querySelectorAll('button[data-tooth]').length === 52 && document.querySelectorAll('.tm-table tbody tr').length === expected,
        rows,
        { timeout: 60_000, polling: 'raf' },
      );
      return performance.now() - t0;
    };
    const first = await open();
    const times = [];
    for (let i = 0; i < OPENS; i += 1) times.push(await open());
    return { first, times };
  } finally {
    await browser.close();
  }
}

async function main() {
  const { client, token, apiBase, stop, url } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT, buildAll: true });
  const sqlPool = new pg.Pool({ connectionString: url, max: 3 });
  try {
    const { companyId, patient } = await seedCard(client);
    const fiveYearsAgo = new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10);
    await warmUp(apiBase, [`/patients/${patient}/tooth-map`, `/patients/${patient}/tooth-map?at=${fiveYearsAgo}`], token, WARM_UP);
    console.log(`\nDental card of one patient with ${ITEMS} log items, ${REQUESTS} sequential requests per read:`);
    console.log(`${'read'.padEnd(22)}${'items'.padStart(7)}${'HTTP p50'.padStart(10)}${'HTTP p99'.padStart(10)}${'SQL p50'.padStart(10)}${'SQL p99'.padStart(10)}`);
    const reads = [];
    for (const [name, at] of [['today', null], [`at ${fiveYearsAgo}`, fiveYearsAgo]]) {
      const r = await measure(sqlPool, apiBase, token, companyId, patient, at);
      reads.push({ name, ...r });
      console.log(`${name.padEnd(22)}${String(r.count).padStart(7)}${ms(percentile(r.http, 50))}${ms(percentile(r.http, 99))}${ms(percentile(r.sql, 50))}${ms(percentile(r.sql, 99))}`);
    }
    // The answer names each diagnosis once (statuses); beside it, the same card with every item whole.
    const size = await answerBytes(`${apiBase}/patients/${patient}/tooth-map`, token);
    const { body: answer } = await getJson(`${apiBase}/patients/${patient}/tooth-map`, token);
    const statuses = new Map(answer.data.statuses.map((status) => [status.uuid, status]));
    const whole = Buffer.byteLength(
      JSON.stringify({ data: { ...answer.data, statuses: undefined, items: answer.data.items.map(({ status_uuid, ...item }) => ({ ...item, status: statuses.get(status_uuid) })) } }),
    );
    console.log(`\nThe card's answer: ${(size.identity / 1024).toFixed(1)} KB (${(size.gzip / 1024).toFixed(1)} KB gzip); with every item whole ${(whole / 1024).toFixed(1)} KB`);
    const web = await startWeb(apiBase);
    let screen;
    try {
      screen = await measureScreen(web.origin, patient, reads[0].count);
    } finally {
      await web.stop();
    }
    console.log(`\nThe card in Chromium (full page load to 52 teeth and ${reads[0].count} rows): first ${screen.first.toFixed(0)} ms, then p50 ${percentile(screen.times, 50).toFixed(0)} ms, max ${Math.max(...screen.times).toFixed(0)} ms over ${OPENS} opens`);

    const today = reads[0];
    const past = reads[1];
    const apiToday = percentile(today.http, 50);
    const row = (figure, r) => {
      const api = percentile(r.http, 50);
      const sql = percentile(r.sql, 50);
      return { figure, api: ms(api).trim(), floor: ms(sql).trim(), ratio: api / sql, goal: '<= 2x SQL', pass: api <= 2 * sql };
    };
    const shown = percentile(screen.times, 50);
    report('tooth-map', [
      row(`dental card read, ${today.count} of ${ITEMS} items, today: p50`, today),
      row(`dental card read at a date 5 years back (${past.count} items): p50`, past),
      {
        figure: `dental card in Chromium, page load to 52 teeth + ${today.count} rows: p50`,
        api: `${shown.toFixed(0)} ms`,
        floor: `${apiToday.toFixed(0)} ms API read`,
        ratio: shown / apiToday,
        goal: '<= 2000 ms',
        pass: shown <= 2000,
      },
      {
        figure: `dental card answer (${today.count} items, ${statuses.size} diagnoses), plain (gzip)`,
        api: `${(size.identity / 1024).toFixed(1)} KB (${(size.gzip / 1024).toFixed(1)} KB)`,
        floor: `${(whole / 1024).toFixed(1)} KB items whole`,
        ratio: size.identity / whole,
        goal: '(shown)',
        pass: null,
      },
      { figure: 'dental card in Chromium, first open (empty cache)', api: `${screen.first.toFixed(0)} ms`, floor: '', ratio: null, goal: '(shown)', pass: null },
    ]);
  } finally {
    await sqlPool.end();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
