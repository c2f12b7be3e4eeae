#!/usr/bin/env node
/**
 * The calendar's week view at scale (not a test): generates 2,000,000 appointments in SQL into a
 * separate database, starts the API on it, and prints the week view's p50/p99 through HTTP beside
 * the raw SQL time of the same read: the API's own statements (kit/calendar-reads.mjs), sent as
 * it sends them (the grid, then the page's events with the people they show beside the work times).
 *
 *   node tools/bench/calendar-week.mjs [--rows 2000000] [--requests 60] [--warm-up 200] [--port 3331]
 *        [--pg-port 54402] [--data-dir .data/pg-calendar-bench] [--no-build] [--explain]
 *
 * Shape: 20 branches x 5 treatment rooms, one practitioner per room, 16 half-hour slots a day
 * (08:00-16:00 Riga), every day, as many days back from today as the rows need (2M rows ~ 3.4
 * years), so nothing overlaps and the exclusion constraints hold. The constraints and indexes are
 * dropped for the bulk insert and built again after it (as a restore would). The database is
 * `dental_calendar_bench`, dropped and created afresh on every run.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, answerBytes, flag, getJson, isMain, ms, option, percentile, report, startBenchPlatform, warmUp } from './bench-kit.mjs';
import { insertAppointmentRows, seedBenchBranches } from './kit/appointment-rows.mjs';
import { eventsSql, runCalendarView } from './kit/calendar-reads.mjs';

const DATABASE = 'dental_calendar_bench';

const ROWS = Number(option('rows', flag('quick') ? 100_000 : 2_000_000));
const REQUESTS = Number(option('requests', flag('quick') ? 30 : 60));
const WARM_UP = Number(option('warm-up', flag('quick') ? 100 : 200)); // week views before any is timed
const API_PORT = Number(option('port', 3331));
const PG_PORT = Number(option('pg-port', 54402));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-calendar-bench'));
const BRANCHES = 20;
const ROOMS_PER_BRANCH = 5;
const SLOTS = 16;
const ROOMS = BRANCHES * ROOMS_PER_BRANCH;
const PER_DAY = ROOMS * SLOTS;

export async function bulkSeed(client, ROWS) {
  const started = performance.now();
  const bench = await seedBenchBranches(client, { branches: BRANCHES, roomsPerBranch: ROOMS_PER_BRANCH });
  const { companyId, branches } = bench;

  const days = Math.ceil(ROWS / PER_DAY);
  // i -> day (back from today), room, slot; statuses spread like a clinic's (mostly finished, some canceled).
  const rebuildSeconds = await insertAppointmentRows(client, {
    ...bench,
    rows: ROWS,
    slots: SLOTS,
    reason: `(array['acute','consultation','treatment','control','hygiene'])[1 + i % 5]`,
    status: `case when i % 17 = 0 then 4 when i / ${PER_DAY} < 14 then 1 + i % 3 else 8 end`,
    daysBack: `i / ${PER_DAY} - 14`,
    extra: { comment: `case when i % 11 = 0 then 'Kontrole' end` },
    label: 'inserted',
  });
  await client.query('analyze appointment');
  console.log(
    `\nGenerated ${ROWS.toLocaleString('en')} appointments over ${days} days in ${((performance.now() - started) / 1000 - rebuildSeconds).toFixed(1)} s; indexes and exclusion constraints rebuilt (and checked) in ${rebuildSeconds.toFixed(1)} s.`,
  );
  return { companyId, branches: branches.map((branch) => branch.uuid), days };
}

export function mondayBefore(daysBack) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() - daysBack);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

async function main() {
  const { client, token, apiBase, stop, url } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  // The SQL side sends the API's own statements the way it does (the grid, then the events beside the work times).
  const sqlPool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const { companyId, branches, days } = await bulkSeed(client, ROWS);
    const total = (await client.query('select count(*)::int as n from appointment')).rows[0].n;


    // Each round reads another branch and week than the warm-up did, spread over the whole range.
    const weekOf = (round) => ({
      branch: branches[round % branches.length],
      date: mondayBefore(Math.floor(((round * 7919) % Math.max(7, days - 7)) / 7) * 7),
    });
    const weekPath = ({ branch, date }) => `/calendar/appointments?branch_uuid=${branch}&view=week&date=${date}`;
    await warmUp(apiBase, Array.from({ length: WARM_UP }, (_, i) => weekPath(weekOf(REQUESTS + 3 + i))), token, WARM_UP);
    // The rooms each branch's first page shows (what the SQL side reads, as the API does).
    const roomsOf = new Map();
    for (const branch of branches) {
      const res = await fetch(`${apiBase}${weekPath({ branch, date: mondayBefore(0) })}`, { headers: { authorization: `Bearer ${token}` } });
      roomsOf.set(branch, (await res.json()).data.rooms.map((room) => room.uuid));
    }

    // The same weeks through the browser's fetch(), shown beside the goal's figure (bench-kit's getJson).
    const fetched = async (path) => {
      const res = await fetch(`${apiBase}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await res.json();
    };
    for (let i = 0; i < 50; i++) await fetched(weekPath(weekOf(REQUESTS + 3 + i)));
    const http = [];
    const sql = [];
    const viaFetch = [];
    let events = 0;
    for (let round = 0; round < REQUESTS + 3; round++) {
      const { branch, date } = weekOf(round);
      // The week's rows into shared buffers first (untimed), so neither side pays the disk for them:
      // the figure compares the API with its SQL, not a cold read with a warm one.
      const { rows: [week] } = await client.query(
        `select ($1::date::timestamp at time zone 'Europe/Riga') as from, (($1::date + 7)::timestamp at time zone 'Europe/Riga') as to`,
        [date],
      );
      const [weekFrom, weekTo] = [week.from, week.to];
      await runCalendarView(sqlPool, { companyId, branchUuid: branch, rooms: roomsOf.get(branch), from: weekFrom, to: weekTo });
      const t0 = performance.now();
      const { status, body } = await getJson(`${apiBase}${weekPath({ branch, date })}`, token);
      const t1 = performance.now();
      if (status !== 200) throw new Error(`week view answered ${status}: ${JSON.stringify(body)}`);
      const rooms = body.data.rooms.map((room) => room.uuid);
      const t2 = performance.now();
      await runCalendarView(sqlPool, { companyId, branchUuid: branch, rooms, from: body.data.from, to: body.data.to });
      const t3 = performance.now();
      await fetched(weekPath({ branch, date }));
      const t4 = performance.now();
      if (round >= 3) {
        http.push(t1 - t0);
        sql.push(t3 - t2);
        viaFetch.push(t4 - t3);
        events += body.data.events.length;
      }
    }
    console.log(`\nWeek view over ${total.toLocaleString('en')} appointments, ${REQUESTS} sequential requests (each a different branch and week), ~${Math.round(events / REQUESTS)} events per answer:`);
    console.log(`${''.padEnd(12)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
    console.log(`${'HTTP'.padEnd(12)}${ms(percentile(http, 50))}${ms(percentile(http, 99))}`);
    console.log(`${'raw SQL'.padEnd(12)}${ms(percentile(sql, 50))}${ms(percentile(sql, 99))}`);
    const size = await answerBytes(`${apiBase}/calendar/appointments?branch_uuid=${branches[1]}&view=week&date=${mondayBefore(21)}`, token);
    const p50 = { api: percentile(http, 50), sql: percentile(sql, 50) };
    const p99 = { api: percentile(http, 99), sql: percentile(sql, 99) };
    const perWeek = Math.round(events / REQUESTS);
    report('calendar-week', [
      { figure: `calendar week (~${perWeek} events, ${(total / 1e6).toFixed(1)}M rows): p50`, api: ms(p50.api).trim(), floor: ms(p50.sql).trim(), ratio: p50.api / p50.sql, goal: '<= 2x SQL', pass: p50.api <= 2 * p50.sql },
      { figure: "calendar week, read with the browser's fetch(): p50", api: ms(percentile(viaFetch, 50)).trim(), floor: ms(p50.sql).trim(), ratio: percentile(viaFetch, 50) / p50.sql, goal: '(shown)', pass: null },
      { figure: 'calendar week: p99', api: ms(p99.api).trim(), floor: ms(p99.sql).trim(), ratio: p99.api / p99.sql, goal: '(shown)', pass: null },
      { figure: 'calendar week answer, gzip on the wire', api: `${(size.gzip / 1024).toFixed(1)} KB`, floor: `${(size.identity / 1024).toFixed(1)} KB plain`, ratio: null, goal: '<= 150 KB', pass: size.gzip <= 150 * 1024 },
    ]);

    if (flag('explain')) {
      const res = await fetch(`${apiBase}/calendar/appointments?branch_uuid=${branches[3]}&view=week&date=${mondayBefore(200)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      const events = eventsSql(companyId, branches[3], body.data.rooms.map((room) => room.uuid), body.data.from, body.data.to);
      const plan = await client.query({ text: `explain (analyze, buffers) ${events.text}`, values: events.values });
      console.log(`\nEXPLAIN ANALYZE of the week's events:\n${plan.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
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
