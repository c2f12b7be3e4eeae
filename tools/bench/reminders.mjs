#!/usr/bin/env node
/**
 * Reminders at scale (issue 26, not a test): 10,000 appointments across 50 branches whose 48 h
 * reminder falls due within one minute; the API's own minute scan (pg-boss) queues them and its
 * send workers hand them to a real SMTP server (smtp-server) and a real SMPP 3.4 server (`smpp`)
 * run here. Prints the time from the scan's start to the last message received by the servers
 * (goal: within 60 s) and checks none went twice: the servers received exactly the due messages,
 * each e-mail with its own Message-ID, and the database holds one message per idempotency key.
 *
 *   node tools/bench/reminders.mjs [--quick] [--appointments 10000] [--branches 50] [--port 7330]
 *        [--pg-port 7331] [--smtp-port 7332] [--smpp-port 7333] [--data-dir .data/pg-reminders-bench] [--no-build]
 *
 * Half the patients allow e-mail only, half SMS only (one message per appointment). The database
 * is `dental_reminders_bench`, made afresh each run. `--quick`: 2,000 appointments over 10 branches.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startMessageProviders } from '../../e2e/support/message-providers.mjs';
import { ROOT, flag, isMain, option, report, startBenchPlatform } from './bench-kit.mjs';

const DATABASE = 'dental_reminders_bench';
const APPOINTMENTS = Number(option('appointments', flag('quick') ? 2_000 : 10_000));
const BRANCHES = Number(option('branches', flag('quick') ? 10 : 50));
const API_PORT = Number(option('port', 7330));
const PG_PORT = Number(option('pg-port', 7331));
const SMTP_PORT = Number(option('smtp-port', API_PORT + 2));
const SMPP_PORT = Number(option('smpp-port', API_PORT + 3));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-reminders-bench'));
const GOAL_SECONDS = 60;

/** The provider side: each server counts what it received and when the last one came. */
async function providers() {
  const got = { emails: 0, sms: 0, messageIds: new Set(), last: 0 };
  const servers = await startMessageProviders({
    smtpPort: SMTP_PORT,
    smppPort: SMPP_PORT,
    maxClients: 1000,
    onEmail: ({ messageId }) => {
      got.emails++;
      got.messageIds.add(messageId);
      got.last = performance.now();
    },
    onSms: () => {
      got.sms++;
      got.last = performance.now();
    },
  });
  return { got, stop: servers.stop };
}

