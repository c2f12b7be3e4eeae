import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken as token, call } from '../support/api.js';
import { signIn } from '../support/session.js';

/**
 * Issue 25, in the browser (Latvian): the demo doctor writes a clinical note on a card from the
 * clinic's "Plombēšana" template, signs it after a confirmation (then it offers no edit), adds an
 * addendum to it, and finds the three in the History tab in words. The patient is made through the API.
 */

/** Serious and critical axe violations (WCAG 2.0/2.1 A and AA) inside `include`. */
async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test('a note written from a template, signed (then final), with an addendum, and in the history in words', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await token('admin');
  const lastName = `Pieraksts-${Date.now().toString(36)}`;
  const patient = await call<{ uuid: string }>(admin, 'POST', '/patients', { first_name: 'Laura', last_name: lastName });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'doctor');
  await page.goto(`/patients/${patient.uuid}/notes`);
  await expect(page.getByText('Pierakstu vēl nav')).toBeVisible();

  await page.getByRole('button', { name: 'Jauns pieraksts' }).click();
  await page.getByRole('combobox', { name: 'Veidne' }).selectOption({ label: 'Plombēšana' });
  await page.getByRole('button', { name: 'Lietot veidni' }).click();
  const text = page.getByRole('textbox', { name: /^Pieraksts/ });
  await expect(text).toHaveValue(/^Zobs \{tooth\}\. .* Ārsts: Jānis Ozols, \d{2}\.\d{2}\.\d{4}\.$/);
  await text.fill('Zobs 16: kariess MO. Kompozīta plomba.');
  await page.getByRole('button', { name: 'Saglabāt pierakstu' }).click();
  await expect(page.getByText('Pieraksts saglabāts')).toBeVisible();
  const list = page.getByRole('list', { name: 'Klīniskie pieraksti, jaunākie vispirms' });
  const written = list.getByRole('listitem').filter({ hasText: 'Zobs 16: kariess MO.' });
  await expect(written.getByText('Nav parakstīts')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await written.getByRole('button', { name: 'Parakstīt' }).click();
  const confirm = page.getByRole('dialog', { name: 'Parakstīt šo pierakstu?' });
  await expect(confirm).toContainText('vairs nevar mainīt');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await confirm.getByRole('button', { name: 'Parakstīt' }).click();
  await expect(written.getByText('Parakstīts', { exact: true })).toBeVisible();
  await expect(written.getByText(/^Parakstīja Jānis Ozols, /)).toBeVisible();
  await expect(written.getByRole('button', { name: 'Labot' })).toHaveCount(0);

  await written.getByRole('button', { name: 'Pievienot papildinājumu' }).click();
  await page.getByRole('textbox', { name: /^Papildinājums .* pierakstam/ }).fill('Pacients zvanīja: sāpju nav.');
  await page.getByRole('button', { name: 'Saglabāt pierakstu' }).click();
  const addendum = list.getByRole('listitem').filter({ hasText: 'Pacients zvanīja: sāpju nav.' });
  await expect(addendum.getByRole('link', { name: /^Papildinājums .* pierakstam$/ })).toBeVisible();
  await expect(list.getByRole('listitem').first()).toContainText('Pacients zvanīja');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.goto(`/patients/${patient.uuid}/history`);
  const main = page.getByRole('main');
  await expect(main.getByText('Pievienoja papildinājumu parakstītam pierakstam')).toBeVisible();
  await expect(main.getByText('Parakstīja pierakstu')).toBeVisible();
  await expect(main.getByText('Uzrakstīja pierakstu', { exact: true })).toBeVisible();
  await expect(main).not.toContainText(/notes\/sign|addendum_to|\bnotes\b/);
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
