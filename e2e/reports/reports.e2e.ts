import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { bookablePatient, weekdayFromNow } from '../support/api.js';
import { E2E } from '../support/platform.js';

/**
 * Issue 14, in the browser: a manager opens last month's incomes by doctor; the chart's legend and
 * the table's totals agree with each other and with the sums the invoices screen shows for the
 * same branch and month; then switches to workload by room and downloads the CSV.
 *
 * Last month's appointment, invoice and payment are made through the API; only the invoice's
 * issue date needs SQL (issuing stamps "now"): the invoice and its `invoice.issued` event are
 * back-dated alike, then the reports' read model is rebuilt from the event log (`reports:rebuild`
 * of the API's CLI). The invoice has no insurer's part, so the invoices screen's "to pay" is the
 * report's "invoiced" (docs/decisions.md, "Reports").
 */
const api = `${E2E.baseURL}/api`;
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${E2E.env.PG_PORT}/dental`;

async function apiCall<T>(token: string, path: string, init: RequestInit = {}): Promise<{ status: number; data: T; body: unknown }> {
  const res = await fetch(`${api}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  const body = (await res.json().catch(() => ({}))) as { data: T };
  return { status: res.status, data: body.data, body };
}

async function token(username: string): Promise<string> {
  const res = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: username }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Last month's first and last day in Riga, and a Riga wall time of a day as an instant. */
