#!/usr/bin/env node
/**
 * The invoice list of one branch at scale (not a test): generates invoices (default 500,000) in SQL
 * into a separate database, starts the API on it, and prints the list's p50/p99 through HTTP
 * (a page of 25 with the sums of every filtered row) beside the raw SQL time of the same reads
 * (the page's ids and the sums, then the page's rows), for the unfiltered list and for a month of
 * unpaid invoices.
 *
 *   node tools/bench/invoices.mjs [--quick] [--rows 500000] [--requests 40] [--port 7312]
 *        [--pg-port 7313] [--data-dir .data/pg-invoices-bench] [--no-build] [--explain]
 *
 * Shape: 4 branches, issued invoices spread over ~3 years back from today (one line each), about
 * 60 % paid, 15 % part paid, 25 % unpaid; payment types by method. The database is
 * `dental_invoices_bench`, dropped and created afresh on every run. `--quick` (npm run bench --
 * --quick): 50,000 invoices, 15 requests.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, flag, getJson, isMain, ms, option, percentile, report, startBenchPlatform } from './bench-kit.mjs';
import { dollarParams } from './kit/pg-statement.mjs';

const DATABASE = 'dental_invoices_bench';
const ROWS = Number(option('rows', flag('quick') ? 50_000 : 500_000));
const REQUESTS = Number(option('requests', flag('quick') ? 15 : 40));
const API_PORT = Number(option('port', 7312));
const PG_PORT = Number(option('pg-port', 7313));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-invoices-bench'));
const BRANCHES = 4;
const DAYS = 1100;

async function bulkSeed(client) {
  const started = performance.now();
  const { rows: [{ id: companyId }] } = await client.query(`select id from company where slug = 'demo'`);
  const { rows: [{ uuid: department }] } = await client.query(`select uuid from department where company_id = $1 limit 1`, [companyId]);
  const patients = (await client.query(`select uuid from patient where company_id = $1`, [companyId])).rows.map((row) => row.uuid);
  const doctors = (await client.query(`select uuid from "user" where company_id = $1`, [companyId])).rows.map((row) => row.uuid);
  const branches = (
    await client.query(
      `insert into branch (company_id, department_uuid, name) select $1, $2, 'Bench ' || b from generate_series(1, ${BRANCHES}) b returning uuid`,
      [companyId, department],
    )
  ).rows.map((row) => row.uuid);
  const CHUNK = 100_000;
  for (let from = 0; from < ROWS; from += CHUNK) {
    const to = Math.min(ROWS, from + CHUNK) - 1;
    // Invoice i: branch i % 4, issued (i / rows) of DAYS back, 30-150 EUR exempt; paid by i % 20.
    await client.query(
      `insert into invoice (company_id, branch_uuid, patient_uuid, doctor_uuid, kind, status, number, issued_at, listed_at, supply_date, invoice_due,
         price_gross, price_without_vat, price_total, price_to_pay, amount_paid, payment_type)
       select $1, ($2::uuid[])[1 + i % ${BRANCHES}], ($3::uuid[])[1 + abs(hashtext(i::text)) % cardinality($3::uuid[])],
         ($4::uuid[])[1 + i % cardinality($4::uuid[])], 'invoice', 'issued',
         'RC-B' || (i % ${BRANCHES}) || '-' || lpad(i::text, 8, '0'),
         now() - ((i::float / ${ROWS}) * ${DAYS}) * interval '1 day', now() - ((i::float / ${ROWS}) * ${DAYS}) * interval '1 day',
         (now() - ((i::float / ${ROWS}) * ${DAYS}) * interval '1 day')::date, (now() - ((i::float / ${ROWS}) * ${DAYS}) * interval '1 day')::date + 14,
         p, p, p, p,
         case when i % 20 < 12 then p when i % 20 < 15 then p / 2 else 0 end,
         case when i % 20 < 12 then 1 + i % 3 when i % 20 < 15 then 1 else 0 end
       from generate_series($5::int, $6::int) as i, lateral (select 3000 + (i % 25) * 500 as p) price`,
      [companyId, branches, patients, doctors, from, to],
    );
    process.stdout.write(`  inserted ${(to + 1).toLocaleString('en')} / ${ROWS.toLocaleString('en')}\r`);
  }
  await client.query('analyze invoice');
  console.log(`\nGenerated ${ROWS.toLocaleString('en')} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { companyId, branches };
}

/** What the list sends for a page and for its sums (invoice-list.service.ts), unfiltered or unpaid in a period. */
const WHERE = (unpaid) =>
  `i.company_id = $1 and i.deleted_at is null and i.branch_uuid = $2${
    unpaid ? ` and i.status = 'issued' and i.kind = 'invoice' and i.amount_paid = 0 and greatest(0, i.price_to_pay - i.amount_credited - i.amount_paid) > 0 and i.listed_at >= $3 and i.listed_at < $4` : ''
  }`;
