import { expect, test } from '@playwright/test';
import { apiToken, call, weekdayFromNow as weekdayAhead } from '../support/api.js';

/**
 * Issue 15, absences: a vacation saved over a doctor's appointments lists them and asks to
 * confirm first (the planner's Vacations tab); once saved, the calendar marks the doctor absent and
 * the planner's Conflicting view shows the appointments. About 17 weeks ahead (no demo data there).
 */




test('a vacation over appointments lists them and asks to confirm; then the doctor is marked absent', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const patients = await call<{ uuid: string; first_name: string; last_name: string }[]>(token, 'GET', '/patients?per_page=2&sort=last_name');
  const doctors = await call<{ uuid: string; first_name: string; last_name: string }[]>(token, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`);
  const doctor = doctors[0];
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;
  const day = weekdayAhead(119);
  const { rooms } = await call<{ rooms: { uuid: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const dayStart = await call<{ from: string }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const at = (hours: number) => new Date(Date.parse(dayStart.from) + hours * 3_600_000).toISOString();
  for (const [index, patient] of patients.entries()) {
    await call(token, 'POST', '/calendar/appointments', {
      branch_uuid: branch.uuid,
      patient_uuid: patient.uuid,
      room_uuid: rooms[0].uuid,
      practitioner_uuid: doctor.uuid,
      time_from: at(10 + index),
      time_to: at(10.5 + index),
    });
  }

  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill('admin');
  await page.getByLabel('Parole').fill('admin');
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/planner-vacations');
  await page.getByRole('button', { name: 'Pievienot prombūtni vai brīvdienu' }).click();
  const form = page.getByRole('dialog', { name: 'Jauna prombūtne vai brīvdiena' });
  await form.getByLabel('Lietotājs').selectOption({ label: doctorName });
  await form.getByLabel('No datuma').fill(day);
  await form.getByLabel('Līdz datumam').fill(day);
  await form.getByRole('button', { name: 'Saglabāt' }).click();

  const confirm = page.getByRole('dialog', { name: 'Šī prombūtne pārklājas ar pierakstiem' });
  await expect(confirm).toBeVisible();
  const listed = confirm.getByRole('list', { name: 'Šī prombūtne pārklājas ar pierakstiem' }).getByRole('listitem');
  await expect(listed.filter({ hasText: 'Vizīte' })).toHaveCount(2);
  for (const patient of patients) await expect(confirm.getByText(`${patient.first_name} ${patient.last_name} pie ${doctorName}`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Tomēr saglabāt' }).click();
  await expect(page.getByText('Prombūtne pievienota')).toBeVisible();

  await page.goto(`/calendar?view=day&date=${day}`);
  await expect(page.getByRole('note').filter({ hasText: `${doctorName} nav darbā: atvaļinājums` })).toBeVisible();

  await page.goto(`/planner?view=day&date=${day}&display=1`);
  // The Conflicting view counts the two appointments standing on the vacation in their room.
  await expect(page.getByText('Vizītes: 2')).toBeVisible();
});
