#!/usr/bin/env node
/**
 * The income and workload reports at scale (not a test): generates 2,000,000 appointments in SQL
 * into a separate database (the shape of tools/bench/calendar-week.mjs), an issued invoice and a
 * payment for every finished appointment of the last 400 days, and the planner's work times of
 * those days; starts the API on it and prints, for a year of one branch, the reports' p50/p99
 * through HTTP beside the raw SQL time of the same aggregation, and the owner's view (every branch
 * side by side, GET /api/reports/branches) for a year of the whole chain.
 *
 *   node tools/bench/reports.mjs [--rows 2000000] [--branches 50] [--requests 30] [--port 3332]
 *        [--pg-port 54403] [--data-dir .data/pg-reports-bench] [--no-build] [--explain]
 *
 * Shape: 50 branches (issue 31's chain) x 5 rooms, one practitioner per room, 16 half-hour slots a
 * day (08:00-16:00 Riga) every day back from two weeks ahead (2M rows ~ 1.4 years; the chain's
 * year ~1.46M appointments); a branch's year holds ~29,000
 * appointments, ~28,000 invoices, as many payments and treated procedures (a filling at the
 * appointment's price, treated 15 minutes in). The writers' rows are told as events once after the
 * bulk insert (each module's history, as its migration does) and the reports' read model is rebuilt
 * by replaying them (`reports:rebuild` of the API's CLI). Constraints and indexes of `appointment`
 * are dropped for the bulk insert and built again after it. The database is
 * `dental_reports_bench`, dropped and created afresh on every run.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT, flag, getJson, ms, option, percentile, report, startBenchPlatform } from './bench-kit.mjs';
import { billFinishedVisits, insertAppointmentRows, seedBenchBranches } from './kit/appointment-rows.mjs';
import { pgStatement } from './kit/pg-statement.mjs';

/** The owner's view's own statements, from the reports service's build (never a copy that can drift). */
const BRANCHES_SQL = await import(new URL('../../services/reports/dist/branches/branches-report.sql.js', import.meta.url).href);

const DATABASE = 'dental_reports_bench';
const ROWS = Number(option('rows', flag('quick') ? 200_000 : 2_000_000));
const REQUESTS = Number(option('requests', flag('quick') ? 10 : 30));
const GOAL_MS = 200;
const API_PORT = Number(option('port', 3332));
const PG_PORT = Number(option('pg-port', 54403));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-reports-bench'));
const BRANCHES = Number(option('branches', 50));
const ROOMS_PER_BRANCH = 5;
const SLOTS = 16;
const ROOMS = BRANCHES * ROOMS_PER_BRANCH;
const PER_DAY = ROOMS * SLOTS;
const BILLED_DAYS = 400;

