import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, useLanguage, savedToken } from '../support/session.js';
import { INSTANCE_HEADER, apiCall, apiToken, bookingRefs, edge, rigaTime, weekdayAhead } from './cluster-kit.js';

/**
 * Two people, each on another API instance (nginx's ports pinned to api-1 and api-2): their chat
 * and their bookings reach each other live, through the Redis the instances share.
 */
const BRANCH = 'Rīgas centrs';

async function openOn(browser: Browser, instance: 'api-1' | 'api-2', username: string, url: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: edge(instance), viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await signIn(page, username, { language: 'en' });
  // Every answer says which instance served it: this browser is on the one it was put on.
  expect(await page.evaluate(async (header) => (await fetch('/api/health')).headers.get(header), INSTANCE_HEADER)).toBe(instance);
  await page.goto(url);
  const picker = page.getByRole('button', { name: /^Branch: / });
  if (!(await picker.getAttribute('aria-label'))?.endsWith(BRANCH)) {
    await picker.click();
    await page.getByRole('option', { name: BRANCH }).click();
  }
  await expect(page.getByRole('button', { name: `Branch: ${BRANCH}` })).toBeVisible();
  return page;
}

test('two users on different API instances chat and see each other\'s bookings live', async ({ browser }) => {
  const day = weekdayAhead(60);
  const calendarUrl = `/calendar?view=day&date=${day}`;
  const manager = await openOn(browser, 'api-1', 'manager', calendarUrl);
  const assistant = await openOn(browser, 'api-2', 'assistant', calendarUrl);

  // Chat: each sees the other online and their messages.
  for (const page of [manager, assistant]) {
    await page.getByRole('button', { name: 'Chat' }).click();
    await expect(page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
  }
  const online = (page: Page) => page.getByRole('region', { name: 'Online in this branch' });
  await expect(online(manager)).toContainText('Līga Liepiņa');
  await expect(online(assistant)).toContainText('Ilze Kalniņa');
  const text = `Across instances ${Date.now()}`;
  await manager.getByRole('textbox', { name: 'Message' }).fill(text);
  await manager.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(assistant.getByRole('log', { name: 'Messages' })).toContainText(text);
  await assistant.getByRole('textbox', { name: 'Message' }).fill('Received on api-2');
  await assistant.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(manager.getByRole('log', { name: 'Messages' })).toContainText('Received on api-2');

  // Bookings: each books through its own instance; the other's calendar shows it without a reload.
  const admin = await apiToken('admin');
  const refs = await bookingRefs(admin, day);
  const book = async (page: Page, instance: 'api-1' | 'api-2', time: string, patient: number) => {
    const token = await savedToken(page);
    const res = await apiCall<{ uuid: string }>(token!, 'POST', '/calendar/appointments', {
      branch_uuid: refs.branch,
      patient_uuid: refs.patients[patient].uuid,
      room_uuid: refs.rooms[0].uuid,
      practitioner_uuid: refs.doctor.uuid,
      time_from: rigaTime(day, time),
      time_to: rigaTime(day, time.replace(':00', ':30')),
    }, edge(instance));
    expect(res.status).toBe(201);
    expect(res.headers.get(INSTANCE_HEADER)).toBe(instance);
    const { first_name, last_name } = refs.patients[patient];
    return new RegExp(`^${time}–${time.replace(':00', ':30')}, ${first_name} ${last_name}`);
  };
  const byManager = await book(manager, 'api-1', '10:00', 0);
  await expect(assistant.getByRole('button', { name: byManager })).toBeVisible({ timeout: 15_000 });
  const byAssistant = await book(assistant, 'api-2', '12:00', 1);
  await expect(manager.getByRole('button', { name: byAssistant })).toBeVisible({ timeout: 15_000 });

  await manager.context().close();
  await assistant.context().close();
});
