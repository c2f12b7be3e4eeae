import { expect, test } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { call, weekdayFromNow } from '../support/api.js';

/**
 * Issue 15, the queue: a queued appointment without a doctor is planned from its row by choosing
 * the practitioner, room and time in the Plan dialog; the row shows the patient's phone as a call link.
 */
const api = `${E2E.baseURL}/api`;


test('plan a doctor-less queue row with a practitioner, room and time; the phone is a call link', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  // A patient of our own with a phone, so the call link is always there to check.
  const patient = await call<{ uuid: string; first_name: string; last_name: string; phone: string }>(token, 'POST', '/patients', {
    first_name: 'Rinda',
    last_name: `Zvanāmā ${Date.now() % 100000}`,
    phone: '+371 2000 1234',
  });
  const doctors = await call<{ uuid: string; first_name: string; last_name: string }[]>(token, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`);
  // A weekday: the plan goes inside the branch's opening hours.
  const day = weekdayFromNow(126);
  await call(token, 'POST', '/calendar/appointments', { branch_uuid: branch.uuid, patient_uuid: patient.uuid, desired_date: day, comment: 'e2e queue plan' });
  const name = `${patient.first_name} ${patient.last_name}`;

  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill('admin');
  await page.getByLabel('Parole').fill('admin');
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/calendar-queue');

  const row = page.getByRole('row').filter({ hasText: 'e2e queue plan' });
  await expect(row.getByRole('link', { name: `Zvanīt ${name}, ${patient.phone}` })).toHaveAttribute('href', 'tel:+37120001234');
  await row.getByRole('button', { name: `Ieplānot: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Ieplānot' }).click();
  await expect(dialog.getByText('Izvēlieties ārstu', { exact: true })).toBeVisible();
  await dialog.getByLabel('Ārsts').selectOption({ label: `${doctors[0].first_name} ${doctors[0].last_name}` });
  await dialog.getByLabel('Datums').fill(day);
  await dialog.getByLabel('No', { exact: true }).fill('11:00');
  await dialog.getByLabel('Līdz', { exact: true }).fill('11:45');
  await dialog.getByRole('button', { name: 'Ieplānot' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'e2e queue plan' })).toHaveCount(0);

  await page.goto(`/calendar?view=day&date=${day}`);
  await expect(page.getByRole('button', { name: new RegExp(`^11:00–11:45, ${name}, ${doctors[0].first_name} ${doctors[0].last_name}`) })).toBeVisible();
});
