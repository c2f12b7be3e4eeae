import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { bookablePatient } from '../support/api.js';

/**
 * Issue 6, in the browser: book from the panel, drag to another room and time, see Start wait for
 * the appointment's day (issue 15), see it counted on the dashboard; a second browser sees the new appointment appear live.
 * Runs on a day three months ahead, which the demo seed leaves empty.
 */
const api = `${E2E.baseURL}/api`;

async function apiToken(): Promise<string> {
  const res = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function apiGet<T>(token: string, path: string): Promise<T> {
  const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

async function signIn(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'lv-LV', viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill('admin');
  await page.getByLabel('Parole').fill('admin');
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** A weekday about three months ahead, as YYYY-MM-DD. */
function quietDay(): string {
  const d = new Date(Date.now() + 90 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('book and drag an appointment; Start waits for its day; it shows live elsewhere and on the dashboard', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const [branch] = await apiGet<{ uuid: string }[]>(token, '/meta/branches');
  const patient = await bookablePatient(token);
  const [doctor] = await apiGet<{ first_name: string; last_name: string }[]>(token, `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`);
  const patientName = `${patient.first_name} ${patient.last_name}`;
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;
  const day = quietDay();
  const calendarUrl = `/calendar?view=day&date=${day}`;

  const page = await signIn(browser);
  const watcher = await signIn(browser);
  await watcher.goto(calendarUrl);
  await page.goto(calendarUrl);

  const { rooms } = await apiGet<{ rooms: { name: string }[] }>(token, `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const [firstRoom, secondRoom] = rooms.map((r) => r.name);
  await expect(page.getByRole('group', { name: secondRoom })).toBeVisible();

  // Book from the panel: an empty slot opens it; pick the patient and the doctor.
  await page.getByRole('button', { name: `Pierakstīt 10:00, ${firstRoom}` }).click();
  const panel = page.getByRole('complementary', { name: 'Jauna vizīte' });
  await panel.getByRole('searchbox', { name: 'Meklēt pacientu' }).or(panel.getByLabel('Meklēt pacientu')).first().fill(patient.last_name);
  await panel.getByRole('button', { name: `Izvēlēties: ${patientName}` }).first().click();
  // The practitioner is chosen on the main form (issue 15: never silently the signed-in user).
  await panel.getByLabel('Ārsts').selectOption({ label: doctorName });
  await panel.getByLabel('Cena, €').fill('45,50');
  await panel.getByRole('button', { name: 'Pierakstīt', exact: true }).click();
  await expect(page.getByText('Vizīte pierakstīta')).toBeVisible();

  const event = page.getByRole('button', { name: new RegExp(`^10:00–10:30, ${patientName}, ${doctorName}, Ieplānots`) });
  await expect(event).toBeVisible();

  // The second browser sees it without a reload (socket event -> refetch).
  await expect(watcher.getByRole('button', { name: new RegExp(`^10:00–10:30, ${patientName}`) })).toBeVisible({ timeout: 15_000 });

  // Drag to the second room, one hour later.
  const from = (await event.boundingBox())!;
  const target = (await page.getByRole('button', { name: `Pierakstīt 11:00, ${secondRoom}` }).boundingBox())!;
  const start = { x: from.x + 10, y: from.y + 5 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 20, start.y + 20, { steps: 4 });
  await page.mouse.move(target.x + 10, target.y + 5, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByText('Vizīte pārvietota')).toBeVisible();
  const moved = page.getByRole('button', { name: new RegExp(`^11:00–11:30, ${patientName}`) });
  await expect(moved).toBeVisible();
  const movedBox = (await moved.boundingBox())!;
  expect(Math.abs(movedBox.x - target.x)).toBeLessThan(target.width);

  // Start is for today's appointments only (issue 15): on this later day it is offered disabled, with the reason.
  await moved.click();
  const edit = page.getByRole('complementary', { name: 'Vizīte' });
  await expect(edit.getByRole('button', { name: 'Sākt' })).toBeDisabled();
  await expect(edit.getByText('Sākt var tikai šodienas vizīti.')).toBeVisible();

  // Counted on the dashboard, not closed.
  await page.goto('/');
  await page.getByLabel('Datums').fill(day);
  await expect(page.getByTestId('stat-all')).toHaveText('1');
  await expect(page.getByTestId('stat-closed')).toHaveText('0');

  // The month view needs a doctor.
  await page.getByRole('tab', { name: 'Mēnesis' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Mēneša skatā jāizvēlas vismaz 1 ārsts' })).toBeVisible();
  await page.getByRole('checkbox', { name: doctorName }).check();
  await expect(page.getByTestId('stat-closed')).not.toHaveText('–');
});
