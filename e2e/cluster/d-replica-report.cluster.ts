import { expect, test } from '@playwright/test';
import { apiCall, apiToken, primarySql } from './cluster-kit.js';

/**
 * A payment (as admin, through nginx) appears in the incomes report that another user reads from
 * the streaming replica (x-read-source: replica) within a second.
 */
test('a payment appears in the incomes report read from the replica within a second', async () => {
  const [admin, manager] = await Promise.all([apiToken('admin'), apiToken('manager')]);
  // The replica streams from the primary (again, should an earlier test have restarted the primary).
  await expect
    .poll(async () => (await primarySql<{ state: string }>(`select state from pg_stat_replication`)).map((r) => r.state), { timeout: 20_000 })
    .toEqual(['streaming']);
  const [service] = await primarySql<{ uuid: string }>(
    `select s.uuid from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.deleted_at is null and s.price_from > 0 order by s.name limit 1`,
  );
  const branches = (await apiCall<{ uuid: string; name: string }[]>(admin, 'GET', '/meta/branches')).data;
  const branch = (branches.find((b) => b.name.startsWith('R')) ?? branches[0]).uuid;
  const [patient] = (await apiCall<{ uuid: string }[]>(admin, 'GET', '/patients?per_page=1&sort=last_name')).data;
  const draft = await apiCall<{ uuid: string; version: number }>(admin, 'POST', '/invoices', { patient_uuid: patient.uuid, branch_uuid: branch, services: [{ service_uuid: service.uuid, count: 1 }] });
  expect(draft.status).toBe(201);
  const issued = await apiCall<{ uuid: string; version: number; price_to_pay: number }>(admin, 'POST', `/invoices/${draft.data.uuid}/issue`, { version: draft.data.version });
  expect(issued.status).toBe(200);

  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Riga' });
  const report = () => apiCall<{ totals: { received: number } }>(manager, 'GET', `/reports/incomes?from=${today}&to=${today}&bucket=day&by=doctor&branch_uuid=${branch}`);
  const before = await report();
  expect(before.status).toBe(200);
  expect(before.headers.get('x-read-source')).toBe('replica');

  const amount = 123;
  const paid = await apiCall(admin, 'POST', `/invoices/${issued.data.uuid}/payments`, { method: 1, amount });
  expect(paid.status).toBe(201);
  const started = Date.now();
  let seenAfter = -1;
  while (Date.now() - started < 3000) {
    const now = await report();
    expect(now.headers.get('x-read-source')).toBe('replica');
    if (now.data.totals.received === before.data.totals.received + amount) {
      seenAfter = Date.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  test.info().annotations.push({ type: 'seen on the replica after (ms)', description: String(seenAfter) });
  expect(seenAfter, 'the payment reached the replica').toBeGreaterThanOrEqual(0);
  expect(seenAfter).toBeLessThan(1000);
});
