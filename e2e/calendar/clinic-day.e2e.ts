import { expect, test, type Page } from '@playwright/test';
import { apiToken, call, weekdayFromNow as weekday } from '../support/api.js';

/**
 * Issue 15, a clinic's day: the week view shows names whole and each status by colour as well as
 * the badge, opening at the day's first appointment; a practitioner filter kept in the address; a
 * printable day list per room or practitioner; names (not dots or ids) in the appointment change
 * log and translated field labels in the patient's.
 */

type Person = { uuid: string; first_name: string; last_name: string };
type Staff = Person & { position_types: number[]; branch_uuids: string[] };

/** The branch's doctor (the demo has one) and another of its people, as a second practitioner. */
async function twoPractitioners(token: string, branch: string): Promise<[Person, Person]> {
  const staff = (await call<Staff[]>(token, 'GET', '/meta/staff')).filter((s) => s.branch_uuids.includes(branch));
  const doctor = staff.find((s) => s.position_types.includes(1));
  const other = staff.find((s) => s !== doctor);
  if (!doctor || !other) throw new Error('the demo branch has a doctor and someone else');
  return [doctor, other];
}




async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill('admin');
  await page.getByLabel('Parole').fill('admin');
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/** A day of two practitioners in two rooms, 19 weeks or more ahead (no demo data there): 14:00 and 15:00. */
async function seedDay(token: string, daysAhead: number) {
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const patients = await call<(Person & { phone: string | null })[]>(token, 'GET', '/patients?per_page=50&sort=last_name');
  const withPhone = patients.filter((p) => p.phone);
  const doctors = await twoPractitioners(token, branch.uuid);
  const day = weekday(daysAhead);
  const view = await call<{ from: string; rooms: { uuid: string; name: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const at = (hours: number) => new Date(Date.parse(view.from) + hours * 3_600_000).toISOString();
  const booked = [
    { patient: withPhone[0], doctor: doctors[0], room: view.rooms[0], from: 14, to: 14.75, comment: 'e2e print one' },
    { patient: withPhone[1], doctor: doctors[1], room: view.rooms[1], from: 15, to: 15.5, comment: 'e2e print two' },
  ];
  for (const b of booked) {
    await call(token, 'POST', '/calendar/appointments', {
      branch_uuid: branch.uuid,
      patient_uuid: b.patient.uuid,
      room_uuid: b.room.uuid,
      practitioner_uuid: b.doctor.uuid,
      time_from: at(b.from),
      time_to: at(b.to),
      comment: b.comment,
    });
  }
  return { branch, day, booked };
}

test('week view: whole names, status by colour and badge, opened at the first appointment; the practitioner filter stays in the address', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const { day, booked } = await seedDay(token, 133);
  await signIn(page);

  await page.goto(`/calendar?view=week&date=${day}`);
  const first = page.getByRole('button', { name: new RegExp(`^14:00–14:45, ${name(booked[0].patient)}, ${name(booked[0].doctor)}, Ieplānots`) });
  await expect(first).toBeInViewport();
  const block = page.locator('.cal-event', { has: first });
  await expect(block).toHaveAttribute('data-status', '1');
  await expect(block.locator('.cal-badge')).toBeVisible();
  // The status bar along the top is drawn in the status colour, not the practitioner's.
  expect(await block.evaluate((el) => getComputedStyle(el, '::before').backgroundColor)).toBe('rgb(26, 98, 184)');
  const patientName = block.locator('.cal-event__patient');
  await expect(patientName).toHaveText(name(booked[0].patient));
  // Whole: the text's own box ends inside the element's (no ellipsis, no clipped line).
  const inside = await patientName.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return text.right <= box.right + 1 && text.bottom <= box.bottom + 1;
  });
  expect(inside).toBe(true);

  // One doctor's appointments, kept in the address (a reload keeps the filter).
  await page.getByRole('combobox', { name: 'Ārsts', exact: true }).selectOption({ label: name(booked[0].doctor) });
  await expect(page).toHaveURL(new RegExp(`practitioner=${booked[0].doctor.uuid}`));
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(`^14:00–14:45, ${name(booked[0].patient)}`) })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^15:00–15:30, ${name(booked[1].patient)}`) })).toHaveCount(0);

  // "My appointments": the admin books for others, so the day is empty for them.
  await page.getByRole('button', { name: 'Mani pieraksti' }).click();
  await expect(page).toHaveURL(/practitioner=me/);
  await expect(page.getByRole('button', { name: 'Mani pieraksti' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: new RegExp(`^14:00–14:45, ${name(booked[0].patient)}`) })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mani pieraksti' }).click();
  await expect(page).not.toHaveURL(/practitioner=/);
  await expect(page.getByRole('button', { name: new RegExp(`^15:00–15:30, ${name(booked[1].patient)}`) })).toBeVisible();
});

test('print day: a patient\'s medical alert is written on the list, on screen and on paper', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const [doctor] = await twoPractitioners(token, branch.uuid);
  const patient = await call<Person>(token, 'POST', '/patients', { first_name: 'Vilma', last_name: `Drukātā ${Date.now() % 100_000}`, medical_alert: 'Sirds stimulators' });
  const day = weekday(154);
  const view = await call<{ from: string; rooms: { uuid: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const at = (hours: number) => new Date(Date.parse(view.from) + hours * 3_600_000).toISOString();
  await call(token, 'POST', '/calendar/appointments', { branch_uuid: branch.uuid, patient_uuid: patient.uuid, room_uuid: view.rooms[0].uuid, practitioner_uuid: doctor.uuid, time_from: at(9), time_to: at(9.5) });
  await signIn(page);

  await page.goto(`/calendar?view=day&date=${day}`);
  await page.getByRole('button', { name: 'Drukāt dienu' }).click();
  const list = page.getByRole('region', { name: /^Pieraksti / });
  const row = list.getByRole('row').filter({ hasText: name(patient) });
  await expect(row).toContainText('Medicīnisks brīdinājums: Sirds stimulators');
  await page.emulateMedia({ media: 'print' });
  await expect(row.getByText('Medicīnisks brīdinājums: Sirds stimulators')).toBeVisible();
});

test('print day: the list per room or practitioner, alone on paper', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const { day, booked } = await seedDay(token, 140);
  await signIn(page);

  await page.goto(`/calendar?view=day&date=${day}`);
  await page.getByRole('button', { name: 'Drukāt dienu' }).click();
  const list = page.getByRole('region', { name: /^Pieraksti / });
  await expect(list).toBeVisible();
  for (const b of booked) {
    await expect(list.getByRole('heading', { name: new RegExp(`^${b.room.name}`) })).toBeVisible();
    const row = list.getByRole('row').filter({ hasText: b.comment });
    await expect(row).toContainText(name(b.patient));
    await expect(row).toContainText(b.patient.phone ?? '');
    await expect(row).toContainText(name(b.doctor));
    await expect(row).toContainText('Ieplānots');
  }
  await list.getByRole('combobox', { name: 'Grupēt pēc' }).selectOption({ label: 'Ārsta' });
  for (const b of booked) await expect(list.getByRole('heading', { name: new RegExp(`^${name(b.doctor)}`) })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: booked[0].comment })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drukāt dienu' })).toBeHidden();
  await expect(list.getByRole('button', { name: 'Drukāt', exact: true })).toBeHidden();
  await expect(page.locator('.sidebar')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await list.getByRole('button', { name: 'Aizvērt' }).click();
  await expect(list).toBeHidden();
  await expect(page.getByRole('region', { name: /^Vizītes / })).toBeVisible();
});

test('change logs show names: the appointment log names the patients and doctors, the patient log its values in words', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
  const patients = await call<Person[]>(token, 'GET', '/patients?per_page=3&sort=first_name');
  const doctors = await twoPractitioners(token, branch.uuid);
  // A past day (history lists ended appointments), at the branch's opening, long before the demo's bookings.
  const day = weekday(-96);
  const view = await call<{ from: string; rooms: { uuid: string }[] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`);
  const at = (hours: number) => new Date(Date.parse(view.from) + hours * 3_600_000).toISOString();
  const created = await call<{ uuid: string; version: number }>(token, 'POST', '/calendar/appointments', {
    branch_uuid: branch.uuid,
    patient_uuid: patients[0].uuid,
    room_uuid: view.rooms[0].uuid,
    practitioner_uuid: doctors[0].uuid,
    time_from: at(8),
    time_to: at(8.5),
  });
  await call(token, 'PATCH', `/calendar/appointments/${created.uuid}`, { patient_uuid: patients[1].uuid, practitioner_uuid: doctors[1].uuid, version: created.version });

  await signIn(page);
  await page.goto('/calendar-history');
  await page.getByLabel('No', { exact: true }).fill(day);
  await page.getByLabel('Līdz', { exact: true }).fill(day);
  const row = page.getByRole('row').filter({ hasText: name(patients[1]) }).filter({ hasText: '08:00' });
  await row.getByRole('button', { name: /^Rādīt izmaiņas/ }).click();
  const log = page.getByRole('dialog', { name: `Izmaiņu žurnāls: ${name(patients[1])}` });
  await expect(log.getByText(`Pacients: ${name(patients[0])} → ${name(patients[1])}`)).toBeVisible();
  await expect(log.getByText(`Ārsts: ${name(doctors[0])} → ${name(doctors[1])}`)).toBeVisible();
  await expect(log).not.toContainText('•');
  await expect(log).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);

  // The patient's own log: a relative linked (in words, with the relative's name and the kinship) and a phone changed (label, value before and after).
  const patient = await call<{ uuid: string; version: number }>(token, 'GET', `/patients/${patients[2].uuid}`);
  await call(token, 'POST', `/patients/${patient.uuid}/relationships`, { relative_uuid: patients[0].uuid, type: 1 });
  await call(token, 'PATCH', `/patients/${patient.uuid}`, { phone: '+371 29990000', version: patient.version });
  await page.goto(`/patients/${patient.uuid}/history`);
  const linked = page.getByRole('cell').filter({ hasText: 'Mainīja radiniekus' }).first();
  await expect(linked.getByText(`Radinieks: ${name(patients[0])}`)).toBeVisible();
  await expect(linked.getByText('Saistība: Bērns')).toBeVisible();
  await expect(page.getByText(/^Tālrunis: .+ → \+371 29990000$/).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/relative_uuid|\bphone\b/);
});

