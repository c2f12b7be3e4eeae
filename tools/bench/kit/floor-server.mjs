#!/usr/bin/env node
/**
 * The floor of the load benchmarks: a bare Fastify + `pg` server running the same SQL the API runs
 * for each read, on the same database, with nothing around it (no auth, tenant set-up, validation,
 * audit, logging). What the API could do at best on this machine; the API's figures are read as
 * a ratio of these. Started by load-kit.mjs as a child process: DATABASE_URL, PORT, POOL_MAX.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const app = Fastify({ logger: false });

const iso = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The calendar view's events read (services/calendar/src/calendar-view/calendar-reads.ts), with $n placeholders. */
const EVENTS_SQL = `select a.uuid, a.room_uuid, a.patient_uuid, a.practitioner_uuid, a.assistant_uuid, a.speciality_uuid, a.service_uuid,
  a.price, a.reason, a.status, ${iso('a.time_from')} as time_from, ${iso('a.time_to')} as time_to,
  to_char(a.desired_date, 'YYYY-MM-DD') as desired_date, a.comment, ${iso('a.created_at')} as created_at,
  ${iso('a.updated_at')} as updated_at, a.version,
  p.first_name as patient_first_name, p.last_name as patient_last_name, p.phone as patient_phone, p.personal_code as patient_personal_code,
  pr.first_name as practitioner_first_name, pr.last_name as practitioner_last_name, pr.color as practitioner_color,
  asst.first_name as assistant_first_name, asst.last_name as assistant_last_name, asst.color as assistant_color,
  sp.name as speciality_name, sv.name as service_name
  from appointment a
  join patient p on p.uuid = a.patient_uuid
  left join "user" pr on pr.uuid = a.practitioner_uuid
  left join "user" asst on asst.uuid = a.assistant_uuid
  left join speciality sp on sp.uuid = a.speciality_uuid
  left join service sv on sv.uuid = a.service_uuid
  where a.company_id = $1 and a.deleted_at is null and a.branch_uuid = $2 and a.room_uuid = any($3::uuid[])
    and a.time_from < $4 and a.time_to > $5
  order by a.time_from asc, a.uuid asc`;

/** The view's work times read (same file). */
const WORK_TIMES_SQL = `select w.uuid, w.user_uuid, w.room_uuid, ${iso('w.time_from')} as time_from, ${iso('w.time_to')} as time_to,
    u.first_name, u.last_name, u.color
  from work_time w join "user" u on u.uuid = w.user_uuid
  where w.company_id = $1 and w.deleted_at is null and w.branch_uuid = $2 and w.time_from < $3 and w.time_to > $4
  order by w.time_from asc, w.uuid asc`;

/** The patient list's page and count (tools/bench/patients-search.mjs pageSql: what MikroORM sends). */
const PAGE_COLUMNS = `p0.uuid, p0.created_at, p0.updated_at, p0.deleted_at, p0.version, p0.company_id, p0.first_name, p0.last_name,
  p0.client_card, p0.personal_code, p0.phone, p0.phone2, p0.email, p0.gender, p0.address, p0.description, p0.status, p0.doctor_uuid,
  p0.insurance, p0.job, p0.comment, p0.dob, p0.country, p0.workplace, p0.workplace_title, p0.workplace_notes, p0.document_type,
  p0.document_number, p0.document_country, p0.document_date, p0.document_expiration, p0.insurance_number, p0.insurance_expiration,
  p0.insurance_notes, p0.communication_language, p0.communication_sms, p0.communication_sms_ad, p0.communication_email,
  p0.communication_email_ad, d1.uuid as d1__uuid, d1.first_name as d1__first_name, d1.last_name as d1__last_name`;
function searchSql(count) {
  const where = ['p0.company_id = $1', 'p0.deleted_at is null', ...Array.from({ length: count }, (_, i) => `p0.search_text like $${i + 2}`)].join(' and ');
  const join = 'left join "user" as d1 on p0.doctor_uuid = d1.uuid and d1.company_id = $1 and d1.deleted_at is null';
  return {
    rows: `select ${PAGE_COLUMNS} from patient as p0 ${join} where ${where} order by p0.sort_name asc nulls first, p0.uuid asc limit 25`,
    count: `select count(*) as count from patient as p0 ${join} where ${where}`,
  };
}

const list = (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

app.get('/events', async (req) => {
  const { company, branch, rooms, from, to } = req.query;
  const [events, workTimes] = await Promise.all([
    pool.query(EVENTS_SQL, [company, branch, `{${rooms}}`, to, from]),
    pool.query(WORK_TIMES_SQL, [company, branch, to, from]),
  ]);
  return { events: events.rows, work_times: workTimes.rows };
});

app.get('/search', async (req) => {
  const terms = list(req.query.t);
  const sql = searchSql(terms.length);
  const params = [req.query.company, ...terms];
  const [rows, count] = await Promise.all([pool.query(sql.rows, params), pool.query(sql.count, params)]);
  return { data: rows.rows, meta: { total: Number(count.rows[0].count) } };
});

/** The session lookup every signed-in request makes (one row: the session, its user, the user's positions). */
app.get('/auth', async (req) => {
  const { rows } = await pool.query(
    `select s.uuid, s.company_id, u.uuid as user_uuid, u.username,
       (select array_agg(distinct perm) from user_positions up join position pos on pos.uuid = up.position_uuid, unnest(pos.permissions) perm
        where up.user_uuid = u.uuid) as permissions
     from "session" s join "user" u on u.uuid = s.user_uuid
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
    [req.query.hash],
  );
  return { data: rows[0] ?? null };
});

/** A one-row read: one patient by uuid. */
app.get('/row', async (req) => {
  const { rows } = await pool.query(`select * from patient where company_id = $1 and uuid = $2 and deleted_at is null`, [req.query.company, req.query.uuid]);
  return { data: rows[0] ?? null };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
