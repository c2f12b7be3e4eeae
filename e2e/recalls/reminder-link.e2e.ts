import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, call } from '../support/api.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Issue 26, done when: a receptionist works the overdue recall list and books a patient from it;
 * the platform's minute job sends the reminder (the suite's fixed clock: a Tuesday morning in
 * Riga, the visit the next morning, so its 48 h reminder is due now and inside sending hours) to
 * the platform's SMTP catcher; the patient opens the e-mail's link on a phone, in the public page
 * (apps/booking, no sign-in), and confirms; the receptionist's calendar shows it live. An altered
 * link is the 404 page and changes nothing. Each test makes its own doctor, room and patient, so
 * the demo's density never collides with the visit.
 */
type Person = { uuid: string; first_name: string; last_name: string };
type Outbox = { channel: string; to: string; subject: string | null; text: string; received_at: string }[];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Tomorrow in Riga (the suite's clock: a Wednesday), as YYYY-MM-DD. */
function tomorrowInRiga(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date(Date.now() + 86_400_000));
}

/** A doctor and a room of the test's own in the demo's first branch, and a patient of that doctor reached by e-mail in Latvian. */
async function clinic(token: string, tag: number) {
  const [branch] = await call<{ uuid: string; name: string }[]>(token, 'GET', '/meta/branches');
  const positions = await call<{ uuid: string; name: string }[]>(token, 'GET', '/settings/roles?per_page=50');
  const doctorPosition = positions.find((p) => p.name === 'Zobārsts');
  const desk = positions.find((p) => p.name === 'Administrators');
  if (!doctorPosition || !desk) throw new Error('the demo has the Zobārsts and Administrators positions');
  const doctor = await call<Person>(token, 'POST', '/settings/users', {
    username: `remdoc${tag}`,
    password: 'doctor-password-1',
    first_name: 'Pēteris',
    last_name: `Atgādinātājs ${tag}`,
    position_uuids: [doctorPosition.uuid],
    branch_uuids: [branch.uuid],
  });
  const room = await call<{ uuid: string; name: string }>(token, 'POST', `/settings/branches/${branch.uuid}/rooms`, { name: `Kabinets ${tag}` });
  const patient = await call<Person & { email: string }>(token, 'POST', '/patients', {
    first_name: 'Marta',
    last_name: `Saite ${tag}`,
    phone: '+371 2611 4455',
    email: `marta.${tag}@example.lv`,
    doctor_uuid: doctor.uuid,
    branch_uuids: [branch.uuid],
  });
  const settings = await call<{ version: number }>(token, 'GET', `/patients/${patient.uuid}/settings`);
  await call(token, 'PATCH', `/patients/${patient.uuid}/settings`, { communication_language: 'lv', communication_email: true, communication_sms: false, version: settings.version });
  return { branch, doctor, room, patient, desk };
}

/** The reminder the platform's SMTP catcher received for `to` (the minute job sends it within a minute or so). */
async function reminderLink(to: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${test.info().project.use.baseURL}/api/test/outbox?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as { data: Outbox }).data.filter((mail) => mail.channel === 'email');
        token = /\/r\/([\w-]+\.[\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
        return token;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .not.toBe('');
  return token;
}

/** The patient's phone: a page of its own, no session, at 390 px, in the browser's language (lv-LV). */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, locale: 'lv-LV' });
  return context.newPage();
}

