import { expect, test } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { signIn, useLanguage } from '../support/session.js';

/** Issue 15: a patient is one Ctrl+K away from any screen; "/" opens the search too, outside a text field. */
test('open a patient with Ctrl+K from the calendar, and a screen with "/"', async ({ page }) => {
  const api = `${E2E.baseURL}/api`;
  const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const list = await fetch(`${api}/patients?per_page=1`, { headers: { authorization: `Bearer ${token}` } });
  const patient = ((await list.json()) as { data: { uuid: string; first_name: string; last_name: string }[] }).data[0];

  await useLanguage(page, 'en');
  await signIn(page, 'admin', { language: 'en' });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Quick search' });
  const box = dialog.getByRole('combobox', { name: 'Search patients and screens' });
  await expect(box).toBeFocused();
  await box.fill(patient.last_name);
  const option = dialog.getByRole('option', { name: new RegExp(`${patient.first_name} ${patient.last_name}`) }).first();
  await expect(option).toBeVisible();
  // Walk to it with the arrows (it may not be the first of its namesakes), then Enter.
  for (let i = 0; i < 10 && (await option.getAttribute('aria-selected')) !== 'true'; i++) await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/patients/${patient.uuid}/details$`));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(patient.last_name) }).first()).toBeVisible();

  await page.locator('body').click({ position: { x: 600, y: 5 } });
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.fill('repo');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/reports/);

  // Escape closes without going anywhere.
  await page.keyboard.press('Control+k');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/reports/);
});
