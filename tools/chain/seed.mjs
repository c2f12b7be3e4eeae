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
import { bulkSeed as seedPatients } from '../bench/patients-search.mjs';

export const ROOMS_PER_BRANCH = 6;
export const PRACTITIONERS_PER_BRANCH = 8;
export const PATIENTS_PER_BRANCH = 10_000;
export const APPOINTMENTS_PER_BRANCH = 40_000;
/** Half-hour slots a room holds a day (08:00-16:00 Riga): the history fills them back from yesterday. */
const SLOTS = 16;
const BILLED_DAYS = 60;

/** Constraints and indexes of `appointment` that slow a bulk insert: dropped, then built again (as a restore would). */
async function heavyDefinitions(client) {
  const constraints = await client.query(`select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'appointment'::regclass and contype in ('x', 'f')`);
  const indexes = await client.query(`select indexname, indexdef from pg_indexes where tablename = 'appointment' and indexname <> 'appointment_pkey'`);
  const owned = new Set(constraints.rows.map((row) => row.conname));
  return { constraints: constraints.rows, indexes: indexes.rows.filter((row) => !owned.has(row.indexname)) };
}

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
  const roomCount = rooms.length;
  const perDay = roomCount * SLOTS;
  const total = count * APPOINTMENTS_PER_BRANCH;
  const branchOfRoom = rooms.map((_, k) => branchUuids[Math.floor(k / ROOMS_PER_BRANCH)]);
  const practitionerOfRoom = rooms.map((_, k) => users[Math.floor(k / ROOMS_PER_BRANCH) * PRACTITIONERS_PER_BRANCH + (k % ROOMS_PER_BRANCH)]);
  const heavy = await heavyDefinitions(client);
  for (const constraint of heavy.constraints) await client.query(`alter table appointment drop constraint "${constraint.conname}"`);
  for (const index of heavy.indexes) await client.query(`drop index if exists "${index.indexname}"`);
  const CHUNK = 200_000;
  for (let from = 0; from < total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK) - 1;
    await client.query(
      `insert into appointment (company_id, branch_uuid, room_uuid, patient_uuid, practitioner_uuid, price, reason, status, time_from, time_to)
       select $1, ($2::uuid[])[1 + (i / ${SLOTS}) % ${roomCount}], ($3::uuid[])[1 + (i / ${SLOTS}) % ${roomCount}],
         ($4::uuid[])[1 + (abs(hashtext(i::text)) % cardinality($4::uuid[]))], ($5::uuid[])[1 + (i / ${SLOTS}) % ${roomCount}],
         3000 + (i % 20) * 500, (array['acute','consultation','treatment','control','hygiene'])[1 + i % 5],
         case when i % 17 = 0 then 4 when i % 23 = 0 then 5 else 8 end,
         ((current_date - (1 + i / ${perDay}))::timestamp + time '08:00' + ((i % ${SLOTS}) * interval '30 minutes')) at time zone 'Europe/Riga',
         ((current_date - (1 + i / ${perDay}))::timestamp + time '08:30' + ((i % ${SLOTS}) * interval '30 minutes')) at time zone 'Europe/Riga'
       from generate_series($6::int, $7::int) as i`,
      [companyId, branchOfRoom, rooms, patients, practitionerOfRoom, from, to],
    );
    process.stdout.write(`  appointments ${(to + 1).toLocaleString('en')} / ${total.toLocaleString('en')}\r`);
  }
  for (const index of heavy.indexes) await client.query(index.indexdef);
  for (const constraint of heavy.constraints) await client.query(`alter table appointment add constraint "${constraint.conname}" ${constraint.def}`);
  // The last BILLED_DAYS days' finished visits: an invoice at the end, paid an hour later (every fifth by card).
  const invoices = await client.query(
    `insert into invoice (company_id, branch_uuid, patient_uuid, doctor_uuid, appointment_uuid, kind, status, number, issued_at, listed_at, price_total, price_to_pay, amount_paid)
     select company_id, branch_uuid, patient_uuid, practitioner_uuid, uuid, 'invoice', 'issued', 'C' || $3 || '-' || row_number() over (), time_to, time_to, price, price, price
     from appointment where company_id = $1 and branch_uuid = any($2::uuid[]) and status = 8 and time_from >= now() - interval '${BILLED_DAYS} days'`,
    [companyId, branchUuids, tag],
  );
  await client.query(
    `insert into payment (company_id, invoice_uuid, method, amount, status, paid_at)
     select company_id, uuid, case when abs(hashtext(uuid::text)) % 5 = 0 then 3 else 1 end, price_total, 2, issued_at + interval '1 hour'
     from invoice where company_id = $1 and number like $2`,
    [companyId, `C${tag}-%`],
  );
  const history = async (file, name) => (await import(pathToFileURL(path.join(root, file)).href))[name]((sql) => client.query(sql));
  await history('services/calendar/dist/events/calendar-history.js', 'appendCalendarHistory');
  await history('services/billing/dist/events/billing-history.js', 'appendBillingHistory');
  execFileSync(process.execPath, [path.join(root, 'services/api/dist/cli.js'), 'reports:rebuild'], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } });
  for (const table of ['patient', 'appointment', 'invoice', 'payment', 'report_appointment', 'report_income_day']) await client.query(`vacuum analyze ${table}`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nSeeded ${count} branches (${rooms.length} rooms, ${users.length} practitioners), ${(count * PATIENTS_PER_BRANCH).toLocaleString('en')} patients, ${total.toLocaleString('en')} appointments, ${invoices.rowCount.toLocaleString('en')} invoices and payments in ${seconds.toFixed(0)} s.`,
  );
  return { companyId, chain, seed: { branches: count, patients: count * PATIENTS_PER_BRANCH, appointments: total, invoices: invoices.rowCount, seconds } };
}
