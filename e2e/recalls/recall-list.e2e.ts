import { expect, test } from '@playwright/test';
import { apiToken, call, weekdayFromNow } from '../support/api.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Issue 26, the recall list at the front desk: a receptionist (the demo's Administrators position)
 * opens the overdue recalls, calls a patient who is long overdue for hygiene (the phone is a call
 * link), logs the call, and books them from the list: the calendar opens with the booking panel
 * filled (patient, their doctor, the hygiene service); the appointment is in the calendar and the
 * recall reads booked. The booking goes on tomorrow at 08:00 (08:30 on a retry), before the demo's
 * shifts begin and where no other test books, so its 48 h reminder is due at once: the minute's scan e-mails it to
 * the local catcher (/api/test/outbox), and the patient's confirmation through the e-mail's link
 * (its API, POST /api/public/r/{token}/confirm, as the link's page sends it) shows in the open
 * calendar without a reload.
 */
type Person = { uuid: string; first_name: string; last_name: string };

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a receptionist works the overdue list: calls, logs the call and books the patient from it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const staff = await call<(Person & { position_types: number[]; branch_uuids: string[] })[]>(token, 'GET', '/meta/staff');
  const doctor = staff.find((s) => s.position_types.includes(1) && s.branch_uuids.includes(branch.uuid));
  const positions = await call<{ uuid: string; name: string }[]>(token, 'GET', '/settings/roles?per_page=50');
  const desk = positions.find((p) => p.name === 'Administrators');
  const types = await call<{ uuid: string; name: { en: string } }[]>(token, 'GET', '/settings/recall-types?per_page=50');
  const hygiene = types.find((type) => type.name.en === 'Hygiene');
  if (!doctor || !desk || !hygiene) throw new Error('the demo has a doctor, the Administrators position and the hygiene recall type');

  const tag = Date.now() % 1_000_000;
  const username = `desk${tag}`;
  await call(token, 'POST', '/settings/users', { username, password: 'desk-password-1', first_name: 'Dace', last_name: 'Reģistratūra', position_uuids: [desk.uuid], branch_uuids: [branch.uuid] });
  const patient = await call<Person>(token, 'POST', '/patients', {
    first_name: 'Marta',
    last_name: `Atgādinājuma ${tag}`,
    phone: '+371 2611 2233',
    email: `marta.${tag}@example.lv`,
    doctor_uuid: doctor.uuid,
    branch_uuids: [branch.uuid],
  });
  // Long overdue, so the overdue list (by due date) shows her first.
  await call(token, 'POST', '/recalls', { patient_uuid: patient.uuid, type_uuid: hygiene.uuid, due_date: '2019-04-15', reason: 'Last hygiene in the previous system' });
  const name = `${patient.first_name} ${patient.last_name}`;
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;

  await signIn(page, username, { password: 'desk-password-1', language: 'en' });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Recalls' }).click();
  await expect(page.getByRole('heading', { name: 'Recalls', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^Overdue \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/state=overdue/);
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow).toContainText(name);
  await expect(firstRow).toContainText('15 Apr 2019');
  await expect(firstRow.getByRole('link', { name: `Call ${name}, +371 2611 2233` })).toHaveAttribute('href', 'tel:+37126112233');

  // The call: she answers and will come; logged with its outcome, she leaves the overdue tab.
  await firstRow.getByRole('button', { name: `Log attempt: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Attempt: ${name}` });
  await expect(dialog.getByLabel('Channel')).toHaveValue('phone');
  await dialog.getByLabel('Reached').check();
  await dialog.getByLabel('Note').fill('Prefers mornings');
  await dialog.getByRole('button', { name: 'Log attempt' }).click();
  await expect(page.getByText('Attempt logged')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

  await page.getByRole('tab', { name: /^Contacted \(\d+\)$/ }).click();
  const contacted = page.getByRole('row').filter({ hasText: name });
  await expect(contacted).toContainText('Attempts: 1');
  await expect(contacted).toContainText('Phone · Reached');

  // Book: the calendar opens with the panel filled; the desk picks the day, room and time.
  await contacted.getByRole('button', { name: `Book: ${name}` }).click();
  await expect(page).toHaveURL(/\/calendar\?view=day/);
  const panel = page.getByRole('complementary', { name: 'New appointment' });
  await expect(panel).toContainText(`Patient: ${name}`);
  await expect(panel.getByLabel('Practitioner')).toHaveValue(doctor.uuid);
  await expect(panel.getByLabel('Service')).toHaveValue(/.+/);
  await expect(panel.getByLabel('Service').locator('option:checked')).toHaveText('Profesionālā mutes higiēna');
  const day = weekdayFromNow(1);
  await panel.getByLabel('Date').fill(day);
  await panel.getByLabel('Room').selectOption({ index: 1 });
  // Before the doctor's shift (09:00): 08:00, or 08:30 on a retry (the first try's booking holds 08:00).
  const [from, to] = testInfo.retry === 0 ? ['08:00', '08:30'] : ['08:30', '09:00'];
  await panel.getByLabel('From', { exact: true }).fill(from);
  await panel.getByLabel('To', { exact: true }).fill(to);
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Appointment booked')).toBeVisible();

  await page.goto(`/calendar?view=day&date=${day}`);
  const event = page.getByRole('button', { name: new RegExp(`^${from}–${to}, ${name}, ${doctorName}`) });
  await expect(event).toBeVisible();

  // Within 48 h: the next minute's scan sends her reminder, and the appointment reads notified.
  const email = `marta.${tag}@example.lv`;
  let link = '';
  await expect(async () => {
    const [mail] = await call<{ channel: string; text: string }[]>(token, 'GET', `/test/outbox?to=${encodeURIComponent(email)}`);
    link = /\/r\/([\w-]+\.[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  await expect(event).toHaveAccessibleName(/Notified/, { timeout: 15_000 });
  // She confirms from the e-mail's link (no sign-in): the open calendar shows it live.
  const confirmed = await fetch(new URL(`/api/public/r/${link}/confirm`, page.url()), { method: 'POST' });
  expect(confirmed.status).toBe(200);
  await expect(event).toHaveAccessibleName(/Confirmed/, { timeout: 15_000 });

  // The booking reaches the recall list by event: it reads booked, with the appointment's time.
  await page.goto('/recalls?state=booked');
  const booked = page.getByRole('row').filter({ hasText: name });
  await expect(async () => {
    await page.reload();
    await expect(booked).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(booked).toContainText('Booked');
  await expect(booked).toContainText(new RegExp(`Booked for .*${from}`));
  await expect(booked.getByRole('button', { name: `Book: ${name}` })).toHaveCount(0);
});
