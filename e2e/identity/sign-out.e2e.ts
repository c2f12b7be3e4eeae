import { expect, test, type Browser, type Page } from '@playwright/test';
import { savedToken, signIn, useLanguage } from '../support/session.js';

/**
 * Issue 25: "Log out" on the doctor's PC leaves the tablet at the chair signed in; "Sign out
 * everywhere" ends every session of the user (docs/decisions.md, "Sessions").
 */

async function device(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await useLanguage(page, 'en');
  await signIn(page, 'assistant', { language: 'en' });
  return page;
}

async function fromAccountMenu(page: Page, item: string) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('"Log out" ends this session only; "Sign out everywhere" ends the others too', async ({ browser }) => {
  const pc = await device(browser);
  const tablet = await device(browser);
  const tabletToken = await savedToken(tablet);

  await fromAccountMenu(pc, 'Log out');
  await tablet.reload();
  await expect(tablet.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect((await tablet.request.get('/api/auth', { headers: { authorization: `Bearer ${tabletToken}` } })).status()).toBe(200);

  await signIn(pc, 'assistant', { language: 'en' });
  const pcToken = await savedToken(pc);
  await fromAccountMenu(tablet, 'Sign out everywhere');
  for (const token of [pcToken, tabletToken]) expect((await pc.request.get('/api/auth', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  // The PC's next request finds its session ended and signs it out.
  await pc.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(pc).toHaveURL(/\/login/);
});
