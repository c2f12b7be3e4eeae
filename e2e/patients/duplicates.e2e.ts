import { expect, test } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { signIn } from '../support/session.js';

/**
 * A look-alike card (issue 15), in Latvian: registering a patient with the name and date of birth
 * of another card is stopped with the existing card to open; "Save anyway" saves it all the same
 * (twins and namesakes exist). A personal code another card has is refused outright (issue 25:
 * personal-code.e2e.ts).
 */
const api = `${E2E.baseURL}/api`;
const suffix = Date.now().toString(36).replace(/\d/g, '').slice(-5);

test('is stopped on a look-alike by name and date of birth, opens the existing card, or saves anyway', async ({ page }) => {
  test.setTimeout(90_000);
  const auth = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
  const token = ((await auth.json()) as { data: { token: string } }).data.token;
  const created = await fetch(`${api}/patients`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Esošā', last_name: `Karte${suffix}`, dob: '1988-04-12' }),
  });
  expect(created.status).toBe(201);
  const existing = ((await created.json()) as { data: { uuid: string } }).data;

  await signIn(page, 'admin');
  const register = async () => {
    await page.goto('/patients/new');
    await page.getByLabel(/^Vārds/).fill('Esošā');
    await page.getByLabel(/^Uzvārds/).fill(`Karte${suffix}`);
    await page.getByLabel('Dzimšanas datums').fill('1988-04-12');
    await page.getByRole('button', { name: 'Saglabāt' }).click();
    return page.getByRole('dialog', { name: 'Šim pacientam, iespējams, jau ir karte' });
  };

  const dialog = await register();
  await expect(dialog).toContainText(`Esošā Karte${suffix} · 12.04.1988`);
  await expect(page).toHaveURL(/\/patients\/new$/);
  await dialog.getByRole('link', { name: `Atvērt esošo karti: Esošā Karte${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/patients/${existing.uuid}/details$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Esošā Karte${suffix}`);

  const again = await register();
  await again.getByRole('button', { name: 'Tomēr saglabāt' }).click();
  await expect(page.getByText('Pacients izveidots')).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}\/details$/);
  await expect(page).not.toHaveURL(new RegExp(existing.uuid));
});
