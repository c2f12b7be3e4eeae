import { expect, test } from '@playwright/test';
import { signIn, useLanguage } from '../support/session.js';

/** Each demo user sees exactly the sidebar entries their positions allow (docs/spec.md §2, sidebar table). */
const SIDEBAR: Record<string, string[]> = {
  admin: ['Dashboard', 'Calendar', 'Planner', 'Recalls', 'Patients', 'Invoices', 'Reports', 'Settings', 'Admin'],
  manager: ['Dashboard', 'Calendar', 'Planner', 'Recalls', 'Patients', 'Invoices', 'Reports', 'Settings'],
  doctor: ['Dashboard', 'Calendar', 'Planner', 'Recalls', 'Patients', 'Invoices'],
  assistant: ['Dashboard', 'Calendar', 'Planner', 'Recalls', 'Patients', 'Invoices'],
  other: ['Dashboard', 'Calendar', 'Planner', 'Recalls', 'Patients', 'Invoices', 'Reports', 'Settings'],
};

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

for (const [username, entries] of Object.entries(SIDEBAR)) {
  test(`${username} signs in and sees exactly the sidebar entries their permissions allow`, async ({ page }) => {
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await signIn(page, username, { language: 'en' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(entries);
  });
}

test('wrong credentials show "Authorisation failed" and keep the user on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('doctor');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Authorisation failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a direct URL without the permission lands on /403, an unknown one on /404', async ({ page }) => {
  await signIn(page, 'doctor', { language: 'en' });
  await page.goto('/settings/branches');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { name: '403 - ERROR' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: '404 - ERROR' })).toBeVisible();
});

test('the page title is the translated sidebar label and the site title', async ({ page }) => {
  await signIn(page, 'manager', { language: 'en' });
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveTitle(/^Patients \| /);
});
