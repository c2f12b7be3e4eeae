import { expect, test } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { signIn } from '../support/session.js';

/**
 * A duplicate card (issue 15), in Latvian: registering a patient whose personal code another card
 * has is stopped with the existing card to open; "Save anyway" saves it all the same.
 */
const api = `${E2E.baseURL}/api`;
const suffix = Date.now().toString(36).slice(-5);

/** A valid old-form personal code of 12.04.1988 with a serial of this run (check digit per the Latvian rule). */
function personalCode(): string {
  const weights = [1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const ten = `1204881${String(Date.now() % 1000).padStart(3, '0')}`;
  const sum = [...ten].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  return `${ten.slice(0, 6)}-${ten.slice(6)}${((1101 - sum) % 11) % 10}`;
}

test('is stopped on a duplicate personal code, opens the existing card, or saves anyway', async ({ page }) => {
  test.setTimeout(90_000);
  const code = personalCode();
  const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const created = await fetch(`${api}/patients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Esošā', last_name: `Karte${suffix}`, personal_code: code }),
  });
  expect(created.status).toBe(201);
  const existing = ((await created.json()) as { data: { uuid: string } }).data;

  await signIn(page, 'admin');
  const register = async () => {
    await page.goto('/patients/new');
    await page.getByLabel(/^Vārds/).fill('Jaunā');
    await page.getByLabel(/^Uzvārds/).fill(`Karte${suffix}`);
    await page.getByLabel('Personas kods').fill(code);
    await page.getByRole('button', { name: 'Saglabāt' }).click();
    return page.getByRole('dialog', { name: 'Šim pacientam, iespējams, jau ir karte' });
  };

  const dialog = await register();
  await expect(dialog).toContainText(`Esošā Karte${suffix} · ${code}`);
  await expect(page).toHaveURL(/\/patients\/new$/);
  await dialog.getByRole('link', { name: `Atvērt esošo karti: Esošā Karte${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${existing.uuid}/details$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Esošā Karte${suffix}`);

  const again = await register();
  await again.getByRole('button', { name: 'Tomēr saglabāt' }).click();
  await expect(page.getByText('Pacients izveidots')).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}\/details$/);
  await expect(page).not.toHaveURL(new RegExp(existing.uuid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Jaunā Karte${suffix}`);
});
