import { expect, test } from '@playwright/test';
import { startMessageProviders } from '../support/message-providers.mjs';
import { apiCall, apiToken, bookingRefs, cluster, instancePid, primarySql, weekdayAhead } from './cluster-kit.js';

/**
 * Issue 26: two API instances send a batch of due reminders, and one is killed (SIGKILL) while
 * the batch is being handed over. The test runs the provider side itself (e2e/support/message-providers.mjs:
 * a real SMTP server and a real SMPP 3.4 server), each answering slowly, as a gateway under load
 * does, so the kill lands inside the batch.
 * Afterwards every due message was received at least once; a repeat happens only across the kill
 * (handed over, not yet recorded), and it carries the same idempotency key (the e-mail's
 * Message-ID, the SMS's user reference to its number), so the distinct keys equal the due
 * messages: what a real provider drops as a repeat.
 */
const APPOINTMENTS = 120;
/** A provider's time per message: the batch takes seconds, so the kill lands inside it. */
const PROVIDER_DELAY_MS = 300;
const SMTP_PORT = cluster.smtpPort;
const SMPP_PORT = cluster.smppPort;

interface Received {
  to: string;
  key: string;
}

/** The provider side: what each server received, in order, with the key a provider deduplicates on. */
async function providers() {
  const emails: Received[] = [];
  const sms: Received[] = [];
  const servers = await startMessageProviders({
    smtpPort: SMTP_PORT,
    smppPort: SMPP_PORT,
    delayMs: PROVIDER_DELAY_MS,
    onEmail: ({ to, messageId }) => emails.push({ to, key: messageId }),
    onSms: ({ to, reference }) => sms.push({ to, key: `${to}#${reference}` }),
  });
  return { emails, sms, stop: servers.stop };
}

