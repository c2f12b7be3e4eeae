import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, call, weekdayFromNow } from '../support/api.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Issue 27, done when: a patient books on a 390 px phone from the clinic's page embedded in an
 * iframe of its web site (`/book/rigas-centrs`, the demo's first branch), reads the 6-digit code
 * from the platform's SMTP catcher, confirms, and the appointment appears live in the
 * receptionist's calendar with its "Online, to check" badge; then the patient moves it from the
 * booking's own page (/book/manage/{token}) and the calendar shows the new time. The test makes its
 * own doctor and room, works them two weekdays ahead, and offers the doctor online.
 */
type Person = { uuid: string; first_name: string; last_name: string };
type Outbox = { channel: string; to: string; subject: string | null; text: string }[];
type Settings = { service_uuids: string[]; user_uuids: string[]; version: number } & Record<string, unknown>;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The code the platform's SMTP catcher received for `to`. */
async function codeFor(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(`${test.info().project.use.baseURL}/api/test/outbox?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as { data: Outbox }).data.filter((mail) => mail.channel === 'email');
        code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .not.toBe('');
  return code;
}

test('a patient books from the embedded page on a phone with the e-mailed code, and the receptionist sees it live', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'en');
  const token = await apiToken();
  const tag = Date.now() % 1_000_000;
  // The demo's branch that takes online bookings (its settings say so; the list is by name).
  const branches = await call<{ uuid: string; name: string }[]>(token, 'GET', '/meta/branches');
  const withSettings = await Promise.all(branches.map(async (b) => ({ branch: b, settings: await call<Settings>(token, 'GET', `/settings/branches/${b.uuid}/online-booking`) })));
  const found = withSettings.find((row) => row.settings.slug === 'rigas-centrs');
  if (!found) throw new Error('the demo has a branch at /book/rigas-centrs');
  const branch = found.branch;
  const positions = await call<{ uuid: string; name: string }[]>(token, 'GET', '/settings/roles?per_page=50');
  const doctorPosition = positions.find((p) => p.name === 'Zobārsts');
  const desk = positions.find((p) => p.name === 'Administrators');
  if (!doctorPosition || !desk) throw new Error('the demo has the Zobārsts and Administrators positions');
  const username = `webdesk${tag}`;
  await call(token, 'POST', '/settings/users', { username, password: 'desk-password-1', first_name: 'Dace', last_name: 'Reģistratūra', position_uuids: [desk.uuid], branch_uuids: [branch.uuid] });
  const doctor = await call<Person>(token, 'POST', '/settings/users', {
    username: `webdoc${tag}`,
    password: 'doctor-password-1',
    first_name: 'Ilze',
    last_name: `Tiešsaiste ${tag}`,
    position_uuids: [doctorPosition.uuid],
    branch_uuids: [branch.uuid],
  });
  const room = await call<{ uuid: string; name: string }>(token, 'POST', `/settings/branches/${branch.uuid}/rooms`, { name: `Kabinets ${tag}` });
  const day = weekdayFromNow(2);
  await call(token, 'POST', '/planner/worktimes', { branch_uuid: branch.uuid, room_uuid: room.uuid, user_uuid: doctor.uuid, date_from: day, date_to: day, time_from: '14:00', time_to: '16:00', repeat_type: 'none' });
  const settings = found.settings;
  expect(settings).toMatchObject({ enabled: true, slug: 'rigas-centrs' });
  const { branch_uuid: _branch, ...body } = settings;
  // The clinic's own web site, another origin: a small web server of the test's own on this machine
  // (a local site may frame the local platform under Chromium's local-network checks).
  const platform = new URL(test.info().project.use.baseURL as string);
  const clinicSite = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><title>Klinika</title><body style="margin:0"><iframe title="Online booking" src="${platform.origin}/book/rigas-centrs" style="border:0;width:390px;height:2000px"></iframe></body></html>`);
  });
  await new Promise<void>((resolve) => clinicSite.listen(0, '127.0.0.1', resolve));
  const site = `http://127.0.0.1:${(clinicSite.address() as AddressInfo).port}`;
  await call(token, 'PUT', `/settings/branches/${branch.uuid}/online-booking`, { ...body, user_uuids: [...settings.user_uuids, doctor.uuid], embed_origins: [site] });

  // The receptionist keeps the doctor's week open (the day view shows the branch's first rooms only).
  await signIn(page, username, { password: 'desk-password-1', language: 'en' });
  await page.goto(`/calendar?view=week&date=${day}&practitioner=${doctor.uuid}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The patient's phone: the clinic's web site embeds the booking page.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const phone = await context.newPage();
  await phone.goto(`${site}/pieraksts`);
  const frame = phone.frameLocator('iframe[title="Online booking"]');
  const served = await fetch(`${test.info().project.use.baseURL}/book/rigas-centrs`);
  expect(served.headers.get('content-security-policy')).toContain(`frame-ancestors ${site}`);
  expect(served.headers.get('x-frame-options')).toBeNull();
  await expect(frame.getByRole('heading', { name: 'Book a visit', level: 1 })).toBeVisible();
  await frame.getByRole('button', { name: /^Check-up|^Profilaktiskā apskate|min/ }).first().click();
  await frame.getByRole('button', { name: `Ilze Tiešsaiste ${tag}` }).click();
  const start = frame.getByRole('button', { name: '14:00' }).first();
  await expect(start).toBeVisible();
  await start.click();

  const email = `online.${tag}@example.lv`;
  await frame.getByLabel('First name').fill('Līga');
  await frame.getByLabel('Last name').fill(`Bērziņa ${tag}`);
  await frame.getByLabel('Phone').fill(`+371 2${String(tag).padStart(7, '0')}`);
  await frame.getByLabel('E-mail', { exact: true }).fill(email);
  await frame.getByRole('checkbox', { name: /I agree to the clinic’s terms/ }).check();
  // Keyboard: the form is sent with Enter from the last field.
  await frame.getByRole('button', { name: 'Send me the code' }).press('Enter');
  await expect(frame.getByRole('heading', { name: 'Enter the code' })).toBeVisible();

  const code = await codeFor(email);
  await frame.getByLabel('Code').fill(code);
  await frame.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect(frame.getByRole('heading', { name: 'You are booked' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Add to my calendar (.ics)' })).toBeVisible();

  // The booking page alone, at 390 px, is axe-clean.
  const alone = await context.newPage();
  await alone.goto('/book/rigas-centrs');
  await expect(alone.getByRole('heading', { name: 'Book a visit', level: 1 })).toBeVisible();
  expect(await seriousViolations(alone)).toEqual([]);

  // Live in the receptionist's calendar, with the badge for the desk.
  const visit = page.getByRole('button', { name: new RegExp(`^14:00–14:\\d\\d, Līga Bērziņa ${tag}, Ilze Tiešsaiste ${tag}, .*Online, to check`) });
  await expect(visit).toBeVisible({ timeout: 15_000 });

  // The patient moves the visit from the booking's own page (framed, its link opens a tab of its own), by keyboard.
  const [manage] = await Promise.all([context.waitForEvent('page'), frame.getByRole('link', { name: 'Move or cancel the booking' }).click()]);
  await manage.waitForLoadState();
  expect(new URL(manage.url()).pathname).toMatch(/^\/book\/manage\/[^/]+$/);
  await expect(manage.getByRole('heading', { name: 'Your booking', level: 1 })).toBeVisible();
  await expect(manage.getByRole('region', { name: 'Your booking' })).toContainText('14:00');
  expect(await seriousViolations(manage)).toEqual([]);
  await manage.getByRole('button', { name: 'Move to another time' }).press('Enter');
  await expect(manage.getByRole('heading', { name: 'Choose a new time' })).toBeFocused();
  const later = manage.getByRole('button', { name: '15:00' }).first();
  await expect(later).toBeVisible();
  await later.focus();
  await manage.keyboard.press('Enter');
  await expect(manage.getByRole('status').filter({ hasText: /Your visit is moved to .* 15:00–15:\d\d\./ })).toBeVisible();
  expect(await seriousViolations(manage)).toEqual([]);
  // The desk's calendar follows live: the visit now starts at 15:00.
  await expect(page.getByRole('button', { name: new RegExp(`^15:00–15:\\d\\d, Līga Bērziņa ${tag}, Ilze Tiešsaiste ${tag}`) })).toBeVisible({ timeout: 15_000 });
  await expect(visit).toHaveCount(0);
  await context.close();
  clinicSite.close();
});
