import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, useLanguage } from '../support/session.js';

/** Issue 7: two people on one branch chat live and see each other; a third on another branch sees nothing. */
async function openChat(browser: Browser, username: string, branch: string, { panel = true } = {}): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await useLanguage(page, 'en');
  await signIn(page, username, { language: 'en' });
  const picker = page.getByRole('button', { name: /^Branch: / });
  if (!(await picker.getAttribute('aria-label'))?.endsWith(branch)) {
    await picker.click();
    await page.getByRole('option', { name: branch }).click();
  }
  await expect(page.getByRole('button', { name: `Branch: ${branch}` })).toBeVisible();
  if (!panel) return page;
  await page.getByRole('button', { name: 'Chat' }).click();
  await expect(page.getByRole('complementary', { name: 'Chat' })).toBeVisible();
  return page;
}

test('two browsers on one branch chat live and see each other; a third on another branch sees nothing', async ({ browser }) => {
  const manager = await openChat(browser, 'manager', 'Rīgas centrs');
  const assistant = await openChat(browser, 'assistant', 'Rīgas centrs');
  const doctor = await openChat(browser, 'doctor', 'Jūrmala');

  const online = (page: Page) => page.getByRole('region', { name: 'Online in this branch' });
  await expect(online(manager)).toContainText('Līga Liepiņa');
  await expect(online(assistant)).toContainText('Ilze Kalniņa');
  await expect(online(doctor)).not.toContainText('Ilze Kalniņa');

  const text = `Pacients 12:30 ir ieradies — ${Date.now()}`;
  const composer = manager.getByRole('textbox', { name: 'Message' });
  await composer.fill(text);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');

  await expect(assistant.getByRole('log', { name: 'Messages' })).toContainText(text);
  await expect(manager.getByRole('log', { name: 'Messages' }).getByText(text)).toHaveCount(1); // de-duplicated
  await assistant.getByRole('textbox', { name: 'Message' }).fill('Paldies!');
  await assistant.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(manager.getByRole('log', { name: 'Messages' })).toContainText('Paldies!');

  await doctor.waitForTimeout(1000);
  await expect(doctor.getByRole('complementary', { name: 'Chat' })).not.toContainText(text);
  await expect(doctor.getByRole('complementary', { name: 'Chat' })).not.toContainText('Paldies!');

  await assistant.context().close();
  await expect(online(manager)).not.toContainText('Līga Liepiņa');
  await manager.context().close();
  await doctor.context().close();
});

test('an unread badge appears for a message sent while the panel is closed', async ({ browser }) => {
  const manager = await openChat(browser, 'manager', 'Rīgas centrs');
  const assistant = await openChat(browser, 'assistant', 'Rīgas centrs', { panel: false });
  await expect(manager.getByRole('region', { name: 'Online in this branch' })).toContainText('Līga Liepiņa');

  const composer = manager.getByRole('textbox', { name: 'Message' });
  const first = `Lūdzu, atnāciet uz 2. kabinetu, pacients jau gaida — ${Date.now()}`;
  await composer.fill(first);
  await composer.press('Enter');
  await composer.fill('Paldies!');
  await composer.press('Enter');

  // The assistant, elsewhere in the app, sees the count on the Chat entry and a quiet toast.
  const badge = assistant.getByRole('button', { name: 'Chat, 2 unread' });
  await expect(badge).toBeVisible();
  await expect(assistant.getByRole('status').filter({ hasText: 'Ilze Kalniņa: Lūdzu, atnāciet uz 2. kabinetu, pacients jau gaida' }).first()).toBeVisible();
  // One's own messages never count.
  await expect(manager.getByRole('button', { name: 'Chat', exact: true })).toBeVisible();

  await badge.click();
  await expect(assistant.getByRole('log', { name: 'Messages' })).toContainText(first);
  await expect(assistant.getByRole('button', { name: 'Chat', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(assistant.getByRole('button', { name: /unread/ })).toHaveCount(0);

  await manager.context().close();
  await assistant.context().close();
});
