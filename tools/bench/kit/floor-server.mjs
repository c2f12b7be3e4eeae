#!/usr/bin/env node
/**
 * The floor of the load benchmarks: a bare Fastify + `pg` server running the same SQL the API runs
 * for each read, on the same database, with nothing around it (no auth, tenant set-up, validation,
 * audit, logging). What the API could do at best on this machine; the API's figures are read as
 * a ratio of these. Started by load-kit.mjs as a child process: DATABASE_URL, PORT, POOL_MAX.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { runCalendarView } from './calendar-reads.mjs';
import { patientListSql, runPatientList } from './patient-list.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const app = Fastify({ logger: false });

/** A calendar view: the API's statements (kit/calendar-reads.mjs), the grid, then the events beside the work times. */
app.get('/events', async (req) => {
  const { company, branch, rooms, from, to } = req.query;
  const { events, workTimes } = await runCalendarView(pool, { companyId: company, branchUuid: branch, rooms: rooms ? rooms.split(',') : [], from, to });
  return { events, work_times: workTimes };
});

/** The patient list: the statement the API sends (kit/patient-list.mjs). */
app.get('/search', async (req) => {
  const { rows, total } = await runPatientList(pool, patientListSql(req.query.search, req.query.company));
  return { data: rows, meta: { total } };
});

/**
 * GET /api/auth's own reads (services/identity/src/auth/auth.service.ts me(), the session itself
 * being served from the API's cache): the user with their live positions, the company and the
 * workable branches (an admin's: every branch of the company), at once, as the API reads them.
 */
app.get('/auth', async (req) => {
  const { user, company } = req.query;
  const [users, positions, companies, branches] = await Promise.all([
    pool.query(`select uuid, username, first_name, last_name, email, color from "user" where uuid = $1 and deleted_at is null`, [user]),
    pool.query(
      `select pos.uuid, pos.name, pos.type from user_positions up join position pos on pos.uuid = up.position_uuid and pos.deleted_at is null where up.user_uuid = $1`,
      [user],
    ),
    pool.query(`select id, name, slug from company where id = $1`, [company]),
    pool.query(`select uuid, name, color from branch where company_id = $1 and deleted_at is null order by name asc`, [company]),
  ]);
  return { data: { ...users.rows[0], positions: positions.rows, company: companies.rows[0], branches: branches.rows } };
});

/**
 * A one-row audited read: the patient's card as GET /api/patients/{uuid} reads it (the row with its
 * doctor, then its helpers and branches), and its audit row inserted before the answer leaves.
 */
app.get('/row', async (req) => {
  const { company, uuid, user } = req.query;
  const { rows } = await pool.query(
    `select p.*, d.first_name as doctor_first_name, d.last_name as doctor_last_name from patient p
     left join "user" d on d.uuid = p.doctor_uuid and d.company_id = p.company_id and d.deleted_at is null
     where p.company_id = $1 and p.uuid = $2 and p.deleted_at is null`,
    [company, uuid],
  );
  const [helpers, branches] = await Promise.all([
    pool.query(`select u.uuid, u.first_name, u.last_name from patient_helpers h join "user" u on u.uuid = h.user_uuid and u.deleted_at is null where h.patient_uuid = $1`, [uuid]),
    pool.query(`select b.uuid, b.name, b.color from patient_branches pb join branch b on b.uuid = pb.branch_uuid and b.deleted_at is null where pb.patient_uuid = $1`, [uuid]),
  ]);
  await pool.query(
    `insert into patient_audit (company_id, patient_uuid, actor_uuid, action, resource, request_id, ip, details, created_at) values ($1, $2, $3, 'read', 'patient', $4, '127.0.0.1', null, now())`,
    [company, uuid, user, String(Math.random())],
  );
  return { data: { ...rows[0], helpers: helpers.rows, branches: branches.rows } };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
