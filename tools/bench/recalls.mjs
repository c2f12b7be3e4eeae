#!/usr/bin/env node
/**
 * The recall list at scale (issue 32: every new read beside its SQL), not a test: recalls for
 * 100,000 patients (quick: 20,000) of the demo company, one per patient, due from a year back to a
 * year ahead, a tenth with contact attempts and a tenth booked; then GET /api/recalls for a month of
 * due dates (a page of 25 with the counts of every state), 60 sequential requests (quick: 20), a
 * different month each, beside the API's own statements sent straight to Postgres as it sends
 * them (services/recall's recall-list.sql.ts: the counts beside the page, then the page's attempts).
 *
 *   node tools/bench/recalls.mjs [--quick] [--patients 100000] [--requests 60] [--port 3350] [--pg-port 54365]
 *        [--data-dir .data/pg-recalls] [--no-build]
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, flag, getJson, isMain, ms, option, percentile, report, startBenchPlatform, warmUp } from './bench-kit.mjs';
import { pgStatement, dollarParams } from './kit/pg-statement.mjs';

const DATABASE = 'dental_recalls_bench';
const PATIENTS = Number(option('patients', flag('quick') ? 20_000 : 100_000));
const REQUESTS = Number(option('requests', flag('quick') ? 20 : 60));
const API_PORT = Number(option('port', 3350));
const PG_PORT = Number(option('pg-port', 54365));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-recalls'));

/** The list's statements as the API builds them (the built module; `npm run bench` builds it first). */
const { pageStatements, ATTEMPTS_SQL } = await import(new URL('../../services/recall/dist/recalls/recall-list.sql.js', import.meta.url).href);
const { DEFAULT_TIME_ZONE, dayBounds, todayIn } = await import('@dental/domain-time');

async function seed(client) {
  const started = performance.now();
  const { rows: [company] } = await client.query(`select id from company where slug = 'demo'`);
  const { rows: types } = await client.query(`select uuid, service_uuids from recall_type where company_id = $1 and deleted_at is null order by uuid`, [company.id]);
  const { rows: [user] } = await client.query(`select uuid from "user" where company_id = $1 limit 1`, [company.id]);
  await client.query(
    `insert into patient (company_id, first_name, last_name, phone, communication_language)
     select $1, (array['Anna','Jānis','Līga','Pēteris','Ilze','Kārlis'])[1 + i % 6], 'Recall' || i, '+3712' || lpad(i::text, 7, '0'), 'lv'
     from generate_series(1, $2::int) i`,
    [company.id, PATIENTS],
  );
  // One recall a patient, of one of the demo's types, due from a year back to a year ahead.
  await client.query(
    `insert into recall (company_id, patient_uuid, recall_type_uuid, due_date, cycle_started_at)
     select $1, p.uuid, ($2::uuid[])[1 + n % cardinality($2::uuid[])], current_date - 365 + (n % 730)::int, now() - interval '200 days'
     from (select uuid, row_number() over (order by uuid) as n from patient where company_id = $1 and last_name like 'Recall%') p
     on conflict do nothing`,
    [company.id, types.map((type) => type.uuid)],
  );
  await client.query(
    `insert into recall_attempt (company_id, recall_uuid, channel, outcome, user_uuid)
     select r.company_id, r.uuid, 'phone', 'no_answer', $2 from recall r where r.company_id = $1 and hashtext(r.uuid::text) % 10 = 0`,
    [company.id, user.uuid],
  );
  // A tenth booked: a coming appointment with one of the type's services, as calendar's events project it.
  await client.query(
    `insert into recall_appointment (appointment_uuid, company_id, patient_uuid, service_uuid, time_from, status, deleted, version)
     select gen_random_uuid(), r.company_id, r.patient_uuid, t.service_uuids[1], now() + interval '10 days', 1, false, 1
     from recall r join recall_type t on t.uuid = r.recall_type_uuid
     where r.company_id = $1 and cardinality(t.service_uuids) > 0 and hashtext(r.uuid::text) % 10 = 1`,
    [company.id],
  );
  await client.query('analyze');
  console.log(`Seeded ${PATIENTS.toLocaleString('en')} patients with their recalls in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return company.id;
}

/** The month `back` months before this one (a year back to a year ahead), as due_from / due_to. */
function month(offset) {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + offset);
  const first = date.toISOString().slice(0, 10);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return [first, date.toISOString().slice(0, 10)];
}

async function main() {
  const { client, token, apiBase, stop, url } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  const sqlPool = new pg.Pool({ connectionString: url, max: 3 });
  try {
    const companyId = await seed(client);
    const query = (offset) => {
      const [due_from, due_to] = month(offset);
      return { due_from, due_to, page: 1, per_page: 25 };
    };
    await warmUp(apiBase, Array.from({ length: 12 }, (_, i) => `/recalls?${new URLSearchParams(query(i - 6))}`), token, flag('quick') ? 50 : 150);
    const http = [];
    const sql = [];
    let total = 0;
    for (let round = 0; round < REQUESTS; round += 1) {
      const q = query((round % 24) - 12);
      const t0 = performance.now();
      const { status, body } = await getJson(`${apiBase}/recalls?${new URLSearchParams(q)}`, token);
      const t1 = performance.now();
      if (status !== 200) throw new Error(`recall list answered ${status}: ${JSON.stringify(body)}`);
      total += body.meta.total;
      const date = todayIn(DEFAULT_TIME_ZONE);
      const statements = pageStatements(companyId, { date, start: new Date(dayBounds(date, DEFAULT_TIME_ZONE)[0]) }, q);
      const t2 = performance.now();
      const [, page] = await Promise.all([sqlPool.query(pgStatement(statements.counts)), sqlPool.query(pgStatement(statements.page))]);
      await sqlPool.query(dollarParams(ATTEMPTS_SQL), [companyId, `{${page.rows.map((row) => row.uuid).join(',')}}`]);
      const t3 = performance.now();
      http.push(t1 - t0);
      sql.push(t3 - t2);
    }
    const api = percentile(http, 50);
    const floor = percentile(sql, 50);
    console.log(`\nRecall list, a month of due dates (~${Math.round(total / REQUESTS).toLocaleString('en')} of ${PATIENTS.toLocaleString('en')} recalls), a page of 25 with the counts, ${REQUESTS} requests:`);
    console.log(`HTTP p50 ${ms(api)}  p99 ${ms(percentile(http, 99))}   SQL p50 ${ms(floor)}  p99 ${ms(percentile(sql, 99))}`);
    report('recalls', [
      { figure: `recall list, a month of due dates (${(PATIENTS / 1000).toFixed(0)}k recalls): p50`, api: ms(api).trim(), floor: ms(floor).trim(), ratio: api / floor, goal: '<= 2x SQL', pass: api <= 2 * floor },
    ]);
  } finally {
    await sqlPool.end();
    await stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