test('a receptionist books an overdue recall; the patient confirms from the e-mail’s link and the calendar shows it live', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await useLanguage(page, 'en');
  const token = await apiToken();
  const tag = Date.now() % 1_000_000;
  const { doctor, room, patient, desk, branch } = await clinic(token, tag);
  const types = await call<{ uuid: string; name: { en: string } }[]>(token, 'GET', '/settings/recall-types?per_page=50');
  const hygiene = types.find((type) => type.name.en === 'Hygiene');
  if (!hygiene) throw new Error('the demo has the hygiene recall type');
  await call(token, 'POST', '/recalls', { patient_uuid: patient.uuid, type_uuid: hygiene.uuid, due_date: '2018-03-12', reason: 'Last hygiene in the previous system' });
  const username = `remdesk${tag}`;
  await call(token, 'POST', '/settings/users', { username, password: 'desk-password-1', first_name: 'Dace', last_name: 'Reģistratūra', position_uuids: [desk.uuid], branch_uuids: [branch.uuid] });
  const name = `${patient.first_name} ${patient.last_name}`;
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;
  const day = tomorrowInRiga();

  // The desk's overdue list: the patient is there, and "Book" opens the calendar's panel filled.
  await signIn(page, username, { password: 'desk-password-1', language: 'en' });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Recalls' }).click();
  await page.getByRole('tab', { name: /^Overdue \(\d+\)$/ }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('12 Mar 2018');
  await row.getByRole('button', { name: `Book: ${name}` }).click();
  const panel = page.getByRole('complementary', { name: 'New appointment' });
  await expect(panel).toContainText(`Patient: ${name}`);
  await expect(panel.getByLabel('Practitioner')).toHaveValue(doctor.uuid);
  await expect(panel.getByLabel('Service').locator('option:checked')).toHaveText('Profesionālā mutes higiēna');
  await panel.getByLabel('Date').fill(day);
  await panel.getByLabel('Room').selectOption({ label: room.name });
  await panel.getByLabel('From', { exact: true }).fill('08:00');
  await panel.getByLabel('To', { exact: true }).fill('09:00');
  await panel.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByText('Appointment booked')).toBeVisible();

  // The receptionist keeps the doctor's week open while the reminder goes out.
  await page.goto(`/calendar?view=week&date=${day}&practitioner=${doctor.uuid}`);
  const visit = (status: string) => page.getByRole('button', { name: new RegExp(`^08:00–09:00, ${name}, ${doctorName}, ${status}`) });
  await expect(visit('(Planned|Notified)')).toBeVisible();

  // The minute job sends the 48 h reminder by e-mail; sending moves the visit to notified, live.
  const link = await reminderLink(patient.email);
  await expect(visit('Notified')).toBeVisible({ timeout: 30_000 });

  // The patient's phone: the link's page in Latvian, the visit in Riga's time with the doctor.
  const patientPage = await phone(browser);
  await patientPage.goto(`/r/${link}`);
  const card = patientPage.getByRole('region', { name: 'Jūsu vizīte' });
  await expect(card).toContainText('Labdien, Marta!');
  await expect(card).toContainText('08:00–09:00');
  await expect(card).toContainText('Europe/Riga');
  await expect(card).toContainText(doctorName);
  await expect(card).toContainText('Gaida jūsu atbildi');
  expect(await seriousViolations(patientPage)).toEqual([]);
  expect(await patientPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // By keyboard: Tab to Confirm and press Enter.
  const confirm = patientPage.getByRole('button', { name: 'Apstiprināt' });
  await confirm.focus();
  await patientPage.keyboard.press('Enter');
  await expect(patientPage.getByText('Paldies, jūsu vizīte ir apstiprināta.')).toBeVisible();
  await expect(card).toContainText('Apstiprināta');

  // The receptionist's calendar, never reloaded, shows the confirmation.
  await expect(visit('Confirmed')).toBeVisible({ timeout: 15_000 });
  await patientPage.context().close();
});

test('an altered reminder link is the 404 page in the patient’s language, and the visit is unchanged', async ({ browser }) => {
  test.setTimeout(300_000);
  const token = await apiToken();
  const tag = (Date.now() % 1_000_000) + 7;
  const { doctor, room, patient, branch } = await clinic(token, tag);
  const day = tomorrowInRiga();
  const booked = await call<{ uuid: string }>(token, 'POST', '/calendar/appointments', {
    branch_uuid: branch.uuid,
    patient_uuid: patient.uuid,
    practitioner_uuid: doctor.uuid,
    room_uuid: room.uuid,
    time_from: `${day}T08:00:00+02:00`,
    time_to: `${day}T08:30:00+02:00`,
  });
  const link = await reminderLink(patient.email);
  const [body, signature] = link.split('.');
  const flip = (text: string) => text.slice(0, -1) + (text.at(-1) === 'A' ? 'B' : 'A');

  const patientPage = await phone(browser);
  for (const altered of [`${body}.${flip(signature)}`, `${flip(body)}.${signature}`]) {
    await patientPage.goto(`/r/${altered}`);
    await expect(patientPage.getByRole('heading', { name: 'Saite nav atrasta', level: 1 })).toBeVisible();
    await expect(patientPage.getByText(/Nekas netika mainīts/)).toBeVisible();
    await expect(patientPage.getByRole('button', { name: 'Apstiprināt' })).toHaveCount(0);
    // Its answers are refused too.
    expect((await patientPage.request.post(`/api/public/r/${altered}/confirm`)).status()).toBe(404);
  }
  // The switch: the same page in English.
  await patientPage.getByRole('navigation', { name: 'Valoda' }).getByRole('button', { name: 'English' }).click();
  await expect(patientPage.getByRole('heading', { name: 'Link not found', level: 1 })).toBeVisible();
  expect(await seriousViolations(patientPage)).toEqual([]);

  // Nothing changed: the visit still reads notified (2), as the reminder left it.
  const appointment = await call<{ status: number; callback_requested_at: string | null }>(token, 'GET', `/calendar/appointments/${booked.uuid}`);
  expect(appointment.status).toBe(2);
  expect(appointment.callback_requested_at).toBeNull();
  await patientPage.context().close();
});
