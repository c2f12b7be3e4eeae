import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, bookablePatient, call } from '../support/api.js';

/**
 * Issue 15, "A clinic's day without traps", the booking panel: a slot of another day than today
 * opens on that day, proposes the doctor who works in that room then, a service sets the end and
 * the price; Start waits for the appointment's day. A branch holiday shades its day and refuses a
 * booking with its reason. Runs about 15 weeks ahead, which the demo seed leaves empty.
 */



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

/** A weekday `days` ahead, as YYYY-MM-DD. */
function weekdayAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

test('book from a slot of another day: the proposed doctor, a service sets the end and the price; Start waits', async ({ browser }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const patient = await bookablePatient(token);
  const doctors = await call<{ uuid: string; first_name: string; last_name: string }[]>(token, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=5`);
  const doctor = doctors[doctors.length - 1];
  const services = await call<{ name: string; time: number; price_from: number }[]>(token, 'GET', '/settings/services?per_page=200');
  const service = services.find((s) => s.time >= 45 && s.time <= 120 && s.time % 15 === 0 && s.price_from > 0);
  if (!service) throw new Error('the demo catalogue has no service with a time');
  const day = weekdayAhead(105);
  const { rooms } = await call<{ rooms: { uuid: string; name: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  // The planner: this doctor works in the second room that day.
  await call(token, 'POST', '/planner/worktimes', {
    branch_uuid: branch.uuid,
    room_uuid: rooms[1].uuid,
    user_uuid: doctor.uuid,
    date_from: day,
    date_to: day,
    time_from: '08:00',
    time_to: '16:00',
    repeat_type: 'none',
  });

  const page = await signIn(browser);
  await page.goto(`/calendar?view=day&date=${day}`);
  await page.getByRole('button', { name: `Pierakstīt 10:00, ${rooms[1].name}` }).click();
  const panel = page.getByRole('complementary', { name: 'Jauna vizīte' });
  await expect(panel.getByLabel('Datums')).toHaveValue(day);
  await expect(panel.getByLabel('No', { exact: true })).toHaveValue('10:00');
  // Proposed from the planner, said so, and still a choice.
  await expect(panel.getByLabel('Ārsts')).toHaveValue(doctor.uuid);
  await expect(panel.getByText('Ieteikts: strādā šajā kabinetā šajā laikā')).toBeVisible();

  await panel.getByLabel('Meklēt pacientu').first().fill(patient.last_name);
  await panel.getByRole('button', { name: `Izvēlēties: ${patient.first_name} ${patient.last_name}` }).first().click();
  await panel.getByLabel('Pakalpojums').selectOption({ label: service.name });
  const end = `${String(10 + Math.floor(service.time / 60)).padStart(2, '0')}:${String(service.time % 60).padStart(2, '0')}`;
  await expect(panel.getByLabel('Līdz', { exact: true })).toHaveValue(end);
  await expect(panel.getByLabel('Cena, €')).toHaveValue(euros(service.price_from));
  await panel.getByRole('button', { name: 'Pierakstīt', exact: true }).click();
  await expect(page.getByText('Vizīte pierakstīta')).toBeVisible();

  const event = page.getByRole('button', { name: new RegExp(`^10:00–${end}, ${patient.first_name} ${patient.last_name}, ${doctor.first_name} ${doctor.last_name}`) });
  await expect(event).toBeVisible();
  await event.click();
  const edit = page.getByRole('complementary', { name: 'Vizīte' });
  await expect(edit.getByRole('button', { name: 'Sākt' })).toBeDisabled();
  await expect(edit.getByText('Sākt var tikai šodienas vizīti.')).toBeVisible();
});

test('a holiday is shaded and refuses a booking with its reason', async ({ browser }) => {
  test.setTimeout(90_000);
  const token = await apiToken();
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const patient = await bookablePatient(token);
  const day = weekdayAhead(112);
  await call(token, 'POST', `/settings/branches/${branch.uuid}/holidays`, { date_from: day, date_to: day, type: 1, comment: 'Klīnikas jubileja' });
  const { rooms } = await call<{ rooms: { uuid: string; name: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);

  const page = await signIn(browser);
  await page.goto(`/calendar?view=day&date=${day}`);
  await expect(page.getByRole('note').filter({ hasText: 'Brīvdiena: Klīnikas jubileja' })).toBeVisible();
  await page.getByRole('button', { name: `Pierakstīt 10:00, ${rooms[0].name}` }).click();
  const panel = page.getByRole('complementary', { name: 'Jauna vizīte' });
  await panel.getByLabel('Meklēt pacientu').first().fill(patient.last_name);
  await panel.getByRole('button', { name: `Izvēlēties: ${patient.first_name} ${patient.last_name}` }).first().click();
  await panel.getByLabel('Ārsts').selectOption({ index: 1 });
  await panel.getByRole('button', { name: 'Pierakstīt', exact: true }).click();
  await expect(page.getByText(`Filiāle ${day} ir slēgta: Klīnikas jubileja`)).toBeVisible();
});
