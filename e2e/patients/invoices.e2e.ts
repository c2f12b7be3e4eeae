import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken as token, bookablePatient, call, weekdayFromNow } from '../support/api.js';
import { placeAppointment } from '../support/database.js';

/**
 * Issue 13, in the browser (Latvian, the suite's language): a doctor ends an appointment in which a
 * filling was treated; the front desk (the demo's manager) records a product used and invoices it from the calendar, issues
 * it, takes half in cash and half by card, downloads the PDF, and the calendar shows it paid.
 * The appointment (today, after working hours) and the treated filling are set up through the API.
 */



/** Today in Riga (the demo branches' zone), as YYYY-MM-DD: an appointment is started only on its own day. */
function rigaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
}

/** `hh:mm` on `day` in Riga (the demo branches' zone) as an ISO instant with its offset. */
function rigaInstant(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const riga = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Riga' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offset = Math.round((riga.getTime() - utc.getTime()) / 3_600_000);
  return `${day}T${time}:00+0${offset}:00`;
}

async function signIn(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'lv-LV', viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill(username);
  await page.getByLabel('Parole').fill(username);
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

interface Named {
  uuid: string;
  name: string;
}
interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
}

test('a treated filling is invoiced, paid half in cash and half by card, printed, and the appointment shows paid', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await token('admin');
  const doctorToken = await token('doctor');
  const [branch] = await call<Named[]>(admin, 'GET', '/meta/branches');
  const patient: Person = await bookablePatient(admin);
  const doctors = await call<(Person & { username?: string })[]>(admin, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=50`);
  const doctor = doctors.find((d) => d.first_name === 'Jānis' && d.last_name === 'Ozols') ?? doctors[0];
  const rooms = await call<Named[]>(admin, 'GET', `/settings/branches/${branch.uuid}/rooms?per_page=50`);
  const services = await call<(Named & { price_from: number })[]>(admin, 'GET', '/settings/services?per_page=200&sort=name');
  const filling = services.find((s) => s.name === 'Kompozīta plomba, viena virsma')!;
  const statuses = await call<(Named & { has_surface: boolean })[]>(admin, 'GET', '/settings/tooth-statuses?per_page=200');
  const caries = statuses.find((s) => s.name === 'Kariess' && s.has_surface)!;
  const patientName = `${patient.first_name} ${patient.last_name}`;
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;
  // Late in the evening, after the demo's working hours, so the demo's own bookings of today leave the
  // slot free: booked within the branch's hours on a quiet day, then put there (the branch is closed then).
  const day = rigaToday();
  const calendarUrl = `/calendar?view=day&date=${day}`;
  const quiet = weekdayFromNow(169);

  const appointment = await call<{ uuid: string }>(admin, 'POST', '/calendar/appointments', {
    branch_uuid: branch.uuid,
    patient_uuid: patient.uuid,
    practitioner_uuid: doctor.uuid,
    room_uuid: rooms[0].uuid,
    service_uuid: filling.uuid,
    time_from: rigaInstant(quiet, '17:00'),
    time_to: rigaInstant(quiet, '17:30'),
  });
  await placeAppointment(appointment.uuid, rigaInstant(day, '22:00'), rigaInstant(day, '22:30'));
  const event = (page: Page, status: string) => page.getByRole('button', { name: new RegExp(`^22:00–22:30, ${patientName}, ${doctorName}, ${status}`) });

  // The doctor starts the appointment, treats the planned filling (tooth 36, occlusal), and ends it.
  const doctorPage = await signIn(browser, 'doctor');
  await doctorPage.goto(calendarUrl);
  await event(doctorPage, 'Ieplānots').click();
  const doctorPanel = doctorPage.getByRole('complementary', { name: 'Vizīte' });
  await doctorPanel.getByRole('button', { name: 'Sākt' }).click();
  await expect(doctorPage.getByText('Ārstēšana sākta')).toBeVisible();

  const map = `/patients/${patient.uuid}/tooth-map`;
  const item = await call<{ uuid: string }>(doctorToken, 'POST', `${map}/items`, { tooth: 36, surfaces: ['occlusal'], tooth_status_uuid: caries.uuid, stage: 'diagnosed' });
  const plan = await call<{ uuid: string }>(doctorToken, 'POST', `/patients/${patient.uuid}/treatment-plans`, { name: 'Plombēšana' });
  await call(doctorToken, 'POST', `${map}/items/${item.uuid}/plan`, { service_uuid: filling.uuid, plan_uuid: plan.uuid, surfaces: ['occlusal'] });
  await call(doctorToken, 'POST', `${map}/items/${item.uuid}/treat`, { appointment_uuid: appointment.uuid });

  await doctorPanel.getByRole('button', { name: 'Beigt' }).click();
  await expect(doctorPage.getByText('Ārstēšana pabeigta')).toBeVisible();
  await doctorPage.context().close();

  // The front desk invoices it from the calendar: the draft carries the treated filling.
  const page = await signIn(browser, 'manager');
  await page.goto(calendarUrl);
  await event(page, 'Nav rēķina').click();
  const panel = page.getByRole('complementary', { name: 'Vizīte' });
  // A toothbrush handed over in the visit is recorded as a product used; the draft bills it beside the filling.
  const used = panel.getByRole('region', { name: 'Izmantotie produkti' });
  await used.getByLabel('Produkts').selectOption({ label: 'Zobu birste Curaprox CS 5460' });
  await used.getByLabel('Daudzums').fill('1');
  await used.getByRole('button', { name: 'Pievienot produktu' }).click();
  await expect(used.getByText('Zobu birste Curaprox CS 5460: 1 PCS')).toBeVisible();
  await panel.getByRole('button', { name: 'Rēķins', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.uuid}/invoices/[0-9a-f-]{36}$`));
  const lines = page.getByRole('table', { name: 'Pakalpojumi un preces' });
  await expect(lines.getByRole('cell', { name: /Kompozīta plomba, viena virsma/ })).toBeVisible();
  await expect(lines.getByRole('cell', { name: /Zobu birste Curaprox CS 5460/ })).toBeVisible();

  const draftBar = page.getByRole('toolbar', { name: 'Rēķina melnraksts' });
  await draftBar.getByRole('button', { name: 'Izrakstīt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Izrakstīt šo rēķinu?' });
  await confirm.getByRole('button', { name: 'Izrakstīt' }).click();
  await expect(page.getByText(/^Rēķins RC\d*-\d{4}-\d{6} izrakstīts$/)).toBeVisible();
  const bar = page.getByRole('toolbar', { name: /^Rēķins RC\d*-\d{4}-\d{6}$/ });

  // Half in cash: the remaining amount is proposed; half of it is typed.
  await bar.getByRole('button', { name: 'Apmaksāt', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Pieņemt maksājumu' });
  const proposed = await dialog.getByLabel(/Summa/).inputValue();
  const total = Math.round(Number(proposed) * 100);
  expect(total).toBeGreaterThan(0);
  const half = Math.floor(total / 2);
  await dialog.getByLabel('Veids').selectOption({ label: 'Skaidra nauda' });
  await dialog.getByLabel(/Summa/).fill((half / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Pieņemt maksājumu' }).click();
  await expect(page.getByText('Maksājums pievienots')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The rest by card: what remains is proposed as it is.
  await bar.getByRole('button', { name: 'Apmaksāt', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Pieņemt maksājumu' });
  await expect(dialog.getByLabel(/Summa/)).toHaveValue(((total - half) / 100).toFixed(2));
  await dialog.getByLabel('Veids').selectOption({ label: 'Kredītkarte' });
  await dialog.getByRole('button', { name: 'Pieņemt maksājumu' }).click();
  await expect(dialog).toBeHidden();

  const payments = page.getByRole('table', { name: 'Maksājumi' });
  await expect(payments.getByRole('row')).toHaveCount(3);
  await expect(payments.getByRole('cell', { name: 'Skaidra nauda' })).toBeVisible();
  await expect(payments.getByRole('cell', { name: 'Kredītkarte' })).toBeVisible();
  await expect(page.getByTestId('amount-remaining')).toHaveText(/^0,00\s€$/);
  await expect(bar.getByRole('button', { name: 'Apmaksāt', exact: true })).toHaveCount(0);

  // The PDF downloads, and it is a PDF.
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Lejupielādēt PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // The calendar shows the appointment as paid (status 10).
  await page.goto(calendarUrl);
  await expect(event(page, 'Apmaksāts')).toBeVisible();
});
