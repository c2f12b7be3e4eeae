import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

test('Latvian by default; the language switch changes the texts, survives a reload and is sent as Content-Language', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Pieslēgties' })).toBeVisible();
  await signIn(page, 'manager');
  const menu = page.getByRole('navigation', { name: 'Galvenā izvēlne' });
  await expect(menu.getByRole('link', { name: 'Pacienti' })).toBeVisible();

  await page.getByRole('button', { name: /^Valoda/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patients' })).toBeVisible();

  const call = page.waitForRequest((request) => request.url().includes('/api/') && request.method() === 'GET');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patients' })).toBeVisible();
  expect((await call).headers()['content-language']).toBe('en');

  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitemradio', { name: /Русский/ }).click();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  const russianCall = page.waitForRequest((request) => request.url().includes('/api/'));
  await page.reload();
  expect((await russianCall).headers()['content-language']).toBe('ru');
});

test('server errors come back in the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'EN' }).click();
  await page.getByLabel('Username').fill('assistant');
  await page.getByLabel('Password').fill('wrong');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const body = (await (await answer).json()) as { error: { code: string; message: string } };
  expect(body.error).toMatchObject({ code: 'AUTHORISATION_FAILED', message: 'Authorisation failed' });
});
