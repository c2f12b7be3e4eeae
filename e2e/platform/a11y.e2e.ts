import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, call, weekdayFromNow } from '../support/api.js';
import { withDatabase } from '../support/database.js';
import { openInApp } from '../support/navigation.js';
import { everyRoute } from '../support/routes.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Issue 15, accessibility: axe-core (WCAG 2.0 and 2.1, A and AA) finds no serious or critical
 * violation on any route, in Latvian and in English, at 1280 and 390 px, nor in the main dialogs
 * (the booking panel, a confirmation, the chat panel, the quick search).
 */

// WCAG 2.1 A holds label-content-name-mismatch, the rule the issue found twice on every page.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page (or inside `include`), one line per element. */
async function seriousViolations(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${where}: ${v.id} (${v.impact}) ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`));
}

/**
 * The walks (issue 25): the manager holds two branches (so the branch picker shows) and every
 * permission but `admin`, at a desk's 1280 px and a phone's 390 px, where no screen may scroll
 * sideways either; the admin at 1280 px for the admin's own screens and the company switcher.
 */
const WALKS = [
  { user: 'manager', language: 'lv', width: 1280 },
  { user: 'manager', language: 'en', width: 390 },
  { user: 'admin', language: 'lv', width: 1280 },
] as const;

for (const { user, language, width } of WALKS) {
  test(`axe finds no serious or critical violation on any route, as ${user} at ${width} px (${language})`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: width < 576 ? 844 : 900 });
    const routes = await everyRoute();
    await useLanguage(page, language);
    await page.goto('/login');
    expect(await seriousViolations(page, '/login')).toEqual([]);
    await signIn(page, user, { language });
    if (width >= 576) await expect(page.getByRole('button', { name: language === 'lv' ? /^Filiāle: / : /^Branch: / })).toBeVisible();
    const found: string[] = [];
    for (const route of routes) {
      await openInApp(page, route);
      found.push(...(await seriousViolations(page, route)));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) found.push(`${route}: the page scrolls sideways by ${sideways} px`);
    }
    expect(found).toEqual([]);
  });
}

/**
 * Issue 24: a dense week whose blocks carry every picture (a patient's alerts, the outside-work
 * sign) and a block with no practitioner, made by the test on a day of its own, so the check does
 * not depend on what the demo week happens to hold.
 */
test.describe('a dense week', () => {
  let day = '';
  test.beforeAll(async () => {
    const token = await apiToken();
    const [branch] = await call<{ uuid: string }[]>(token, 'GET', '/meta/branches');
    type DayView = { from: string; rooms: { uuid: string }[]; events: unknown[] };
    const dayView = (date: string) => call<DayView>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${date}`);
    // The first empty weekday from 21 weeks ahead (a retry finds the next one).
    let view: DayView;
    for (let ahead = 147; ; ahead += 7) {
      day = weekdayFromNow(ahead);
      view = await dayView(day);
      if (view.events.length === 0) break;
    }
    const [doctor] = await call<{ uuid: string }[]>(token, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`);
    const patient = await call<{ uuid: string }>(token, 'POST', '/patients', { first_name: 'Dace', last_name: 'Blīva', medical_alert: 'Antikoagulanti' });
    const at = (hours: number) => new Date(Date.parse(view.from) + hours * 3_600_000).toISOString();
    const [manager] = await call<{ uuid: string }[]>(token, 'GET', `/settings/users?search=manager&per_page=1`);
    const booked: { uuid: string; outside_work_time: boolean }[] = [];
    for (const b of [
      { room: 0, practitioner: doctor.uuid, from: 10, to: 10.25 },
      { room: 1, practitioner: manager.uuid, from: 10, to: 11 },
      { room: 0, practitioner: doctor.uuid, from: 11, to: 12 },
    ]) {
      booked.push(
        await call<{ uuid: string; outside_work_time: boolean }>(token, 'POST', '/calendar/appointments', {
          branch_uuid: branch.uuid,
          patient_uuid: patient.uuid,
          room_uuid: view.rooms[b.room].uuid,
          practitioner_uuid: b.practitioner,
          time_from: at(b.from),
          time_to: at(b.to),
        }),
      );
    }
    // The API books no planned visit without a practitioner (it did not when this check was written
    // either): the block without one, as imported data may hold, is made in the table.
    await withDatabase((db) => db.query('update appointment set practitioner_uuid = null where uuid = $1', [booked[1].uuid]));
    // The demo plans no work so far ahead: the doctor's blocks carry the outside-work sign.
    expect(booked.some((a) => a.outside_work_time)).toBe(true);
  });

  for (const language of ['lv', 'en'] as const) {
    test(`axe finds no serious or critical violation on blocks with alerts, outside work time and without a practitioner (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/login');
      await signIn(page, 'admin', { language });
      await openInApp(page, `/calendar?view=week&date=${day}`);
      await expect(page.locator('.cal-event.is-dense [data-testid="patient-alerts"]').first()).toBeVisible();
      expect(await seriousViolations(page, `week of ${day}`)).toEqual([]);
    });
  }
});

test('axe finds no serious or critical violation in the booking panel, a confirmation, the chat and the quick search', async ({ page }) => {
  test.setTimeout(180_000);
  const routes = await everyRoute();
  await useLanguage(page, 'lv');
  await page.goto('/login');
  await signIn(page, 'admin');
  const found: string[] = [];

  await openInApp(page, '/calendar');
  await page.getByRole('button', { name: 'Jauna vizīte', exact: true }).first().click();
  const panel = page.getByRole('complementary', { name: 'Jauna vizīte' });
  await expect(panel).toBeVisible();
  found.push(...(await seriousViolations(page, 'booking panel')));
  await page.keyboard.press('Escape');

  await openInApp(page, routes.find((route) => /^\/settings\/products\/[^/]+\/details$/.test(route))!);
  await page.getByRole('button', { name: 'Dzēst', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toBeVisible();
  found.push(...(await seriousViolations(page, 'delete confirmation')));
  await confirm.getByRole('button', { name: 'Atcelt' }).click();
  await expect(confirm).toHaveCount(0);

  await page.getByRole('button', { name: 'Čats', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Tērzēšana' })).toBeVisible();
  found.push(...(await seriousViolations(page, 'chat panel')));
  await page.getByRole('button', { name: 'Čats', exact: true }).click();

  await page.keyboard.press('Control+k');
  const search = page.getByRole('dialog', { name: 'Ātrā meklēšana' });
  await expect(search).toBeVisible();
  await search.getByRole('combobox', { name: 'Meklēt pacientus un skatus' }).fill('an');
  await expect(search.getByRole('option').first()).toBeVisible();
  found.push(...(await seriousViolations(page, 'quick search')));

  expect(found).toEqual([]);
});
