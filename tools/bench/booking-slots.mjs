#!/usr/bin/env node
/**
 * Online booking's free starts at scale (not a test): a branch with 20 practitioners, each in a
 * room of their own, working 08:00-16:00 on weekdays, with a year of appointments behind and the
 * coming month half booked; times `GET /api/public/booking/{slug}/slots` for "anyone" over 31 days
 * (p50/p99 through HTTP) beside the raw SQL time of the same statements the API sends
 * (services/booking/src/booking-reads.ts: the work times, what takes the practitioners and rooms,
 * the holidays and the vacations).
 *
 *   node tools/bench/booking-slots.mjs [--requests 40] [--port 3341] [--pg-port 54412]
 *        [--data-dir .data/pg-booking-bench] [--no-build] [--quick]
 *
 * The database is `dental_booking_bench`, dropped and created afresh on every run.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ROOT, flag, isMain, ms, option, percentile, report, startBenchPlatform } from './bench-kit.mjs';

/** A public GET (no bearer: the patient's page has none). */
async function getJson(url) {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  return { status: res.status, body: await res.json() };
}

const DATABASE = 'dental_booking_bench';
const REQUESTS = Number(option('requests', flag('quick') ? 15 : 40));
const API_PORT = Number(option('port', 3341));
const PG_PORT = Number(option('pg-port', 54412));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-booking-bench'));
const PRACTITIONERS = 20;
const DAYS_BACK = 365;
const DAYS_AHEAD = 60;
const SLUG = 'bench-slots';