test('a holiday saved in the branch settings lists the appointments it stands over first; the month view shades it', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const { branch, day, booked } = await seedDay(token, 147);
  await signIn(page);

  await page.goto(`/settings/branches/${branch.uuid}/holidays`);
  await page.getByRole('button', { name: /Pievienot brīvdienu/ }).first().click();
  const form = page.getByRole('dialog', { name: 'Pievienot brīvdienu' });
  await form.getByRole('textbox', { name: /^No/ }).fill(day);
  await form.getByRole('textbox', { name: /^Līdz/ }).fill(day);
  await form.getByRole('button', { name: 'Saglabāt' }).click();

  const confirm = page.getByRole('dialog', { name: 'Šī prombūtne pārklājas ar pierakstiem' });
  const listed = confirm.getByRole('list', { name: 'Šī prombūtne pārklājas ar pierakstiem' }).getByRole('listitem');
  await expect(listed.filter({ hasText: 'Vizīte' })).toHaveCount(2);
  for (const b of booked) await expect(confirm.getByText(`${name(b.patient)} pie ${name(b.doctor)}`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Atpakaļ' }).click();
  await expect(confirm).toBeHidden();
  await expect(form).toBeVisible();

  await form.getByRole('button', { name: 'Saglabāt' }).click();
  await confirm.getByRole('button', { name: 'Tomēr saglabāt' }).click();
  await expect(page.getByText('Brīvdiena pievienota')).toBeVisible();
  const holidays = await call<{ date_from: string }[]>(token, 'GET', `/settings/branches/${branch.uuid}/holidays?per_page=100`);
  expect(holidays.filter((h) => h.date_from === day)).toHaveLength(1);

  await page.goto(`/calendar?view=month&date=${day}`);
  const cell = page.getByRole('gridcell').filter({ hasText: 'Brīvdiena: filiāle pierakstus nepieņem' });
  await expect(cell).toHaveCount(1);
  await expect(cell).toHaveClass(/is-closed/);
  await expect(cell.getByRole('button', { name: new RegExp(`, ${name(booked[0].patient)}, `) }).first()).toBeVisible();
  await expect(cell.locator('.cal-month__day')).toHaveText(String(Number(day.slice(8))));
});