function lastMonth(): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const first = new Date(Date.UTC(month === 1 ? year - 1 : year, month === 1 ? 11 : month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
function rigaInstant(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const wall = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Riga' }) + ' UTC');
  return new Date(guess.getTime() - (wall.getTime() - guess.getTime())).toISOString();
}

const euros = (cents: number) => new Intl.NumberFormat('lv', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill(username);
  await page.getByLabel('Parole').fill(username);
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('a manager reads last month\u2019s incomes by doctor, then workload by room, and downloads it as CSV', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await token('admin');
  const { from, to } = lastMonth();
  const [branch] = (await apiCall<{ uuid: string; name: string }[]>(admin, '/meta/branches')).data;
  const patient = await bookablePatient(admin);
  const [doctor] = (await apiCall<{ uuid: string; first_name: string; last_name: string }[]>(admin, `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`)).data;
  const rooms = (await apiCall<{ uuid: string; name: string }[]>(admin, `/settings/branches/${branch.uuid}/rooms?per_page=50`)).data;
  const services = (await apiCall<{ uuid: string; name: string }[]>(admin, '/settings/services?per_page=200&sort=name')).data;
  const filling = services.find((service) => service.name === 'Kompozīta plomba, viena virsma') ?? services[0];
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;

  // An appointment on the 10th of last month, before the demo's hours, in the first room: booked
  // within the branch's hours on a quiet day ahead, then put there (the branch opens at 08:00).
  const day = `${from.slice(0, 8)}10`;
  const quiet = weekdayFromNow(183);
  const booked = await apiCall<{ uuid: string }>(admin, '/calendar/appointments', {
    method: 'POST',
    body: JSON.stringify({
      branch_uuid: branch.uuid,
      patient_uuid: patient.uuid,
      room_uuid: rooms[0].uuid,
      practitioner_uuid: doctor.uuid,
      service_uuid: filling.uuid,
      time_from: rigaInstant(quiet, '08:00'),
      time_to: rigaInstant(quiet, '08:40'),
    }),
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // Ended on its own day (the API starts and ends only today's appointments), then invoiced, issued and paid by card through the API.
    await db.query(`update appointment set status = 8, time_from = $2, time_to = $3 where uuid = $1`, [booked.data.uuid, rigaInstant(day, '07:00'), rigaInstant(day, '07:40')]);
    const draft = await apiCall<{ uuid: string; version: number }>(admin, '/invoices', { method: 'POST', body: JSON.stringify({ appointment_uuid: booked.data.uuid }) });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const issued = await apiCall<{ uuid: string; amount_remaining: number }>(admin, `/invoices/${draft.data.uuid}/issue`, { method: 'POST', body: JSON.stringify({ version: draft.data.version }) });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const issuedAt = rigaInstant(day, '09:00');
    await db.query(`update invoice set issued_at = $2, listed_at = $2 where uuid = $1`, [issued.data.uuid, issuedAt]);
    const back = await db.query(`update event_log set data = jsonb_set(data, '{issued_at}', to_jsonb($2::text)) where type = 'invoice.issued' and data->>'invoice_uuid' = $1`, [issued.data.uuid, issuedAt]);
    expect(back.rowCount).toBe(1);
    const paid = await apiCall(admin, `/invoices/${issued.data.uuid}/payments`, {
      method: 'POST',
      body: JSON.stringify({ method: 3, amount: Math.ceil(issued.data.amount_remaining / 2), paid_at: rigaInstant(day, '09:05') }),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    execFileSync(process.execPath, [path.join(E2E.root, 'services/api/dist/cli.js'), 'reports:rebuild'], { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' } });
  } finally {
    await db.end();
  }

  const context = await browser.newContext({ locale: 'lv-LV', viewport: { width: 1440, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, 'manager');

  // The invoices screen, same branch (the session's) and month: its sums and what they are.
  await page.goto(`/invoices?date_from=${from}&date_to=${to}`);
  await expect(page.getByTestId('sums-note')).toContainText('Ieņēmumu atskaitē izrakstītie rēķini skaitīti pilnā summā');
  const screenInvoiced = plain(await page.getByTestId('sum-total').textContent());
  const screenPaid = plain(await page.getByTestId('sum-paid').textContent());
  expect(screenPaid).not.toBe(plain(euros(0)));
  const sums = { received: screenPaid, invoiced: screenInvoiced };

  await page.goto('/reports/incomes');
  await page.getByRole('button', { name: 'Iepriekšējais mēnesis' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}.*to=${to}|to=${to}.*from=${from}`));
  await page.getByRole('combobox', { name: 'Filiāle' }).selectOption(branch.uuid);
  await expect(page.getByRole('tab', { name: 'Ārsti' })).toHaveAttribute('aria-selected', 'true');
  // What each number is, said on the screen.
  await expect(page.getByText('Saņemtā nauda: apmaksātie maksājumi pēc maksājuma datuma, pa maksājuma veidiem; neapmaksātie (gaidāmie) un atceltie maksājumi netiek skaitīti.')).toBeVisible();
  await expect(page.getByText(/Izrakstītie rēķini pilnā summā \(ar PVN un apdrošinātāja daļu\)/)).toBeVisible();

  // The table's totals: received and invoiced are the invoices screen's paid and to pay.
  const totals = page.getByTestId('report-totals');
  await expect(totals).toBeVisible();
  const cells = totals.locator('td');
  await expect.poll(async () => plain(await cells.first().textContent())).toBe(sums.received);
  const headers = (await page.locator('.rep-table thead th').allTextContents()).map(plain);
  // The totals row's label spans the period and person columns.
  const invoicedCell = cells.nth(headers.indexOf('Izrakstīts rēķinos') - 2);
  expect(plain(await invoicedCell.textContent())).toBe(sums.invoiced);
  await expect(page.getByRole('row').filter({ hasText: doctorName }).first()).toBeVisible();

  // The chart: drawn (a canvas with axes), its legend's period totals are the table's.
  const chart = page.getByTestId('report-chart');
  await expect(chart.locator('canvas')).toBeVisible();
  const legend = page.getByTestId('chart-legend');
  await expect(legend).toContainText('Viss periods');
  await expect(legend.getByRole('listitem').filter({ hasText: doctorName })).toBeVisible();
  expect(plain(await legend.getByRole('listitem').filter({ hasText: 'Izrakstīts rēķinos' }).textContent())).toContain(sums.invoiced);
  // Printed, the chart is redrawn to fit an A4 page (170 mm of text width), and back for the screen.
  await page.emulateMedia({ media: 'print' });
  await expect.poll(async () => (await chart.locator('canvas').first().boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(640);
  await page.emulateMedia({ media: 'screen' });
  await expect.poll(async () => (await chart.locator('canvas').first().boundingBox())?.width ?? 0).toBeGreaterThan(640);
  // Pointing at the chart shows that bucket's values instead of the period's.
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(legend).not.toContainText('Viss periods');

  // Workload by room, then the CSV of it.
  await page.getByRole('link', { name: 'Noslodze' }).click();
  await expect(page).toHaveURL(/\/reports\/workload/);
  await page.getByRole('tab', { name: 'Kabineti' }).click();
  await expect(page.locator('.rep-table thead')).toContainText('Kabinets');
  const roomRow = page.getByRole('row').filter({ hasText: rooms[0].name }).first();
  await expect(roomRow).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Lejupielādēt CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`workload-${from}-${to}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Kabinets');
  expect(csv).toContain(rooms[0].name);
  await context.close();
});