/** The branch, its rooms, practitioners, service, work times, a year of appointments and the booking settings. */
async function seed(client) {
  const started = performance.now();
  const { rows: [{ id: companyId }] } = await client.query(`select id from company where slug = 'demo'`);
  const { rows: [{ uuid: department }] } = await client.query(`select uuid from department where company_id = $1 limit 1`, [companyId]);
  const { rows: [{ uuid: patient }] } = await client.query(`select uuid from patient where company_id = $1 limit 1`, [companyId]);
  const { rows: [{ uuid: branch }] } = await client.query(
    `insert into branch (company_id, department_uuid, name, time_zone) values ($1, $2, 'Bench booking', 'Europe/Riga') returning uuid`,
    [companyId, department],
  );
  const rooms = (
    await client.query(`insert into room (company_id, branch_uuid, name, sort_order) select $1, $2, 'Kabinets ' || r, r from generate_series(1, ${PRACTITIONERS}) r returning uuid, sort_order`, [companyId, branch])
  ).rows.sort((a, b) => a.sort_order - b.sort_order).map((row) => row.uuid);
  const users = (
    await client.query(
      `insert into "user" (company_id, username, password_hash, first_name, last_name) select $1, 'bookbench' || u, 'x', 'Ārsts', 'Nr. ' || lpad(u::text, 2, '0') from generate_series(1, ${PRACTITIONERS}) u returning uuid, last_name`,
      [companyId],
    )
  ).rows.sort((a, b) => a.last_name.localeCompare(b.last_name)).map((row) => row.uuid);
  await client.query(`insert into user_branches (user_uuid, branch_uuid) select u, $1 from unnest($2::uuid[]) u`, [branch, users]);
  const { rows: [{ uuid: category }] } = await client.query(`select uuid from catalogue_category where company_id = $1 limit 1`, [companyId]);
  const { rows: [{ uuid: service }] } = await client.query(
    `insert into service (company_id, category_uuid, name, sku, time, price_from, price_to, vat_category, unit) values ($1, $2, 'Apskate', 'BENCH-1', 30, 2500, 4000, 'exempt', 'gab') returning uuid`,
    [companyId, category],
  );
  // Weekdays 08:00-16:00 (Riga) for each practitioner in their room, a year back and two months ahead.
  await client.query(
    `insert into work_time (company_id, branch_uuid, room_uuid, user_uuid, time_from, time_to)
     select $1, $2, ($3::uuid[])[p], ($4::uuid[])[p], (d::timestamp + time '08:00') at time zone 'Europe/Riga', (d::timestamp + time '16:00') at time zone 'Europe/Riga'
     from generate_series(current_date - ${DAYS_BACK}, current_date + ${DAYS_AHEAD}, interval '1 day') d, generate_series(1, ${PRACTITIONERS}) p
     where extract(isodow from d) <= 5`,
    [companyId, branch, rooms, users],
  );
  // Half of the half-hour slots booked, every day of the year back and of the coming month.
  await client.query(
    `insert into appointment (company_id, branch_uuid, room_uuid, patient_uuid, practitioner_uuid, service_uuid, status, time_from, time_to)
     select $1, $2, ($3::uuid[])[p], $5, ($4::uuid[])[p], $6, case when d < current_date then 8 else 1 end,
       (d::timestamp + time '08:00' + s * interval '30 minutes') at time zone 'Europe/Riga',
       (d::timestamp + time '08:30' + s * interval '30 minutes') at time zone 'Europe/Riga'
     from generate_series(current_date - ${DAYS_BACK}, current_date + 31, interval '1 day') d, generate_series(1, ${PRACTITIONERS}) p, generate_series(0, 15) s
     where extract(isodow from d) <= 5 and (s + p + extract(day from d)::int) % 2 = 0`,
    [companyId, branch, rooms, users, patient, service],
  );
  await client.query(
    `insert into booking_settings (company_id, branch_uuid, enabled, slug, service_uuids, user_uuids, horizon_days, min_notice_hours, buffer_minutes)
     values ($1, $2, true, $3, $4::uuid[], $5::uuid[], ${DAYS_AHEAD}, 2, 0)`,
    [companyId, branch, SLUG, [service], users],
  );
  await client.query('analyze appointment; analyze work_time');
  const { rows: [{ n }] } = await client.query(`select count(*)::int as n from appointment where branch_uuid = $1`, [branch]);
  console.log(`Seeded ${n.toLocaleString('en')} appointments and ${PRACTITIONERS} practitioners' work times in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { companyId, branch, rooms, users, service, appointments: n };
}

/** The statements booking-reads.ts and the calendar's AbsencesService send for one slots call, sent as plain SQL. */
async function sameStatements(pool, { companyId, branch, rooms, users }, from, to) {
  const uuids = (list) => `{${list.join(',')}}`;
  await Promise.all([
    pool.query(`select uuid, name, duration_minutes, price_from from settings_v1.service_offer where company_id = $1 and uuid = any($2::uuid[]) and deleted_at is null`, [companyId, uuids([users[0]])]),
    pool.query(
      `select w.user_uuid, w.room_uuid, w.time_from, w.time_to from calendar_v1.work_time_ref w join settings_v1.room_ref r on r.uuid = w.room_uuid and r.deleted_at is null
       where w.company_id = $1 and w.branch_uuid = $2 and w.user_uuid = any($3::uuid[]) and w.deleted_at is null and w.time_from < $4 and w.time_to > $5 order by w.time_from, r.sort_order`,
      [companyId, branch, uuids(users), to, from],
    ),
    pool.query(
      `select a.practitioner_uuid as user_uuid, a.room_uuid, a.time_from, a.time_to from calendar_v1.appointment_ref a
        where a.company_id = $1 and a.deleted_at is null and a.status not in (0, 4) and a.time_from < $2 and a.time_to > $3
          and (a.practitioner_uuid = any($4::uuid[]) or a.room_uuid = any($5::uuid[]))
       union all
       select h.user_uuid, h.room_uuid, h.time_from, h.time_to from booking_hold h
        where h.company_id = $1 and h.state = 'held' and h.expires_at > now() and h.time_from < $2 and h.time_to > $3
          and (h.user_uuid = any($4::uuid[]) or h.room_uuid = any($5::uuid[]))`,
      [companyId, to, from, uuids(users), uuids(rooms)],
    ),
    pool.query(`select * from branch_holiday where branch_uuid = $1 and date_from <= $2::date and date_to >= $3::date and deleted_at is null`, [branch, to, from]),
    pool.query(
      `select v.*, u.first_name, u.last_name from user_vacation v join "user" u on u.uuid = v.user_uuid join user_branches ub on ub.user_uuid = u.uuid
        where ub.branch_uuid = $1 and v.date_from <= $2::date and v.date_to >= $3::date and v.deleted_at is null`,
      [branch, to, from],
    ),
  ]);
}

async function main() {
  const { client, apiBase, stop, url } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  try {
    const fixture = await seed(client);
    const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const path = (offset) => `/public/booking/${SLUG}/slots?service_uuid=${fixture.service}&from=${day(offset)}&to=${day(offset + 30)}`;
    for (let i = 0; i < 10; i++) await getJson(`${apiBase}${path(i % 3)}`);
    const http = [];
    const sql = [];
    let found = 0;
    for (let round = 0; round < REQUESTS; round++) {
      const offset = round % 3;
      const t0 = performance.now();
      const { status, body } = await getJson(`${apiBase}${path(offset)}`);
      const t1 = performance.now();
      if (status !== 200) throw new Error(`slots answered ${status}: ${JSON.stringify(body)}`);
      found += body.data.length;
      const from = new Date(`${day(offset)}T00:00:00+02:00`);
      const to = new Date(`${day(offset + 31)}T00:00:00+02:00`);
      const t2 = performance.now();
      await sameStatements(pool, fixture, from, to);
      http.push(t1 - t0);
      sql.push(performance.now() - t2);
    }
    console.log(`\nFree starts of ${PRACTITIONERS} practitioners over 31 days (${fixture.appointments.toLocaleString('en')} appointments in the branch), ${REQUESTS} requests, ~${Math.round(found / REQUESTS)} starts each:`);
    const p50 = { api: percentile(http, 50), sql: percentile(sql, 50) };
    report('booking-slots', [
      { figure: `booking slots (20 practitioners, 31 days): p50`, api: ms(p50.api).trim(), floor: ms(p50.sql).trim(), ratio: p50.api / p50.sql, goal: '<= 2x SQL', pass: p50.api <= 2 * p50.sql },
      { figure: 'booking slots: p99', api: ms(percentile(http, 99)).trim(), floor: ms(percentile(sql, 99)).trim(), ratio: percentile(http, 99) / percentile(sql, 99), goal: '(shown)', pass: null },
    ]);
  } finally {
    await pool.end();
    await stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