async function bulkSeed(client, url) {
  const started = performance.now();
  const bench = await seedBenchBranches(client, { branches: BRANCHES, roomsPerBranch: ROOMS_PER_BRANCH });
  const { companyId, branches, rooms, branchOfRoom, practitionerOfRoom } = bench;

  await insertAppointmentRows(client, {
    ...bench,
    rows: ROWS,
    slots: SLOTS,
    reason: `'treatment'`,
    status: `case when i % 17 = 0 then 4 when i % 23 = 0 then 5 when i / ${PER_DAY} < 14 then 1 + i % 3 else 8 end`,
    daysBack: `i / ${PER_DAY} - 14`,
  });

  // An issued invoice at the appointment's end and a payment an hour later (every fifth by card).
  const billed = await billFinishedVisits(client, { companyId, billedDays: BILLED_DAYS, numberPrefix: 'B-' });
  // The planner: each practitioner 08:00-16:00 in their room on every billed day.
  await client.query(
    `insert into work_time (company_id, branch_uuid, room_uuid, user_uuid, time_from, time_to)
     select $1, ($2::uuid[])[k], ($3::uuid[])[k], ($4::uuid[])[k],
       ((current_date - d)::timestamp + time '08:00') at time zone 'Europe/Riga',
       ((current_date - d)::timestamp + time '16:00') at time zone 'Europe/Riga'
     from generate_series(1, ${ROOMS}) k, generate_series(0, ${BILLED_DAYS}) d`,
    [companyId, branchOfRoom, rooms, practitionerOfRoom],
  );
  // A treated filling per invoiced appointment, at its price, 15 minutes after the start.
  await client.query(
    `insert into tooth_map_item (company_id, patient_uuid, tooth, surfaces, status_uuid, stage, price, price_frozen, diagnosed_at, treated_at, appointment_uuid, practitioner_uuid)
     select a.company_id, a.patient_uuid, 11 + abs(hashtext(a.uuid::text)) % 8, '["occlusal"]'::jsonb,
       (select uuid from tooth_status where company_id = $1 limit 1), 'treated', a.price, true, a.time_from, a.time_from + interval '15 minutes', a.uuid, a.practitioner_uuid
     from invoice i join appointment a on a.uuid = i.appointment_uuid where i.company_id = $1`,
    [companyId],
  );
  // The rows inserted in bulk told as the events that made them (each module's history), then the
  // reports' read model replayed from them: what the writes' events keep current one by one.
  const told = performance.now();
  const history = async (file, name) => (await import(pathToFileURL(path.join(ROOT, file)).href))[name]((sql) => client.query(sql));
  await history('services/calendar/dist/events/calendar-history.js', 'appendCalendarHistory');
  await history('services/dental-card/dist/events/dental-card-history.js', 'appendDentalCardHistory');
  await history('services/billing/dist/events/billing-history.js', 'appendBillingHistory');
  const { rows: [{ events }] } = await client.query('select count(*)::int as events from event_log');
  console.log(`\nTold ${events.toLocaleString('en')} events in ${((performance.now() - told) / 1000).toFixed(1)} s.`);
  const replay = performance.now();
  execFileSync(process.execPath, [path.join(ROOT, 'services/api/dist/cli.js'), 'reports:rebuild'], { env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' } });
  console.log(`Replayed them into the reports' read model in ${((performance.now() - replay) / 1000).toFixed(1)} s.`);
  for (const table of ['appointment', 'invoice', 'payment', 'work_time', 'tooth_map_item', 'report_income_day', 'report_appointment', 'report_work_time']) await client.query(`vacuum analyze ${table}`);
  console.log(
    `\nGenerated ${ROWS.toLocaleString('en')} appointments, ${billed.toLocaleString('en')} invoices and payments, ${(ROOMS * (BILLED_DAYS + 1)).toLocaleString('en')} work times in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return { companyId, branches: branches.map((branch) => branch.uuid) };
}

/** The branch CTE of services/reports/src/reports/report-scope.ts. */
const CTE = `with b as (
  select uuid, time_zone, ($1::date)::timestamp at time zone time_zone as day_from, ($2::date + 1)::timestamp at time zone time_zone as day_to
  from identity_v1.branch_ref where company_id = $3 and uuid = $4)`;
/** The month ranges CTE of report-scope.ts `bucketRangesCte`. */
const RANGES = `, k as (
  select b.uuid as branch_uuid, s::date::text as bucket, greatest(b.day_from, s at time zone b.time_zone) as t_from,
    least(b.day_to, (s + interval '1 month') at time zone b.time_zone) as t_to
  from b, generate_series(date_trunc('month', ($1::date)::timestamp), ($2::date)::timestamp, interval '1 month') as s)`;
const BUCKET = (column) => `(date_trunc('month', ${column} at time zone b.time_zone))::date::text`;

/** The same aggregations as services/reports (workload.service.ts, incomes.service.ts), split by doctor per month. */
const RAW = {
  workload: [
    `${CTE}${RANGES} select k.bucket, a.practitioner_uuid as key, count(*)::int,
       count(*) filter (where a.status in (8, 9, 10))::int, count(*) filter (where a.status = 4)::int, count(*) filter (where a.status = 5)::int,
       round(extract(epoch from coalesce(sum(a.time_to - a.time_from) filter (where a.status <> 4), interval '0')) / 60)::bigint
     from k join report_appointment a on a.branch_uuid = k.branch_uuid and a.time_from >= k.t_from and a.time_from < k.t_to
     where a.company_id = $3 and not a.deleted group by 1, 2`,
    `${CTE}${RANGES} select k.bucket, w.user_uuid as key, round(extract(epoch from sum(w.time_to - w.time_from)) / 60)::bigint
     from k join report_work_time w on w.branch_uuid = k.branch_uuid and w.time_from >= k.t_from and w.time_from < k.t_to
     where w.company_id = $3 and not w.deleted group by 1, 2`,
  ],
  incomes: [
    `${CTE} select (date_trunc('month', s.day::timestamp))::date::text as bucket, s.doctor_uuid as key, s.method::text,
       sum(s.received)::bigint, sum(s.invoiced)::bigint, sum(s.production)::bigint
     from b join report_income_day s on s.branch_uuid = b.uuid
     where s.company_id = $3 and s.day >= $1::date and s.day <= $2::date group by 1, 2, 3`,
  ],
};

/** The live SQL over the underlying rows (services/reports income-sources.ts): what the incomes report read before the summary. */
const LIVE_INCOMES = [
  `${CTE} select ${BUCKET('p.paid_at')} as bucket, coalesce(a.practitioner_uuid, i.doctor_uuid, o.doctor_uuid) as key, p.method::text, sum(p.amount)::bigint
   from b join invoice i on i.branch_uuid = b.uuid join payment p on p.invoice_uuid = i.uuid
   left join invoice o on o.uuid = i.credited_invoice_uuid left join appointment a on a.uuid = coalesce(i.appointment_uuid, o.appointment_uuid)
   where i.company_id = $3 and p.status = 2 and p.deleted_at is null and p.paid_at >= b.day_from and p.paid_at < b.day_to group by 1, 2, 3`,
  `${CTE} select ${BUCKET('i.issued_at')} as bucket, coalesce(a.practitioner_uuid, i.doctor_uuid, o.doctor_uuid) as key,
     sum(case when i.kind = 'credit_note' then -abs(i.price_total) else i.price_total end)::bigint
   from b join invoice i on i.branch_uuid = b.uuid left join invoice o on o.uuid = i.credited_invoice_uuid
   left join appointment a on a.uuid = coalesce(i.appointment_uuid, o.appointment_uuid)
   where i.company_id = $3 and i.status = 'issued' and i.deleted_at is null and i.issued_at >= b.day_from and i.issued_at < b.day_to group by 1, 2`,
  `${CTE} select ${BUCKET('t.treated_at')} as bucket, a.practitioner_uuid as key, sum(t.price)::bigint
   from b join appointment a on a.branch_uuid = b.uuid join tooth_map_item t on t.appointment_uuid = a.uuid
   where t.company_id = $3 and t.stage = 'treated' and t.price is not null and t.invalidated_at is null and t.deleted_at is null
     and t.treated_at >= b.day_from and t.treated_at < b.day_to group by 1, 2`,
];

function lastYear() {
  const to = new Date();
  const from = new Date(to);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  from.setUTCDate(from.getUTCDate() + 1);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

/**
 * The owner's view: every branch's incomes and workload for a year side by side (GET /api/reports/branches),
 * sequential requests; beside each, its SQL: the service's three statements (branches-report.sql.ts)
 * sent at once on a pool of three, as the API sends them.
 */
async function chainYear(apiBase, token, url, companyId, from, to, branchCount) {
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const scope = { companyId, branchUuid: null, from, to };
  const statements = [BRANCHES_SQL.branchNamesStatement(scope), BRANCHES_SQL.branchIncomesStatement(scope), BRANCHES_SQL.branchWorkloadStatement(scope)].map(pgStatement);
  const http = [];
  const sql = [];
  let answer;
  try {
    for (let round = 0; round < REQUESTS + 3; round++) {
      const t0 = performance.now();
      const { status, body } = await getJson(`${apiBase}/reports/branches?from=${from}&to=${to}`, token);
      const t1 = performance.now();
      if (status !== 200) throw new Error(`branches answered ${status}: ${JSON.stringify(body)}`);
      await Promise.all(statements.map((statement) => pool.query(statement)));
      const t2 = performance.now();
      if (round >= 3) {
        http.push(t1 - t0);
        sql.push(t2 - t1);
      }
      answer = body.data;
    }
  } finally {
    await pool.end();
  }
  const lines = answer.branches.filter((line) => line.workload.appointments > 0);
  if (lines.length < branchCount) throw new Error(`the owner's view lists ${lines.length} branches with appointments, not ${branchCount}`);
  const p50 = percentile(http, 50);
  const floor = percentile(sql, 50);
  console.log(`${'branches HTTP'.padEnd(22)}${ms(p50)}${ms(percentile(http, 99))}   (${answer.branches.length} branches, ${answer.totals.workload.appointments.toLocaleString('en')} appointments)`);
  console.log(`${'branches SQL'.padEnd(22)}${ms(floor)}${ms(percentile(sql, 99))}`);
  const figure = `owner's view, a year of ${branchCount} branches side by side (${answer.totals.workload.appointments.toLocaleString('en')} appointments): p50`;
  return [
    { figure, api: ms(p50).trim(), floor: ms(floor).trim(), ratio: p50 / floor, goal: `<= ${GOAL_MS} ms`, pass: p50 <= GOAL_MS },
    { figure: "owner's view beside its own statements: p50", api: ms(p50).trim(), floor: ms(floor).trim(), ratio: p50 / floor, goal: '<= 2x SQL', pass: p50 <= 2 * floor },
  ];
}

const LAG_PAYMENTS = Number(option('lag-payments', flag('quick') ? 100 : 600));
const LAG_CONCURRENCY = 8;
const LAG_GOAL_MS = 1000;

/**
 * The event-to-report lag under load: payments through the invoices API, LAG_CONCURRENCY at a time
 * while the reports are read beside them, each measured from its event's `occurred_at` (stamped in
 * the payment's transaction) to the reports' consumer taking it (`event_inbox.processed_at`, the
 * start of the consumer's transaction), both on the database's clock.
 */
async function eventLag(apiBase, token, client, branch) {
  const post = async (path, body) => {
    const res = await fetch(`${apiBase}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()).data;
  };
  const { rows: [patient] } = await client.query(`select uuid from patient where company_id = (select company_id from branch where uuid = $1) limit 1`, [branch]);
  const { rows: [service] } = await client.query(`select uuid from service where company_id = (select company_id from branch where uuid = $1) and price_from > 0 limit 1`, [branch]);
  const draft = await post('/invoices', { patient_uuid: patient.uuid, branch_uuid: branch, services: [{ service_uuid: service.uuid, count: 100 }] });
  const invoice = await post(`/invoices/${draft.uuid}/issue`, { version: draft.version });
  const cents = Math.max(1, Math.floor(invoice.amount_remaining / (LAG_PAYMENTS + 1)));
  const { rows: [{ now: since }] } = await client.query('select now()');
  const { from, to } = lastYear();
  let sent = 0;
  const payer = async () => {
    while (sent < LAG_PAYMENTS) {
      sent += 1;
      await post(`/invoices/${invoice.uuid}/payments`, { method: 1, amount: cents });
    }
  };
  const reader = async () => {
    while (sent < LAG_PAYMENTS) await getJson(`${apiBase}/reports/incomes?branch_uuid=${branch}&from=${from}&to=${to}&bucket=month&by=doctor`, token);
  };
  const started = performance.now();
  await Promise.all([...Array.from({ length: LAG_CONCURRENCY }, payer), reader()]);
  const seconds = (performance.now() - started) / 1000;
  // Every payment's delivery taken, then the lags.
  for (let waited = 0; ; waited += 100) {
    const { rows: [{ pending }] } = await client.query(
      `select count(*)::int as pending from event_log e left join event_inbox i on i.event_id = e.id and i.consumer = 'reports.incomes'
       where e.type = 'payment.recorded' and e.occurred_at >= $1 and i.event_id is null`,
      [since],
    );
    if (pending === 0) break;
    if (waited > 30_000) throw new Error(`${pending} payments never reached the reports`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { rows } = await client.query(
    `select extract(epoch from (i.processed_at - e.occurred_at)) * 1000 as lag from event_log e join event_inbox i on i.event_id = e.id and i.consumer = 'reports.incomes'
     where e.type = 'payment.recorded' and e.occurred_at >= $1`,
    [since],
  );
  const lags = rows.map((row) => Number(row.lag));
  const [p50, p99] = [percentile(lags, 50), percentile(lags, 99)];
  console.log(`event -> report lag, ${lags.length} payments at ${(lags.length / seconds).toFixed(0)}/s:${ms(p50)}${ms(p99)}`);
  return [
    { figure: `event to report lag under load (${lags.length} payments, ${(lags.length / seconds).toFixed(0)}/s): p50`, api: ms(p50).trim(), floor: '', ratio: null, goal: 'shown', pass: null },
    { figure: 'event to report lag under load: p99', api: ms(p99).trim(), floor: '', ratio: null, goal: `<= ${LAG_GOAL_MS} ms`, pass: p99 <= LAG_GOAL_MS },
  ];
}

async function main() {
  const { client, token, apiBase, stop, url } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  try {
    const { companyId, branches } = await bulkSeed(client, url);
    const total = (await client.query('select count(*)::int as n from appointment')).rows[0].n;
    const { from, to } = lastYear();
    console.log(`\nA year (${from} .. ${to}) of one branch per month by doctor, over ${total.toLocaleString('en')} appointments, ${REQUESTS} sequential requests each (a different branch each time):`);
    console.log(`${''.padEnd(22)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
    const rows = [];
    for (const kind of ['incomes', 'workload']) {
      const http = [];
      const sql = [];
      let count = 0;
      let production = 0;
      for (let round = 0; round < REQUESTS + 3; round++) {
        const branch = branches[round % branches.length];
        const t0 = performance.now();
        const { status, body } = await getJson(`${apiBase}/reports/${kind}?branch_uuid=${branch}&from=${from}&to=${to}&bucket=month&by=doctor`, token);
        const t1 = performance.now();
        if (status !== 200) throw new Error(`${kind} answered ${status}: ${JSON.stringify(body)}`);
        for (const query of RAW[kind]) await client.query(query, [from, to, companyId, branch]);
        const t2 = performance.now();
        if (round >= 3) {
          http.push(t1 - t0);
          sql.push(t2 - t1);
          count = body.data.rows.length;
          production = body.data.totals.production ?? 0;
        }
      }
      if (kind === 'incomes' && production === 0) throw new Error('incomes answered no production: the treated procedures are not counted');
      console.log(`${`${kind} HTTP`.padEnd(22)}${ms(percentile(http, 50))}${ms(percentile(http, 99))}   (${count} rows)`);
      console.log(`${`${kind} raw SQL`.padEnd(22)}${ms(percentile(sql, 50))}${ms(percentile(sql, 99))}`);
      const api = percentile(http, 50);
      const floor = percentile(sql, 50);
      rows.push({ figure: `${kind} report, a year of one branch by doctor per month (${(total / 1e6).toFixed(1)}M appointments): p50`, api: ms(api).trim(), floor: ms(floor).trim(), ratio: api / floor, goal: `<= ${GOAL_MS} ms`, pass: api <= GOAL_MS });
    }
    // The live aggregation the summary replaced, three times (it takes seconds at 2M): shown, no goal.
    const live = [];
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      for (const query of LIVE_INCOMES) await client.query(query, [from, to, companyId, branches[round]]);
      live.push(performance.now() - t0);
    }
    console.log(`${'incomes live SQL'.padEnd(22)}${ms(percentile(live, 50))}   (over the rows themselves, no summary)`);
    rows.push({ figure: 'incomes live SQL over payments/invoices/treatments: p50', api: '', floor: ms(percentile(live, 50)).trim(), ratio: null, goal: 'shown', pass: null });
    rows.push(...(await chainYear(apiBase, token, url, companyId, from, to, branches.length)));
    rows.push(...(await eventLag(apiBase, token, client, branches[0])));
    report('reports', rows);

    if (flag('explain')) {
      for (const kind of ['incomes', 'workload']) {
        for (const query of [...RAW[kind], ...(kind === 'incomes' ? LIVE_INCOMES : [])]) {
          const plan = await client.query(`explain (analyze, buffers) ${query}`, [from, to, companyId, branches[3]]);
          console.log(`\nEXPLAIN ANALYZE (${kind}):\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
        }
      }
    }
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
