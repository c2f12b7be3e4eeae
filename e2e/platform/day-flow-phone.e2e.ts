import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { apiToken, call, weekdayFromNow } from '../support/api.js';
import { placeAppointment } from '../support/database.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Issue 25, "Done when": a clinic's day on a phone (Chromium, 390 x 844, touch, Latvian). The front
 * desk (the demo's manager) books a new patient from the calendar's booking panel, the doctor starts
 * and ends the visit, then charts caries on 36 and treats its filling after the end; the front desk
 * invoices the visit, takes it half in cash and half by card (the list finds it under both), makes a
 * credit note after payment and refunds the overpayment from the invoice. On every screen the flow
 * passes axe finds no serious or critical violation and the page does not scroll sideways.
 *
 * Everything a person does is done in the browser; the API only finds reference data and checks
 * results. One step is not a user's: Start is for today's appointments only and the branch is closed
 * tonight, so the visit booked on a quiet day far ahead is moved to tonight in the table
 * (support/database.ts), where the demo's bookings of today are not in the way.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: false, locale: 'lv-LV' };
// WCAG 2.0 and 2.1, A and AA, as the axe walk (platform/a11y.e2e.ts) checks them.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Named {
  uuid: string;
  name: string;
}
interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
}

/** An open screen (or a dialog on it) is fit for a phone: no serious or critical axe violation, no sideways scroll. */
async function expectFitForPhone(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) ${node.target.join(' ')}`));
  expect(serious, `axe on ${where}`).toEqual([]);
  const sideways = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(sideways, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

async function phone(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto('/login');
  await expectFitForPhone(page, 'sign-in');
  await signIn(page, username);
  return page;
}

/** Today in Riga (the demo branches' zone), as YYYY-MM-DD. */
function rigaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
}

/** `hh:mm` on `day` in Riga as an ISO instant with its offset. */
function rigaInstant(day: string, time: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const riga = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Riga' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  const offset = Math.round((riga.getTime() - utc.getTime()) / 3_600_000);
  return `${day}T${time}:00+0${offset}:00`;
}

const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`;

