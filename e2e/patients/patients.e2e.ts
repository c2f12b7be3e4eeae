import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { savedToken } from '../support/session.js';

/**
 * A reception desk's morning with the patient card (the suite runs in Latvian, the default
 * language): register a patient, find them again by typing without Latvian letters, link a
 * relative, file a scan, and export the list for the accountant.
 */
const suffix = Date.now().toString(36).slice(-4);
const lastName = `Zvaigznīte${suffix}`;
const folded = `zvaigznite${suffix}`;

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel(/^Lietotājvārds/).fill('admin');
  await page.getByLabel(/^Parole/).fill('admin');
  await page.getByRole('button', { name: 'Pieslēgties' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A tiny but real PDF: the server recognises files by their bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe.configure({ mode: 'serial' });

test('registers a patient and finds them by a search without Latvian letters', async ({ page }) => {
  await signIn(page);
  await page.goto('/patients');
  await expect(page.getByRole('table', { name: 'Pacienti' })).toBeVisible();
  await page.getByRole('button', { name: 'Jauns pacients' }).first().click();

  await page.getByLabel(/^Vārds/).fill('Ērika');
  await page.getByLabel(/^Uzvārds/).fill(lastName);
  const code = page.getByLabel('Personas kods');
  await code.fill('161175-19998');
  await expect(page.getByText('Šī personas koda kontrolcipars nav pareizs')).toBeVisible();
  await code.fill('161175-19997');
  await expect(page.getByLabel('Dzimšanas datums')).toHaveValue('1975-11-16');
  await page.getByLabel('Tālrunis', { exact: true }).fill('+371 2000 1234');
  await page.getByLabel('E-pasts').fill(`erika.${suffix}@example.com`);
  await page.getByRole('button', { name: 'Saglabāt' }).click();

  await expect(page.getByText('Pacients izveidots')).toBeVisible();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Ērika ${lastName}`);

  await page.goto('/patients');
  await page.getByRole('searchbox', { name: 'Meklēt pacientus' }).fill(folded);
  const table = page.getByRole('table', { name: 'Pacienti' });
  await expect(table.getByRole('link', { name: `${lastName} Ērika` })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page.getByText('1–1 no 1')).toBeVisible();
});

test('links a relative, and the link reads right from both cards', async ({ page }) => {
  await signIn(page);
  // The parent is registered through the API (the form has its own test above).
  const token = await savedToken(page);
  const parent = await page.request.post('/api/patients', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: 'Jānis', last_name: lastName, dob: '1950-03-04' },
  });
  expect(parent.status()).toBe(201);

  await page.goto(`/patients?search=${folded}`);
  await page.getByRole('link', { name: `${lastName} Ērika` }).click();
  await page.getByRole('link', { name: 'Radniecība' }).click();
  await page.getByRole('button', { name: 'Piesaistīt radinieku' }).click();

  const dialog = page.getByRole('dialog', { name: 'Piesaistīt radinieku' });
  await dialog.getByRole('searchbox', { name: 'Atrast pacientu' }).fill(folded);
  // The patient whose card this is is never offered.
  await expect(dialog.getByRole('button', { name: `Izvēlēties: Ērika ${lastName}` })).toHaveCount(0);
  await dialog.getByRole('button', { name: `Izvēlēties: Jānis ${lastName}` }).click();
  await dialog.getByLabel('Kas viņš ir šim pacientam').selectOption({ label: 'Vecāks' });
  await expect(dialog.getByText(`Jānis ${lastName} pacientam Ērika ${lastName} ir: vecāks`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Piesaistīt radinieku' }).click();

  await expect(page.getByText('Radinieks piesaistīts')).toBeVisible();
  const links = page.getByRole('list', { name: 'Radniecība' });
  await expect(links.getByText('Vecāks')).toBeVisible();
  await links.getByRole('link', { name: `Jānis ${lastName}` }).click();

  // From the parent's card the new patient is their child.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Jānis ${lastName}`);
  await page.getByRole('link', { name: 'Radniecība' }).click();
  const theirs = page.getByRole('list', { name: 'Radniecība' }).getByRole('listitem').filter({ hasText: `Ērika ${lastName}` });
  await expect(theirs.getByText('Bērns')).toBeVisible();
});

test('uploads a scan, and a file the server refuses says why', async ({ page }) => {
  await signIn(page);
  await page.goto(`/patients?search=${folded}`);
  await page.getByRole('link', { name: `${lastName} Ērika` }).click();
  await page.getByRole('navigation', { name: 'Pacienta karte' }).getByRole('link', { name: 'Medicīniskie faili' }).click();
  await expect(page.getByText('Nav augšupielādētu failu')).toBeVisible();

  const chooser = page.getByLabel('Izvēlēties failus', { exact: true }).and(page.locator('input[type=file]'));
  await chooser.setInputFiles({ name: 'rentgens.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('Fails “rentgens.pdf” augšupielādēts')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Medicīniskie faili' })).toContainText('rentgens.pdf');

  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(page.getByText(/“notes\.txt” netika augšupielādēts: .+/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Medicīniskie faili' })).not.toContainText('notes.txt');
});

test('exports the filtered list as CSV with headers in the user’s language', async ({ page }) => {
  await signIn(page);
  await page.goto('/patients?search=berzins');
  await expect(page.getByRole('table', { name: 'Pacienti' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Eksportēt CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^patients-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trim().split(/\r\n/);
  expect(header.split(';').slice(0, 4)).toEqual(['Uzvārds', 'Vārds', 'Personas kods', 'Dzimšanas datums']);
  expect(rows.length).toBeGreaterThan(0);
  // Every row matched the folded search (in a name, or in an e-mail such as berzins@...).
  for (const row of rows) expect(row.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('berzin');
  await expect(page.getByText('Pacientu saraksts eksportēts')).toBeVisible();
});

test('fills the medical history questionnaire, approves it, and finds it in the history', async ({ page }) => {
  const name = 'Anamnēze (medicīniskā vēsture)';
  await signIn(page);
  await page.goto(`/patients?search=${folded}`);
  await page.getByRole('link', { name: `${lastName} Ērika` }).click();
  await page.getByRole('navigation', { name: 'Pacienta karte' }).getByRole('link', { name: 'Anketas' }).click();
  const due = page.getByRole('table', { name: 'Anketas' });
  await expect(due.getByRole('row').filter({ hasText: name })).toContainText('Nav aizpildīta');
  await page.getByRole('button', { name: `Aizpildīt: ${name}` }).click();

  const form = page.getByRole('form', { name });
  const group = (question: string) => form.getByRole('group', { name: question });
  await group('Vai jums ir sirds un asinsvadu slimības?').getByRole('radio', { name: 'Nē', exact: true }).check();
  await group('Vai jums ir cukura diabēts?').getByRole('radio', { name: 'Nē', exact: true }).check();
  const thinners = group('Vai lietojat asins šķidrinātājus?');
  await thinners.getByRole('radio', { name: 'Jā', exact: true }).check();
  // The question's trigger ("Jā") is shown while filling.
  await expect(thinners.getByRole('status')).toContainText('Šī atbilde tiek atzīmēta pacienta kartē');
  await form.getByLabel('Kādus medikamentus lietojat pastāvīgi?').fill('Varfarīns 5 mg\nAspirīns');
  await group('Vai esat grūtniece?').getByRole('radio', { name: 'Nē', exact: true }).check();
  await group('Kuras no šīm slimībām esat pārslimojis?').getByRole('checkbox', { name: 'Astma' }).check();
  await form.getByLabel('Cik cigaretes dienā izsmēķējat?').fill('0');
  await group('Kā vērtējat savu bailes līmeni pie zobārsta?').getByRole('radio', { name: '3', exact: true }).check();
  await form.getByRole('button', { name: 'Saglabāt atbildes' }).click();

  await expect(page.getByText(`Anketa “${name}” saglabāta`)).toBeVisible();
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Gaida apstiprinājumu')).toBeVisible();
  await page.getByRole('button', { name: 'Apstiprināt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apstiprināt šīs atbildes?' });
  await dialog.getByRole('button', { name: 'Apstiprināt' }).click();
  await expect(page.getByText(`Anketa “${name}” apstiprināta`)).toBeVisible();
  await expect(page.getByText(/^Apstiprināta \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}, apstiprināja /)).toBeVisible();

  await page.getByRole('link', { name: 'Atpakaļ uz anketām' }).click();
  const history = page.getByRole('table', { name: 'Atbildes' });
  const row = history.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Apstiprināta');
  await expect(row).toContainText('Atzīmēta');
  // Filled today: due again in 12 months, no longer overdue.
  await expect(due.getByRole('row').filter({ hasText: name })).toContainText('Aktuāla');
  await row.getByRole('link').click();
  await expect(page.getByText('Varfarīns 5 mg')).toBeVisible();
});