test('an instance killed in a batch of due reminders: every one received, distinct keys equal the due messages', async () => {
  test.setTimeout(420_000);
  const inbox = await providers();
  try {
    const admin = await apiToken('admin');
    const refs = await bookingRefs(admin, weekdayAhead(3));
    // The demo company's channels point at this test's servers; the branch sends at any hour.
    const channels = (await apiCall<{ channel: string; version: number }[]>(admin, 'GET', '/settings/message-channels')).data;
    const version = (channel: string) => channels.find((row) => row.channel === channel)?.version ?? 0;
    expect((await apiCall(admin, 'PUT', '/settings/message-channels/email', { enabled: true, host: '127.0.0.1', port: SMTP_PORT, user: '', sender_name: 'Klinika', version: version('email') })).status).toBe(200);
    expect((await apiCall(admin, 'PUT', '/settings/message-channels/sms', { enabled: true, host: '127.0.0.1', port: SMPP_PORT, user: 'clinic', secret: 'pa55', sender_name: 'Klinika', version: version('sms') })).status).toBe(200);
    const sending = await apiCall<{ version: number }>(admin, 'GET', `/settings/branches/${refs.branch}/messages`);
    expect((await apiCall(admin, 'PUT', `/settings/branches/${refs.branch}/messages`, { reminder_offsets_hours: [48, 3], sending_from: '00:00', sending_to: '23:59', version: sending.data.version })).status).toBe(200);

    // Patients of the test's own, each with a number and an address of their own, both channels allowed.
    const tag = Date.now().toString(36);
    const patients: { uuid: string; email: string; digits: string }[] = [];
    for (let i = 0; i < APPOINTMENTS; i++) {
      const digits = String(20_000_000 + ((Date.now() + i * 7919) % 9_999_999)).slice(0, 8);
      const made = await apiCall<{ uuid: string; email: string }>(admin, 'POST', '/patients', {
        first_name: 'Jānis',
        last_name: `Klasteris ${tag}${i}`,
        phone: `+371 ${digits}`,
        email: `k${tag}.${i}@example.lv`,
        branch_uuids: [refs.branch],
      });
      expect(made.status).toBe(201);
      patients.push({ uuid: made.data.uuid, email: made.data.email, digits: `371${digits}` });
    }
    const uuids = patients.map((p) => p.uuid);
    await primarySql(`update patient set communication_sms = true, communication_email = true, communication_language = 'lv' where uuid = any($1)`, [uuids]);
    // Their appointments, 47 h ahead and earlier, five minutes each: the 48 h reminder of every one is due at the next minute's scan.
    const [{ company_id: companyId }] = await primarySql<{ company_id: number }>(`select company_id from patient where uuid = $1`, [uuids[0]]);
    const appointments = await primarySql<{ uuid: string }>(
      `insert into appointment (company_id, branch_uuid, patient_uuid, status, reason, time_from, time_to)
       select $1, $2, p.uuid, 1, 'acute', now() + interval '47 hours' - (p.n * interval '5 minutes'), now() + interval '47 hours' - (p.n * interval '5 minutes') + interval '5 minutes'
       from unnest($3::uuid[]) with ordinality as p(uuid, n) returning uuid`,
      [companyId, refs.branch, uuids],
    );
    expect(appointments).toHaveLength(APPOINTMENTS);
    const ours = (list: Received[]) => list.filter((r) => patients.some((p) => p.email === r.to || p.digits === r.to));
    const due = APPOINTMENTS * 2;

    // The minute's scan queues them (one instance takes it); kill api-1 once the hand-over is under way.
    const victim = instancePid('api-1');
    await expect.poll(() => ours(inbox.emails).length + ours(inbox.sms).length, { timeout: 90_000, intervals: [50] }).toBeGreaterThan(due / 10);
    const atKill = ours(inbox.emails).length + ours(inbox.sms).length;
    process.kill(victim, 'SIGKILL');
    expect(atKill).toBeLessThan(due);

    // Every due message arrives at least once (the dead instance's jobs come back within its heartbeat).
    await expect
      .poll(() => new Set(ours(inbox.emails).map((r) => r.key)).size + new Set(ours(inbox.sms).map((r) => r.key)).size, { timeout: 120_000, intervals: [500] })
      .toBe(due);
    const emails = ours(inbox.emails);
    const sms = ours(inbox.sms);
    expect(new Set(emails.map((r) => r.to))).toEqual(new Set(patients.map((p) => p.email)));
    expect(new Set(sms.map((r) => r.to))).toEqual(new Set(patients.map((p) => p.digits)));
    // One key per due message: distinct keys = due messages on each channel, and a repeat carries its original's key.
    expect(new Set(emails.map((r) => r.key)).size).toBe(APPOINTMENTS);
    expect(new Set(sms.map((r) => r.key)).size).toBe(APPOINTMENTS);
    expect(new Set(emails.map((r) => `${r.to}|${r.key}`)).size).toBe(APPOINTMENTS);
    // The database holds one message per due reminder and channel, each sent, and the appointments read 2.
    const [{ messages, sent }] = await primarySql<{ messages: number; sent: number }>(
      `select count(*)::int as messages, count(*) filter (where state in ('sent', 'delivered'))::int as sent from message where appointment_uuid = any($1) and kind = 'reminder'`,
      [appointments.map((a) => a.uuid)],
    );
    expect(messages).toBe(due);
    await expect
      .poll(async () => (await primarySql<{ n: number }>(`select count(*)::int as n from message where appointment_uuid = any($1) and state in ('sent', 'delivered')`, [appointments.map((a) => a.uuid)]))[0].n, { timeout: 60_000 })
      .toBe(due);
    await expect
      .poll(async () => (await primarySql<{ n: number }>(`select count(*)::int as n from appointment where uuid = any($1) and status = 2`, [appointments.map((a) => a.uuid)]))[0].n, { timeout: 30_000 })
      .toBe(APPOINTMENTS);
    const repeats = emails.length + sms.length - due;
    test.info().annotations.push({ type: 'outcome', description: `${due} due, ${emails.length + sms.length} received (${repeats} repeats across the kill), ${atKill} before the kill, ${sent} recorded sent at first read` });
  } finally {
    await inbox.stop();
  }
});
