/**
 * Generated appointment history for the benchmarks and the chain's seed, written once: the bench
 * branches with their rooms and practitioners, rows of
 * `appointment` in bulk (room k holds `slots` half-hour slots a day from 08:00 Riga, nothing
 * overlaps), and the finished visits billed and paid. The SQL is the seeders'; only the columns that
 * differ between them (reason, status, which day, extra columns) are given as SQL of the row number i.
 */
import { performance } from 'node:perf_hooks';

/**
 * The demo company's bench branches ("Bench 01".."Bench NN"), `roomsPerBranch` rooms each and one
 * practitioner per room (bench1..benchN). Answers the demo company's id and patients, the branches
 * (by name), the rooms (by branch name, then sort order), room k's branch and its practitioner k:
 * what insertAppointmentRows takes.
 */
export async function seedBenchBranches(client, { branches: count, roomsPerBranch }) {
  const { rows: [{ id: companyId }] } = await client.query(`select id from company where slug = 'demo'`);
  const { rows: [{ uuid: department }] } = await client.query(`select uuid from department where company_id = $1 limit 1`, [companyId]);
  const patients = (await client.query(`select uuid from patient where company_id = $1`, [companyId])).rows.map((row) => row.uuid);
  const branches = (
    await client.query(
      `insert into branch (company_id, department_uuid, name) select $1, $2, 'Bench ' || lpad(b::text, 2, '0') from generate_series(1, ${count}) b returning uuid, name`,
      [companyId, department],
    )
  ).rows.sort((a, b) => a.name.localeCompare(b.name));
  await client.query(
    `insert into room (company_id, branch_uuid, name, hidden, sort_order)
     select $1, b.uuid, 'Kabinets ' || r, 0, r from unnest($2::uuid[]) as b(uuid), generate_series(1, ${roomsPerBranch}) r`,
    [companyId, branches.map((branch) => branch.uuid)],
  );
  await client.query(
    `insert into "user" (company_id, username, password_hash, first_name, last_name, color)
     select $1, 'bench' || u, 'x', 'Ārsts', 'Nr. ' || u, '#1565c0' from generate_series(1, ${count * roomsPerBranch}) u`,
    [companyId],
  );
  // Room k (0-based over branches in name order, rooms by sort order) and practitioner k.
  const rooms = (
    await client.query(`select r.uuid from room r join branch b on b.uuid = r.branch_uuid where b.name like 'Bench %' order by b.name, r.sort_order`)
  ).rows.map((row) => row.uuid);
  const users = (await client.query(`select uuid from "user" where username like 'bench%' order by (substring(username from 6))::int`)).rows.map((row) => row.uuid);
  const branchOfRoom = rooms.map((_, k) => branches[Math.floor(k / roomsPerBranch)].uuid);
  return { companyId, patients, branches, rooms, branchOfRoom, practitionerOfRoom: users };
}

/** Constraints and indexes of `appointment` that slow a bulk insert (an exclusion constraint's own index goes and comes back with it). */
async function heavyDefinitions(client) {
  const constraints = await client.query(
    `select conname, pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'appointment'::regclass and contype in ('x', 'f')`,
  );
  const indexes = await client.query(`select indexname, indexdef from pg_indexes where tablename = 'appointment' and indexname <> 'appointment_pkey'`);
  const owned = new Set(constraints.rows.map((row) => row.conname));
  return { constraints: constraints.rows, indexes: indexes.rows.filter((row) => !owned.has(row.indexname)) };
}

/**
 * Inserts `rows` appointments 200,000 at a time, the heavy constraints and indexes dropped first and
 * built again (and checked) after, as a restore would. Row i is in room (i / slots) % rooms with its
 * branch and practitioner of that room, a patient spread by hash, at slot i % slots of the day
 * `daysBack` (SQL of i) before today. Answers the seconds the rebuild took.
 */
export async function insertAppointmentRows(client, { companyId, rooms, branchOfRoom, practitionerOfRoom, patients, rows, slots, reason, status, daysBack, extra = {}, label = 'appointments' }) {
  const heavy = await heavyDefinitions(client);
  for (const constraint of heavy.constraints) await client.query(`alter table appointment drop constraint "${constraint.conname}"`);
  for (const index of heavy.indexes) await client.query(`drop index if exists "${index.indexname}"`);
  const extraColumns = Object.keys(extra).map((column) => `, ${column}`).join('');
  const extraValues = Object.values(extra).map((value) => `,\n         ${value}`).join('');
  const CHUNK = 200_000;
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK) - 1;
    await client.query(
      `insert into appointment (company_id, branch_uuid, room_uuid, patient_uuid, practitioner_uuid, price, reason, status, time_from, time_to${extraColumns})
       select $1,
         ($2::uuid[])[1 + (i / ${slots}) % ${rooms.length}],
         ($3::uuid[])[1 + (i / ${slots}) % ${rooms.length}],
         ($4::uuid[])[1 + (abs(hashtext(i::text)) % cardinality($4::uuid[]))],
         ($5::uuid[])[1 + (i / ${slots}) % ${rooms.length}],
         3000 + (i % 20) * 500,
         ${reason},
         ${status},
         ((current_date - (${daysBack}))::timestamp + time '08:00' + ((i % ${slots}) * interval '30 minutes')) at time zone 'Europe/Riga',
         ((current_date - (${daysBack}))::timestamp + time '08:30' + ((i % ${slots}) * interval '30 minutes')) at time zone 'Europe/Riga'${extraValues}
       from generate_series($6::int, $7::int) as i`,
      [companyId, branchOfRoom, rooms, patients, practitionerOfRoom, from, to],
    );
    process.stdout.write(`  ${label} ${(to + 1).toLocaleString('en')} / ${rows.toLocaleString('en')}\r`);
  }
  const rebuild = performance.now();
  for (const index of heavy.indexes) await client.query(index.indexdef);
  for (const constraint of heavy.constraints) await client.query(`alter table appointment add constraint "${constraint.conname}" ${constraint.def}`);
  return (performance.now() - rebuild) / 1000;
}

/**
 * The last `billedDays` days' finished visits (status 8) of the company, of these branches when
 * given: an issued invoice at the visit's end numbered `<prefix><n>`, paid in full an hour later
 * (every fifth by card). One statement; answers how many were billed.
 */
export async function billFinishedVisits(client, { companyId, billedDays, numberPrefix, branchUuids = null }) {
  const billed = await client.query(
    `with billed as (
       insert into invoice (company_id, branch_uuid, patient_uuid, doctor_uuid, appointment_uuid, kind, status, number, issued_at, listed_at, price_total, price_to_pay, amount_paid)
       select company_id, branch_uuid, patient_uuid, practitioner_uuid, uuid, 'invoice', 'issued', $2 || row_number() over (), time_to, time_to, price, price, price
       from appointment
       where company_id = $1 and ($3::uuid[] is null or branch_uuid = any($3::uuid[])) and status = 8 and time_from >= now() - interval '${billedDays} days'
       returning uuid, company_id, price_total, issued_at
     )
     insert into payment (company_id, invoice_uuid, method, amount, status, paid_at)
     select company_id, uuid, case when abs(hashtext(uuid::text)) % 5 = 0 then 3 else 1 end, price_total, 2, issued_at + interval '1 hour' from billed`,
    [companyId, numberPrefix, branchUuids],
  );
  return billed.rowCount;
}