const PAGE_SQL = (unpaid) =>
  `select i.uuid from invoice i join patients_v1.patient_ref p on p.uuid = i.patient_uuid where ${WHERE(unpaid)} order by i.listed_at desc nulls last, i.uuid asc limit 25`;
const SUMS_SQL = (unpaid) =>
  `select count(*), sum(i.price_total), sum(i.price_to_pay), sum(i.amount_paid), sum(greatest(0, i.price_to_pay - i.amount_credited - i.amount_paid))
   from invoice i join patients_v1.patient_ref p on p.uuid = i.patient_uuid where ${WHERE(unpaid)}`;
/** The page's rows as the API reads them, the very statement (services/billing's invoice-list.sql.ts). */
const { LIST_ROWS_SQL } = await import(new URL('../../services/billing/dist/invoices/invoice-list.sql.js', import.meta.url).href);
const ROWS_SQL = dollarParams(LIST_ROWS_SQL);

function monthBack(months) {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months, 1);
  const first = date.toISOString().slice(0, 10);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return [first, date.toISOString().slice(0, 10)];
}

async function measure(client, apiBase, token, companyId, branches, unpaid) {
  const http = [];
  const sql = [];
  let rows = 0;
  for (let round = 0; round < REQUESTS + 3; round++) {
    const branch = branches[round % branches.length];
    const [from, to] = monthBack(round % 30);
    const query = new URLSearchParams({ branch_uuid: branch, sort: 'issued_at', order: 'desc', per_page: '25', ...(unpaid ? { status: 'unpaid', date_from: from, date_to: to } : {}) });
    const t0 = performance.now();
    const { status, body } = await getJson(`${apiBase}/invoices?${query}`, token);
    const t1 = performance.now();
    if (status !== 200) throw new Error(`invoice list answered ${status}: ${JSON.stringify(body)}`);
    const params = unpaid ? [companyId, branch, `${from}T00:00:00+02:00`, `${to}T23:59:59+02:00`] : [companyId, branch];
    const t2 = performance.now();
    const [page] = await Promise.all([client.query(PAGE_SQL(unpaid), params), client.query(SUMS_SQL(unpaid), params)]);
    await client.query(ROWS_SQL, [companyId, `{${page.rows.map((row) => row.uuid).join(',')}}`]);
    const t3 = performance.now();
    if (round >= 3) {
      http.push(t1 - t0);
      sql.push(t3 - t2);
      rows += body.sums.count;
    }
  }
  console.log(`\n${unpaid ? 'Unpaid invoices of one month' : 'Every invoice'} of a branch, a page of 25 with the sums of ~${Math.round(rows / REQUESTS).toLocaleString('en')} rows, ${REQUESTS} sequential requests:`);
  console.log(`${''.padEnd(12)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
  console.log(`${'HTTP'.padEnd(12)}${ms(percentile(http, 50))}${ms(percentile(http, 99))}`);
  console.log(`${'raw SQL'.padEnd(12)}${ms(percentile(sql, 50))}${ms(percentile(sql, 99))}`);
  const api = percentile(http, 50);
  const floor = percentile(sql, 50);
  const what = unpaid ? 'unpaid of a month' : 'every invoice';
  report('invoices', [
    {
      figure: `invoice list, ${what} of a branch (${(ROWS / 1000).toFixed(0)}k): p50`,
      api: ms(api).trim(),
      floor: ms(floor).trim(),
      ratio: api / floor,
      goal: '<= 2x SQL',
      pass: api <= 2 * floor,
    },
  ]);
}

async function main() {
  const { client, token, apiBase, stop } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  try {
    const { companyId, branches } = await bulkSeed(client);
    await measure(client, apiBase, token, companyId, branches, false);
    await measure(client, apiBase, token, companyId, branches, true);
    if (flag('explain')) {
      const plan = await client.query(`explain (analyze, buffers) ${SUMS_SQL(false)}`, [companyId, branches[0]]);
      console.log(`\nEXPLAIN ANALYZE of a branch's sums:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  } finally {
    await stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
