import { expect, test } from '@playwright/test';
import { INSTANCE_HEADER, apiCall, apiToken, bookingRefs, cluster, edge, instancePid, primarySql, weekdayAhead } from './cluster-kit.js';

/**
 * Issue 24: two API instances consume the events of one stream without counting any twice. 1,000
 * payments of one cent go through nginx while one instance is killed (SIGKILL) in the middle of
 * them, jobs in its hands included; afterwards the incomes report has grown by exactly the sum of
 * the payments the database holds (every one acknowledged among them), once each. The payments are
 * spread over ten invoices: payments of one invoice take turns on its row, as a clinic's never race.
 */
const TOTAL = 1_000;
const INVOICES = 10;
const IN_FLIGHT = 8;
const KILL_AFTER = 300;

test('an instance killed in the middle of 1,000 payments leaves the report equal to the payments\u2019 sum', async () => {
  test.setTimeout(300_000);
  const admin = await apiToken('admin');
  const refs = await bookingRefs(admin, weekdayAhead(30));
  const [service] = (await apiCall<{ uuid: string; price_from: number }[]>(admin, 'GET', '/settings/services?per_page=100')).data.filter((s) => s.price_from >= TOTAL);
  const invoices: string[] = [];
  for (let i = 0; i < INVOICES; i++) {
    const draft = await apiCall<{ uuid: string; version: number }>(admin, 'POST', '/invoices', { patient_uuid: refs.patients[i % refs.patients.length].uuid, branch_uuid: refs.branch, doctor_uuid: refs.doctor.uuid, services: [{ service_uuid: service.uuid }] });
    expect(draft.status).toBe(201);
    const issued = await apiCall<{ uuid: string }>(admin, 'POST', `/invoices/${draft.data.uuid}/issue`, { version: draft.data.version });
    expect(issued.status).toBe(200);
    invoices.push(issued.data.uuid);
  }
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
  const received = async () => {
    const report = await apiCall<{ totals: { received: number } }>(admin, 'GET', `/reports/incomes?branch_uuid=${refs.branch}&from=${day}&to=${day}&bucket=day&by=doctor`);
    expect(report.status).toBe(200);
    return report.data.totals.received;
  };
  // The invoices' own events delivered first, so "before" holds everything but the payments.
  await expect
    .poll(async () => (await primarySql(`select 1 from event_log e join event_inbox i on i.event_id = e.id and i.consumer = 'reports.incomes' where e.data->>'invoice_uuid' = any($1)`, [invoices])).length)
    .toBe(INVOICES);
  const before = await received();

  const victimPid = instancePid('api-1');
  const outcomes: { status: number; instance: string | null }[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < TOTAL) {
      const i = next++;
      if (i === KILL_AFTER) {
        process.kill(victimPid, 'SIGKILL');
        killed = true;
      }
      try {
        const res = await fetch(`${edge()}/api/invoices/${invoices[i % INVOICES]}/payments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          body: JSON.stringify({ method: 1, amount: 1 }),
        });
        outcomes.push({ status: res.status, instance: res.headers.get(INSTANCE_HEADER) });
        await res.arrayBuffer();
      } catch {
        outcomes.push({ status: -1, instance: null });
      }
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const streamSeconds = (Date.now() - started) / 1000;
  expect(killed).toBe(true);
  const acknowledged = outcomes.filter((o) => o.status === 201).length;
  expect(acknowledged).toBeGreaterThan(TOTAL - IN_FLIGHT - 1);
  expect(new Set(outcomes.filter((o) => o.status === 201).map((o) => o.instance))).toEqual(new Set(cluster.instances.map((i) => i.name)));

  // What the database holds: every acknowledged payment, maybe one the kill cut off after its commit.
  const [{ stored, cents }] = await primarySql<{ stored: number; cents: number }>(
    `select count(*)::int as stored, coalesce(sum(amount), 0)::int as cents from payment where invoice_uuid = any($1) and status = 2`,
    [invoices],
  );
  expect(stored).toBeGreaterThanOrEqual(acknowledged);
  // Each payment's event taken by the reports once (the dead instance's jobs go back to the queue).
  await expect
    .poll(
      async () =>
        (
          await primarySql<{ taken: number }>(
            `select count(*)::int as taken from event_log e join event_inbox i on i.event_id = e.id and i.consumer = 'reports.incomes'
             where e.type = 'payment.recorded' and e.data->>'invoice_uuid' = any($1)`,
            [invoices],
          )
        )[0].taken,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(stored);
  await expect.poll(received, { timeout: 20_000 }).toBe(before + cents);
  test.info().annotations.push({ type: 'outcome', description: `${acknowledged}/${TOTAL} acknowledged in ${streamSeconds.toFixed(1)} s, ${stored} stored, report +${cents} cents` });
});
