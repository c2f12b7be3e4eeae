import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiToken, call as apiCall } from '../support/api.js';
import { signIn } from '../support/session.js';

/**
 * A patient's data rights (issue 28), in Latvian: a manager exports a patient's data from the card,
 * downloads the ZIP (once), then erases the patient after typing their name.
 */
const suffix = Date.now().toString(36).slice(-5);

/** Serious and critical axe violations (WCAG 2.0/2.1 A and AA) inside `include`. */
async function seriousViolations(page: Page, include: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a manager exports a patient’s data, downloads the ZIP, then erases the patient', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken();
  const patient = await apiCall<{ uuid: string; first_name: string; last_name: string }>(token, 'POST', '/patients', {
    first_name: 'Dace',
    last_name: `Dzēšamā${suffix}`,
    email: `dace-${suffix}@example.com`,
  });
  const name = `${patient.first_name} ${patient.last_name}`;

  await page.setViewportSize({ width: 1440, height: 1000 });
  await signIn(page, 'manager');
  await page.goto(`/patients/${patient.uuid}/settings`);
  const rights = page.locator('section.dc-card', { has: page.getByRole('heading', { name: 'Pacienta tiesības uz datiem' }) });
  await rights.getByRole('button', { name: 'Izgūt pacienta datus' }).click();
  const download = rights.getByRole('button', { name: 'Lejupielādēt ZIP' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(rights.getByText(/Saite darbojas vienu reizi/)).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const zip = await readFile(await file.path());
  // A ZIP (local file header "PK\3\4") holding patient.json with the patient's e-mail.
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(zip.includes(Buffer.from('patient.json'))).toBe(true);
  await expect(rights.getByText('Lejupielādēts. Citai kopijai sāciet jaunu eksportu.')).toBeVisible();

  await rights.getByRole('button', { name: 'Dzēst pacientu' }).click();
  const dialog = page.getByRole('dialog', { name: `Dzēst ${name}?` });
  await expect(dialog).toBeVisible();
  const erase = dialog.getByRole('button', { name: 'Dzēst neatgriezeniski' });
  await dialog.getByLabel('Iemesls').fill('Pacienta rakstisks pieprasījums');
  await dialog.getByLabel(`Ierakstiet ${name}, lai apstiprinātu`).fill(patient.first_name);
  await expect(erase).toBeDisabled();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByLabel(`Ierakstiet ${name}, lai apstiprinātu`).fill(name);
  await erase.click();
  await expect(page.getByText(/^Dzēsts kā 2026-\d{4}$/).first()).toBeVisible();
  await expect(page.getByText(/Zobu karte glabā līdz/)).toBeVisible();

  const card = await apiCall<{ first_name: string; email: string | null }>(token, 'GET', `/patients/${patient.uuid}`);
  expect(card).toMatchObject({ first_name: 'Erased patient', email: null });
});