test('a clinic\'s day on a phone: book a new patient, start, end, chart and treat after the end, invoice, split payment, refund', async ({ browser }) => {
  test.setTimeout(300_000);
  // Reference data, found through the API.
  const admin = await apiToken('admin');
  const manager = await apiToken('manager');
  const [branch] = await call<Named[]>(manager, 'GET', '/meta/branches');
  const doctors = await call<Person[]>(admin, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=50`);
  const doctor = doctors.find((d) => d.first_name === 'Jānis' && d.last_name === 'Ozols') ?? doctors[0];
  const doctorName = `${doctor.first_name} ${doctor.last_name}`;
  const services = await call<(Named & { price_from: number })[]>(admin, 'GET', '/settings/services?per_page=200&sort=name');
  const filling = services.find((s) => s.name === 'Kompozīta plomba, viena virsma');
  const statuses = await call<(Named & { has_surface: boolean })[]>(admin, 'GET', '/settings/tooth-statuses?per_page=200');
  const caries = statuses.find((s) => s.name === 'Kariess' && s.has_surface);
  if (!filling || !caries) throw new Error('the demo catalogue has a one-surface composite filling and caries');

  // The new patient's own name (letters only), and the day's own times: a quiet weekday 30 weeks
  // ahead within the branch's hours, then tonight after closing (a retry takes the next ones).
  const lastName = `Dienvide ${Date.now().toString(36).replace(/\d/g, '')}`;
  const patientName = `Laura ${lastName}`;
  const quiet = weekdayFromNow(211 + test.info().retry * 7);
  const today = rigaToday();
  const tonight = { from: `19:${15 + test.info().retry * 5}`, to: `19:${45 + test.info().retry * 5}` };
  const calendarUrl = `/calendar?view=day&date=${today}`;
  const visit = (page: Page, status: string) => page.getByRole('button', { name: new RegExp(`^${tonight.from}–${tonight.to}, ${patientName}, ${doctorName}, ${status}`) });
  const visitPanel = (page: Page) => page.getByRole('complementary', { name: 'Vizīte' });
  let patientUuid = '';

  const desk = await phone(browser, 'manager');

  await test.step('1. the front desk books a new patient from the booking panel', async () => {
    await desk.goto('/calendar');
    await expectFitForPhone(desk, 'calendar');
    await desk.getByRole('button', { name: 'Jauna vizīte', exact: true }).first().tap();
    const panel = desk.getByRole('complementary', { name: 'Jauna vizīte' });
    await expect(panel).toBeVisible();
    await expectFitForPhone(desk, 'booking panel');

    await panel.getByRole('searchbox', { name: 'Meklēt pacientu' }).fill(patientName);
    await expect(panel.getByText('Pacienti nav atrasti')).toBeVisible();
    await panel.getByRole('button', { name: `Izveidot pacientu “${patientName}”` }).tap();
    const form = panel.getByRole('form', { name: 'Jauns pacients' });
    await expect(form.getByRole('textbox', { name: /^Uzvārds/ })).toHaveValue(lastName);
    await form.getByLabel('Tālrunis').fill('+371 2000 2626');
    await expectFitForPhone(desk, 'new patient form in the booking panel');
    await form.getByRole('button', { name: 'Izveidot un izvēlēties' }).tap();
    await expect(panel.locator('.cal-summary')).toContainText(`Pacients: ${patientName}`);

    await panel.getByLabel('Ārsts').selectOption({ label: doctorName });
    await panel.getByLabel('Pakalpojums').selectOption(filling.uuid);
    await panel.getByLabel('Datums', { exact: true }).fill(quiet);
    await panel.getByLabel('No', { exact: true }).fill('10:00');
    await panel.getByLabel('Līdz', { exact: true }).fill('10:30');
    await panel.getByRole('button', { name: 'Pierakstīt', exact: true }).tap();
    await expect(desk.getByText('Vizīte pierakstīta')).toBeVisible();

    // The result, checked through the API: one visit of the new patient at 10:00 on the quiet day.
    type DayView = { events: { uuid: string; patient_uuid: string }[]; refs: { patients: { uuid: string; last_name: string }[] } };
    const view = await call<DayView>(manager, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${quiet}`);
    patientUuid = view.refs.patients.find((p) => p.last_name === lastName)?.uuid ?? '';
    const booked = view.events.filter((e) => e.patient_uuid === patientUuid);
    expect(booked).toHaveLength(1);
    // Not a user's step: Start is for today only, and tonight the branch is closed to bookings.
    await placeAppointment(booked[0].uuid, rigaInstant(today, tonight.from), rigaInstant(today, tonight.to));
  });

  const doctorPage = await phone(browser, 'doctor');

  await test.step('2. the doctor starts the visit, then ends it', async () => {
    await doctorPage.goto(calendarUrl);
    await visit(doctorPage, 'Ieplānots').tap();
    const panel = visitPanel(doctorPage);
    await expect(panel).toBeVisible();
    await expectFitForPhone(doctorPage, 'visit panel');
    await panel.getByRole('button', { name: 'Sākt' }).tap();
    await expect(doctorPage.getByText('Ārstēšana sākta')).toBeVisible();
    await panel.getByRole('button', { name: 'Beigt' }).tap();
    await expect(doctorPage.getByText('Ārstēšana pabeigta')).toBeVisible();
    await expectFitForPhone(doctorPage, 'visit panel, ended');
  });

  await test.step('3. after the end, the doctor charts caries on 36 and treats its filling', async () => {
    await visitPanel(doctorPage).getByRole('link', { name: `Zobu karte: ${patientName}` }).tap();
    await expect(doctorPage).toHaveURL(new RegExp(`/patients/${patientUuid}/tooth-map\\?appointment_uuid=[0-9a-f-]{36}`));
    const mode = (name: string) => doctorPage.locator('label', { has: doctorPage.getByRole('radio', { name }) });

    await mode('Diagnostika').tap();
    await doctorPage.getByRole('button', { name: 'Zobs 36', exact: true }).tap();
    await expectFitForPhone(doctorPage, 'dental card, diagnostics');
    await doctorPage.getByLabel('Diagnoze', { exact: true }).selectOption(caries.uuid);
    await doctorPage.getByRole('checkbox', { name: 'Oklūzā' }).check();
    await doctorPage.getByRole('button', { name: 'Pievienot diagnozi' }).tap();
    await expect(doctorPage.getByText('Diagnoze pievienota')).toBeVisible();

    await mode('Plānošana').tap();
    await doctorPage.getByRole('button', { name: 'Zobs 36', exact: true }).tap();
    await expectFitForPhone(doctorPage, 'dental card, planning');
    // The caries just charted is the diagnosis to treat, even when its save is still on the way.
    await expect(doctorPage.getByLabel('Ārstējamā diagnoze').locator('option:checked')).toHaveText('36 Kariess (O)');
    await doctorPage.getByLabel('Pakalpojums', { exact: true }).selectOption(filling.uuid);
    await doctorPage.getByLabel('Ārstēšanas plāns', { exact: true }).selectOption({ label: 'Jauns plāns' });
    await doctorPage.getByRole('button', { name: 'Plānot procedūru' }).tap();
    await expect(doctorPage.getByText('Procedūra ieplānota')).toBeVisible();

    // The visit has ended and is not invoiced: Treat is offered, and the server takes it.
    await mode('Ārstēšana').tap();
    await expectFitForPhone(doctorPage, 'dental card, treatment');
    await doctorPage.getByRole('button', { name: `Ārstēt: 36 ${filling.name}` }).tap();
    await expect(doctorPage.getByText('Procedūra izārstēta')).toBeVisible();
    await expect(doctorPage.locator('[data-tooth="36"] [data-stage="treated"]')).toHaveCount(1);
    await expectFitForPhone(doctorPage, 'dental card, treated');
  });

  await test.step('4. the doctor writes the visit up in a clinical note and signs it (then final)', async () => {
    await doctorPage.getByRole('link', { name: 'Pieraksti', exact: true }).tap();
    await expect(doctorPage).toHaveURL(new RegExp(`/patients/${patientUuid}/notes`));
    await doctorPage.getByRole('button', { name: 'Jauns pieraksts' }).tap();
    await doctorPage.getByRole('textbox', { name: /^Pieraksts/ }).fill('Zobs 36: kariess O. Kompozīta plomba pēc vizītes.');
    await expectFitForPhone(doctorPage, 'new clinical note');
    await doctorPage.getByRole('button', { name: 'Saglabāt pierakstu' }).tap();
    await expect(doctorPage.getByText('Pieraksts saglabāts')).toBeVisible();
    const written = doctorPage.getByRole('list', { name: 'Klīniskie pieraksti, jaunākie vispirms' }).getByRole('listitem').filter({ hasText: 'Zobs 36: kariess O.' });
    await written.getByRole('button', { name: 'Parakstīt' }).tap();
    await doctorPage.getByRole('dialog', { name: 'Parakstīt šo pierakstu?' }).getByRole('button', { name: 'Parakstīt' }).tap();
    await expect(written.getByText('Parakstīts', { exact: true })).toBeVisible();
    await expect(written.getByRole('button', { name: 'Labot' })).toHaveCount(0);
    await expectFitForPhone(doctorPage, 'signed clinical note');
  });

  await doctorPage.context().close();
  let invoiceId = '';
  let bar: Locator = desk.getByRole('toolbar');

  await test.step('5a. the front desk invoices the visit from the calendar and issues the invoice', async () => {
    await desk.goto(calendarUrl);
    await visit(desk, 'Nav rēķina').tap();
    const panel = visitPanel(desk);
    await expectFitForPhone(desk, 'visit panel, to invoice');
    await panel.getByRole('button', { name: 'Rēķins', exact: true }).tap();
    await expect(desk).toHaveURL(new RegExp(`/patients/${patientUuid}/invoices/[0-9a-f-]{36}$`));
    await expect(desk.getByRole('table', { name: 'Pakalpojumi un preces' }).getByRole('cell', { name: new RegExp(filling.name) })).toBeVisible();
    await expectFitForPhone(desk, 'invoice draft');

    await desk.getByRole('toolbar', { name: 'Rēķina melnraksts' }).getByRole('button', { name: 'Izrakstīt' }).tap();
    const confirm = desk.getByRole('dialog', { name: 'Izrakstīt šo rēķinu?' });
    await expectFitForPhone(desk, 'issue confirmation');
    await confirm.getByRole('button', { name: 'Izrakstīt' }).tap();
    const issued = desk.getByText(/^Rēķins RC\d*-\d{4}-\d{6} izrakstīts$/);
    await expect(issued).toBeVisible();
    invoiceId = ((await issued.textContent()) ?? '').replace(/^Rēķins /, '').replace(/ izrakstīts$/, '');
    bar = desk.getByRole('toolbar', { name: `Rēķins ${invoiceId}` });
    await expect(bar).toBeVisible();
    await expectFitForPhone(desk, 'issued invoice');
  });

  await test.step('5b. it is paid half in cash and half by card, and the list finds it under both', async () => {
    await bar.getByRole('button', { name: 'Apmaksāt', exact: true }).tap();
    let dialog = desk.getByRole('dialog', { name: 'Pieņemt maksājumu' });
    const total = Math.round(Number(await dialog.getByLabel(/Summa/).inputValue()) * 100);
    expect(total).toBeGreaterThan(0);
    const half = Math.floor(total / 2);
    await expectFitForPhone(desk, 'payment dialog');
    await dialog.getByLabel('Veids').selectOption({ label: 'Skaidra nauda' });
    await dialog.getByLabel(/Summa/).fill((half / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Pieņemt maksājumu' }).tap();
    await expect(desk.getByText('Maksājums pievienots')).toBeVisible();
    await expect(dialog).toBeHidden();

    await bar.getByRole('button', { name: 'Apmaksāt', exact: true }).tap();
    dialog = desk.getByRole('dialog', { name: 'Pieņemt maksājumu' });
    await expect(dialog.getByLabel(/Summa/)).toHaveValue(((total - half) / 100).toFixed(2));
    await dialog.getByLabel('Veids').selectOption({ label: 'Kredītkarte' });
    await dialog.getByRole('button', { name: 'Pieņemt maksājumu' }).tap();
    await expect(dialog).toBeHidden();
    await expect(desk.getByTestId('amount-remaining')).toHaveText(euros(0));
    await expectFitForPhone(desk, 'paid invoice');

    // The list, from the phone's menu: the patient's invoice is found under cash and under card, not under transfer.
    await desk.getByRole('button', { name: 'Izvēlne', exact: true }).tap();
    await desk.getByRole('navigation', { name: 'Galvenā izvēlne' }).getByRole('link', { name: 'Rēķini', exact: true }).tap();
    await expect(desk).toHaveURL(/\/invoices(\?|$)/);
    await desk.getByRole('searchbox', { name: 'Pacients' }).fill(lastName);
    const open = desk.getByRole('link', { name: /^Atvērt rēķinu / });
    for (const [code, method] of [[1, 'Skaidra nauda'], [3, 'Kredītkarte']] as const) {
      await desk.getByLabel('Apmaksāts ar').selectOption({ label: method });
      await expect(desk).toHaveURL(new RegExp(`method=${code}`));
      await expect(open).toHaveCount(1);
      await expect(desk.getByRole('link', { name: `Atvērt rēķinu ${invoiceId}` })).toBeVisible();
      await expectFitForPhone(desk, `invoice list, paid by ${method}`);
    }
    await desk.getByLabel('Apmaksāts ar').selectOption({ label: 'Bankas pārskaitījums' });
    await expect(desk.getByText('Neviens rēķins neatbilst šiem filtriem.')).toBeVisible();
    await desk.getByLabel('Apmaksāts ar').selectOption({ label: 'Kredītkarte' });
    await desk.getByRole('link', { name: `Atvērt rēķinu ${invoiceId}` }).tap();
    await expect(bar).toBeVisible();
  });

  await test.step('5c. a credit note after payment overpays the invoice; the overpayment is refunded from it', async () => {
    await bar.getByRole('button', { name: 'Kredītrēķins' }).tap();
    const credit = desk.getByRole('dialog', { name: 'Kredītrēķins' });
    await expectFitForPhone(desk, 'credit note dialog');
    await credit.getByRole('checkbox', { name: `Stornēt ${filling.name}` }).check();
    await credit.getByLabel(/Iemesls/).fill('Plomba netika likta');
    await credit.getByRole('button', { name: 'Izveidot kredītrēķinu' }).tap();
    await expect(desk.getByRole('heading', { name: /^Kredītrēķins KR\d*-\d{4}-\d{6}$/ })).toBeVisible();
    await expect(desk.getByText('Kredīts pacientam', { exact: true })).toBeVisible();
    await expectFitForPhone(desk, 'credit note');

    await desk.getByRole('link', { name: `Rēķina ${invoiceId} kredītrēķins` }).tap();
    const overpaid = desk.getByTestId('amount-overpaid');
    await expect(overpaid).toBeVisible();
    const over = await overpaid.textContent();
    await expectFitForPhone(desk, 'overpaid invoice');
    await bar.getByRole('button', { name: 'Atmaksāt' }).tap();
    const dialog = desk.getByRole('dialog', { name: 'Atmaksāt pārmaksu' });
    await expectFitForPhone(desk, 'refund dialog');
    await dialog.getByLabel('Veids').selectOption({ label: 'Skaidra nauda' });
    await dialog.getByRole('button', { name: 'Atmaksāt' }).tap();
    await expect(desk.getByText('Atmaksa reģistrēta')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(desk.getByTestId('amount-overpaid')).toHaveCount(0);
    await expect(desk.getByTestId('amount-remaining')).toHaveText(euros(0));
    await expect(desk.getByTestId('amount-refunded')).toHaveText(over ?? '');
    await expect(bar.getByRole('button', { name: 'Atmaksāt' })).toHaveCount(0);
    await expectFitForPhone(desk, 'refunded invoice');
  });
  await desk.context().close();
});

test('the dental card\'s modes share a phone\'s row in Russian (the longest words) and the card does not scroll sideways', async ({ browser }) => {
  const admin = await apiToken('admin');
  const patient = await call<{ uuid: string }>(admin, 'POST', '/patients', { first_name: 'Ольга', last_name: `Телефонова ${Date.now().toString(36).replace(/\d/g, '')}` });
  const context = await browser.newContext({ ...PHONE, locale: 'ru-RU' });
  const page = await context.newPage();
  await useLanguage(page, 'ru');
  await page.goto('/login');
  await signIn(page, 'doctor', { language: 'ru' });
  await page.goto(`/patients/${patient.uuid}/tooth-map`);
  const modes = page.getByRole('group', { name: 'Режим' });
  await expect(modes).toBeVisible();
  const [row, box] = await Promise.all([modes.evaluate((el) => (el.parentElement as HTMLElement).getBoundingClientRect().right), modes.boundingBox()]);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(row);
  for (const name of ['Диагностика', 'Планирование', 'Лечение']) {
    await page.locator('label', { has: page.getByRole('radio', { name }) }).tap();
    await expect(page.getByRole('radio', { name })).toBeChecked();
  }
  await expectFitForPhone(page, 'dental card in Russian');
  await context.close();
});
