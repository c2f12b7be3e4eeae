import { expect, test } from '@playwright/test';
import { savedToken, signIn, useLanguage } from '../support/session.js';

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the branch picker lists the user\'s branches and stores the one chosen', async ({ page }) => {
  await signIn(page, 'manager', { language: 'en' });
  const picker = page.getByRole('button', { name: /^Branch: / });
  await expect(picker).toBeVisible();
  await picker.click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Jūrmala', 'Rīgas centrs']);
  await page.getByRole('option', { name: 'Rīgas centrs' }).click();
  // Named by its content: the branch in words, then the initials on screen (label-content-name-mismatch).
  await expect(picker).toHaveAccessibleName('Branch: Rīgas centrs RC');

  const stored = await page.evaluate(() => localStorage.getItem('branch'));
  expect(stored).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Branch: Rīgas centrs' })).toBeVisible();
});

test('an admin switches to "Other Clinic" and then sees its branches', async ({ page }) => {
  await signIn(page, 'admin', { language: 'en' });
  await page.getByRole('button', { name: 'Active company: Demo Dental' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('cell', { name: 'other', exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Switch: Other Clinic' }).click();
  await expect(page.getByRole('button', { name: 'Active company: Other Clinic' })).toBeVisible();
  await page.getByRole('button', { name: /^Branch: / }).click();
  await expect(page.getByRole('option')).toHaveText(['Liepāja']);
});

test('only an admin sees the company switcher', async ({ page }) => {
  await signIn(page, 'other', { language: 'en' });
  await expect(page.getByRole('button', { name: /^Active company/ })).toHaveCount(0);
});

test('logout returns to /login, revokes the session, and Back shows no data', async ({ page }) => {
  await signIn(page, 'manager', { language: 'en' });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const token = await savedToken(page);
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await savedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('branch'))).toBeNull();

  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  const answer = await page.request.get('/api/auth', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(401);
});
