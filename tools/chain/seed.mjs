/**
 * The chain's data, written in SQL on the primary (generate_series, never the API): a company of
 * `branches` branches (6 rooms and 8 practitioners each) in the demo company, 10,000 patients per
 * branch (tools/bench/patients-search.mjs's generator), and two years of history, 40,000
 * appointments per branch (2,000,000 at 50), each finished one of the last 60 days invoiced and
 * paid. The writers' rows are told as their events (each module's history, as its migration does)
 * and the reports' read model is replayed from them, so the owner's view and the reports read
 * the same history the calendar shows.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { billFinishedVisits, insertAppointmentRows } from '../bench/kit/appointment-rows.mjs';
import { bulkSeed as seedPatients } from '../bench/patients-search.mjs';

export const ROOMS_PER_BRANCH = 6;
export const PRACTITIONERS_PER_BRANCH = 8;
export const PATIENTS_PER_BRANCH = 10_000;
export const APPOINTMENTS_PER_BRANCH = 40_000;
/** Half-hour slots a room holds a day (08:00-16:00 Riga): the history fills them back from yesterday. */
const SLOTS = 16;
const BILLED_DAYS = 60;

/** Seeds the chain; answers its branches (uuid, rooms, practitioners) and the figures of the seed. */
export async function seedChain(client, { branches: count, root, databaseUrl }) {
  const started = performance.now();
  const { rows: [{ id: companyId }] } = await client.query(`select id from company where slug = 'demo'`);
  // A run's own names (a second run on the same cluster adds its own chain beside the first).
  const tag = Date.now().toString(36);
  const { rows: [{ uuid: department }] } = await client.query(`select uuid from department where company_id = $1 limit 1`, [companyId]);
  const branchRows = (
    await client.query(
      `insert into branch (company_id, department_uuid, name) select $1, $2, 'Chain ' || lpad(b::text, 2, '0') || ' ' || $3 from generate_series(1, ${count}) b returning uuid, name`,
      [companyId, department, tag],
    )
  ).rows.sort((a, b) => a.name.localeCompare(b.name));
  const branchUuids = branchRows.map((b) => b.uuid);
  await client.query(
    `insert into room (company_id, branch_uuid, name, hidden, sort_order)
     select $1, b.uuid, 'Kabinets ' || r, 0, r from unnest($2::uuid[]) as b(uuid), generate_series(1, ${ROOMS_PER_BRANCH}) r`,
    [companyId, branchUuids],
  );
  await client.query(
    `insert into "user" (company_id, username, password_hash, first_name, last_name, color)
     select $1, 'chain' || $2 || '_' || u, 'x', 'Ārsts', 'Nr. ' || u, '#1565c0' from generate_series(1, ${count * PRACTITIONERS_PER_BRANCH}) u`,
    [companyId, tag],
  );
  const rooms = (await client.query(`select r.uuid from room r join branch b on b.uuid = r.branch_uuid where b.uuid = any($1::uuid[]) order by b.name, r.sort_order`, [branchUuids])).rows.map((r) => r.uuid);
  const users = (
    await client.query(`select uuid from "user" where username like $1 order by (substring(username from $2))::int`, [`chain${tag}\\_%`, `chain${tag}_`.length + 1])
  ).rows.map((r) => r.uuid);
  const chain = branchRows.map((b, k) => ({
    uuid: b.uuid,
    name: b.name,
    rooms: rooms.slice(k * ROOMS_PER_BRANCH, (k + 1) * ROOMS_PER_BRANCH),
    practitioners: users.slice(k * PRACTITIONERS_PER_BRANCH, (k + 1) * PRACTITIONERS_PER_BRANCH),
  }));

  await seedPatients(client, count * PATIENTS_PER_BRANCH);
  const patients = (await client.query(`select uuid from patient where company_id = $1 and client_card like 'B-%' order by client_card limit 50000`, [companyId])).rows.map((r) => r.uuid);

  // Room k of the chain (branches in name order) holds SLOTS appointments a day, its branch's practitioner k % 8.
  const perDay = rooms.length * SLOTS;
  const total = count * APPOINTMENTS_PER_BRANCH;
  const branchOfRoom = rooms.map((_, k) => branchUuids[Math.floor(k / ROOMS_PER_BRANCH)]);
  const practitionerOfRoom = rooms.map((_, k) => users[Math.floor(k / ROOMS_PER_BRANCH) * PRACTITIONERS_PER_BRANCH + (k % ROOMS_PER_BRANCH)]);
  await insertAppointmentRows(client, {
    companyId,
    rooms,
    branchOfRoom,
    practitionerOfRoom,
    patients,
    rows: total,
    slots: SLOTS,
    reason: `(array['acute','consultation','treatment','control','hygiene'])[1 + i % 5]`,
    status: 'case when i % 17 = 0 then 4 when i % 23 = 0 then 5 else 8 end',
    daysBack: `1 + i / ${perDay}`,
  });
  // The last BILLED_DAYS days' finished visits: an invoice at the end, paid an hour later (every fifth by card).
  const billed = await billFinishedVisits(client, { companyId, billedDays: BILLED_DAYS, numberPrefix: `C${tag}-`, branchUuids });
  const history = async (file, name) => (await import(pathToFileURL(path.join(root, file)).href))[name]((sql) => client.query(sql));
  await history('services/calendar/dist/events/calendar-history.js', 'appendCalendarHistory');
  await history('services/billing/dist/events/billing-history.js', 'appendBillingHistory');
  execFileSync(process.execPath, [path.join(root, 'services/api/dist/cli.js'), 'reports:rebuild'], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } });
  for (const table of ['patient', 'appointment', 'invoice', 'payment', 'report_appointment', 'report_income_day']) await client.query(`vacuum analyze ${table}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nSeeded ${count} branches (${rooms.length} rooms, ${users.length} practitioners), ${(count * PATIENTS_PER_BRANCH).toLocaleString('en')} patients, ${total.toLocaleString('en')} appointments, ${billed.toLocaleString('en')} invoices and payments in ${seconds.toFixed(0)} s.`,
  );
  return { companyId, chain, seed: { branches: count, patients: count * PATIENTS_PER_BRANCH, appointments: total, invoices: billed, seconds } };
}