/** Branches, patients (half e-mail, half SMS) and appointments whose 48 h moment falls in the last minute. */
async function seed(client) {
  const started = performance.now();
  const { rows: [{ id: companyId }] } = await client.query(`select id from company where slug = 'demo'`);
  const { rows: [{ uuid: department }] } = await client.query(`select uuid from department where company_id = $1 limit 1`, [companyId]);
  const branches = (
    await client.query(
      `insert into branch (company_id, department_uuid, name, time_zone) select $1, $2, 'Reminders ' || b, 'Europe/Riga' from generate_series(1, $3::int) b returning uuid`,
      [companyId, department, BRANCHES],
    )
  ).rows.map((row) => row.uuid);
  // Every branch sends at any hour, so the run does not depend on the time of day.
  await client.query(
    `insert into message_branch_settings (company_id, branch_uuid, reminder_offsets_hours, sending_from, sending_to) select $1, b, '{48,3}', '00:00', '23:59' from unnest($2::uuid[]) b`,
    [companyId, branches],
  );
  const patients = (
    await client.query(
      `insert into patient (company_id, first_name, last_name, phone, email, communication_language, communication_email, communication_sms)
       select $1, 'Jānis', 'Atgādne ' || i, '+371 2' || lpad(i::text, 7, '0'), 'r' || i || '@example.lv', 'lv', i % 2 = 0, i % 2 = 1
       from generate_series(1, $2::int) i returning uuid`,
      [companyId, APPOINTMENTS],
    )
  ).rows.map((row) => row.uuid);
  // Appointment i: branch i % BRANCHES; its 48 h moment i % 60 seconds before now, so all are due at the next minute's scan.
  await client.query(
    `insert into appointment (company_id, branch_uuid, patient_uuid, status, reason, time_from, time_to)
     select $1, ($2::uuid[])[1 + (p.n - 1) % $4::int], p.uuid, 1, 'acute',
       now() + interval '48 hours' - ((p.n % 60) * interval '1 second'), now() + interval '48 hours 30 minutes' - ((p.n % 60) * interval '1 second')
     from unnest($3::uuid[]) with ordinality as p(uuid, n)`,
    [companyId, branches, patients, BRANCHES],
  );
  await client.query('analyze appointment; analyze patient');
  console.log(`Seeded ${APPOINTMENTS.toLocaleString('en')} appointments over ${BRANCHES} branches in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { companyId };
}

async function channels(apiBase, token) {
  const call = async (method, url, body) => {
    const res = await fetch(`${apiBase}${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body && JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const current = await call('GET', '/settings/message-channels');
  const version = (channel) => current.find((row) => row.channel === channel)?.version ?? 0;
  await call('PUT', '/settings/message-channels/email', { enabled: true, host: '127.0.0.1', port: SMTP_PORT, user: '', sender_name: 'Bench', version: version('email') });
  await call('PUT', '/settings/message-channels/sms', { enabled: true, host: '127.0.0.1', port: SMPP_PORT, user: 'bench', secret: 'bench', sender_name: 'Bench', version: version('sms') });
}

async function main() {
  const inbox = await providers();
  const { client, token, apiBase, stop } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT });
  try {
    await channels(apiBase, token);
    // The demo's own coming appointments are due too: only the bench's patients' messages are counted.
    await client.query(`update patient set communication_sms = false, communication_email = false where last_name not like 'Atgādne %'`);
    await seed(client);
    const ours = `kind = 'reminder' and appointment_uuid in (select uuid from appointment where patient_uuid in (select uuid from patient where last_name like 'Atgādne %'))`;
    console.log('Waiting for the next minute’s scan…');
    const deadline = Date.now() + 5 * 60_000;
    let queued = 0;
    for (;;) {
      const { rows: [row] } = await client.query(`select count(*)::int as n from message where ${ours}`);
      queued = row.n;
      if (queued >= APPOINTMENTS || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // The scan that queued them: its start is where the minute's work begins.
    const { rows: [scan] } = await client.query(
      `select extract(epoch from (select max(j.started_on) from pgboss.job j where j.name = 'messages.scan' and j.started_on <= (select min(created_at) from message where ${ours}))) * 1000 as started_ms,
              extract(epoch from now()) * 1000 as now_ms`,
    );
    const scanStartedAt = performance.now() - (Number(scan.now_ms) - Number(scan.started_ms));
    while (inbox.got.emails + inbox.got.sms < queued && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    // A moment longer: a repeat would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const seconds = (inbox.got.last - scanStartedAt) / 1000;
    const { rows: [db] } = await client.query(`select count(*)::int as n, count(distinct idempotency_key)::int as keys, count(*) filter (where state in ('sent', 'delivered'))::int as sent from message where ${ours}`);
    const received = inbox.got.emails + inbox.got.sms;
    const once = db.n === APPOINTMENTS && db.keys === APPOINTMENTS && received === APPOINTMENTS && inbox.got.messageIds.size === inbox.got.emails;
    console.log(
      `\n${APPOINTMENTS.toLocaleString('en')} reminders over ${BRANCHES} branches: queued ${db.n} (${db.keys} keys), received ${inbox.got.emails} e-mails + ${inbox.got.sms} SMS ` +
        `(${inbox.got.messageIds.size} distinct Message-IDs), ${db.sent} recorded sent; scan start to last hand-over ${seconds.toFixed(1)} s`,
    );
    report('reminders', [
      {
        figure: `${(APPOINTMENTS / 1000).toFixed(0)}k reminders due in a minute, ${BRANCHES} branches: scan to last hand-over`,
        api: `${seconds.toFixed(1)} s`,
        floor: '',
        ratio: null,
        goal: `≤ ${GOAL_SECONDS} s, none twice`,
        pass: seconds <= GOAL_SECONDS && once,
      },
      { figure: 'reminders handed over / due (distinct keys)', api: `${received} / ${APPOINTMENTS} (${db.keys})`, floor: '', ratio: null, goal: 'equal', pass: once },
    ]);
  } finally {
    await stop();
    await inbox.stop();
  }
}

if (isMain(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
