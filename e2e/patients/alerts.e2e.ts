import { expect, test } from '@playwright/test';
import { apiToken, call as apiCall } from '../support/api.js';
import { signIn } from '../support/session.js';

/**
 * Patient alerts (issue 15), in Latvian: a receptionist fills the allergy questionnaire with "yes,
 * allergic to medicines"; the card's header then carries the alerts badge, and so does the patient
 * in the booking panel and on the booked appointment in the calendar.
 */
const suffix = Date.now().toString(36).slice(-5);
const QUESTION = 'Vai jums ir alerģija pret medikamentiem?';
const BADGE = new RegExp(`^Brīdinājumi: Alerģija: ${QUESTION.replace('?', '\\?')}`);



/** A weekday about four months ahead (the demo seed leaves it empty), as YYYY-MM-DD. */
function quietDay(): string {
  const d = new Date(Date.now() + 120 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('an allergy answer shows as a badge in the card header, the booking panel and on the appointment', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const patient = await apiCall<{ uuid: string; first_name: string; last_name: string }>(token, 'POST', '/patients', { first_name: 'Alise', last_name: `Alerģiska${suffix}` });
  const name = `${patient.first_name} ${patient.last_name}`;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'admin');
  await page.goto(`/patients/${patient.uuid}/tests`);
  await expect(page.getByRole('img', { name: BADGE })).toHaveCount(0);
  await page.getByRole('button', { name: 'Aizpildīt: Alerģijas' }).click();
  const form = page.getByRole('form', { name: 'Alerģijas' });
  const allergy = form.getByRole('group', { name: QUESTION });
  await allergy.getByRole('radio', { name: 'Jā', exact: true }).check();
  // The trigger is announced while filling; after saving, the card carries it.
  await expect(allergy.getByRole('status')).toBeVisible();
  await form.getByLabel('Pret kuriem medikamentiem?').fill('Penicilīns');
  await form.getByRole('button', { name: 'Saglabāt atbildes' }).click();
  await expect(page.getByText('Anketa “Alerģijas” saglabāta')).toBeVisible();
  await expect(page.getByRole('img', { name: BADGE })).toBeVisible();

  // The booking panel: the patient found by the search, chosen, and named in the summary, each with the badge.
  const day = quietDay();
  const [branch] = await apiCall<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const { rooms } = await apiCall<{ rooms: { name: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const [doctor] = await apiCall<{ first_name: string; last_name: string }[]>(token, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`);
  await page.goto(`/calendar?view=day&date=${day}`);
  await page.getByRole('button', { name: `Pierakstīt 10:00, ${rooms[0].name}` }).click();
  const panel = page.getByRole('complementary', { name: 'Jauna vizīte' });
  await panel.getByRole('searchbox', { name: 'Meklēt pacientu' }).or(panel.getByLabel('Meklēt pacientu')).first().fill(patient.last_name);
  const match = panel.getByRole('listitem').filter({ hasText: name });
  await expect(match.getByRole('img', { name: BADGE })).toBeVisible();
  await match.getByRole('button', { name: `Izvēlēties: ${name}` }).click();
  await expect(panel.getByRole('img', { name: BADGE })).not.toHaveCount(0);
  await expect(panel.locator('.cal-summary').getByRole('img', { name: BADGE })).toBeVisible();

  await panel.getByLabel('Ārsts').selectOption({ label: `${doctor.first_name} ${doctor.last_name}` });
  await panel.getByRole('button', { name: 'Pierakstīt', exact: true }).click();
  await expect(page.getByText('Vizīte pierakstīta')).toBeVisible();
  // On the calendar: the event's block carries the badge beside the patient's name, and its name says the alerts.
  const event = page.locator('.cal-event').filter({ hasText: name });
  await expect(event.getByTestId('patient-alerts')).toHaveAttribute('title', BADGE);
  await expect(event.getByRole('button', { name: new RegExp(`${name}.*Brīdinājumi: Alerģija`) })).toBeVisible();
});
