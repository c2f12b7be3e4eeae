import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.js';

/**
 * Moving in (issue 30): the clinic's admin uploads the old system's patient export, fixes the one
 * column the screen could not guess (the mobile phone), sees the dry run name the bad row by row
 * and field, runs the import, and finds an imported patient in the patients list.
 */
const tag = randomUUID().replace(/[^a-f]/g, '').slice(0, 6).padEnd(6, 'x');
const surname = `Imports${tag}`;

const EXPORT = [
  ['Nr.', 'Vārds', 'Uzvārds', 'Dzimšanas datums', 'Mob.', 'E-pasts'],
  [`${tag}-1`, 'Anna', surname, '02.03.1984', '+371 29000101', `anna.${tag}@example.lv`],
  [`${tag}-2`, 'Kristaps', surname, '17.08.1979', '29000102', 'nav e-pasta'],
  [`${tag}-3`, 'Dace', surname, '30.12.1990', '29000103', ''],
]
  .map((row) => row.join(';'))
  .join('\r\n');

test('an admin imports patients from the old system and finds one by search', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings');
  await page.getByRole('link', { name: 'Imports no citas sistēmas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();

  await page.getByLabel('Fails (CSV vai XLSX)', { exact: true }).setInputFiles({ name: 'pacienti.csv', mimeType: 'text/csv', buffer: Buffer.from(EXPORT, 'utf8') });
  await page.getByRole('button', { name: 'Augšupielādēt' }).click();
  await expect(page).toHaveURL(/\/settings\/import\/[0-9a-f-]{36}$/);

  // The headers were guessed, but "Mob." was not: the admin maps it to the phone.
  const mapping = page.getByRole('table', { name: 'Kolonnas' });
  await expect(mapping.getByLabel('Nolasīt laukā: Vārds')).toHaveValue('first_name');
  await expect(mapping.getByLabel('Nolasīt laukā: Mob.')).toHaveValue('');
  await mapping.getByLabel('Nolasīt laukā: Mob.').selectOption({ label: 'Tālrunis' });
  await expect(page.getByLabel('Kolonna ar vecās sistēmas identifikatoru')).toHaveValue('Nr.');

  await page.getByRole('button', { name: 'Pārbaudīt rindas' }).click();
  await expect(page.getByText('Var importēt 2 no 3 rindām')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Rindas ar kļūdām' });
  await expect(errors.locator('tbody tr')).toHaveCount(1);
  await expect(errors.locator('tbody tr').first()).toContainText('3');
  await expect(errors.locator('tbody tr').first()).toContainText('E-pasts');

  await page.getByRole('button', { name: 'Importēt', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Importēt 2 rindas?' });
  await confirm.getByRole('button', { name: 'Importēt', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pabeigts' })).toBeVisible();
  await expect(page.getByTestId('import-created')).toHaveText('2');
  await expect(page.getByTestId('import-failed')).toHaveText('1');

  // A reload finds the import where it ended.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pabeigts' })).toBeVisible();

  await page.goto('/patients');
  await page.getByRole('searchbox', { name: 'Meklēt pacientus' }).fill(`anna ${surname.toLowerCase()}`);
  const table = page.getByRole('table', { name: 'Pacienti' });
  await expect(table.getByRole('link', { name: `${surname} Anna` })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByRole('link', { name: `${surname} Anna` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Anna ${surname}`);
});
