import { expect, test, type Page } from '@playwright/test';
import { signIn, useLanguage } from '../support/session.js';

/**
 * An admin sets up a new branch for the clinic: the branch with its opening hours and a room, a
 * user who works there, a service, a diagnosis and a questionnaire; after a reload every one of
 * them is found again. Once in Latvian (the default) and once in English.
 */
const TEXT = {
  lv: {
    addBranch: 'Pievienot filiāli',
    addRoom: 'Pievienot kabinetu',
    addUser: 'Pievienot lietotāju',
    addService: 'Pievienot pakalpojumu',
    addDiagnosis: 'Pievienot diagnozi',
    addQuestionnaire: 'Pievienot anketu',
    addQuestion: 'Pievienot jautājumu',
    save: 'Saglabāt',
    name: /^Nosaukums/,
    clinic: /^Klīnika/,
    workingTime: 'Darba laiks',
    rooms: 'Kabineti',
    monday: 'Pirmdiena',
    open: 'Atvērts',
    mondayCloses: 'Pirmdiena: slēdz',
    username: /^Lietotājvārds/,
    password: /^Parole/,
    firstName: /^Vārds/,
    lastName: /^Uzvārds/,
    positions: 'Amati',
    branches: 'Filiāles',
    sku: /^Kods/,
    priceFrom: /^Cena no/,
    priceTo: /^Cena līdz/,
    category: /^Kategorija/,
    diagnostic: /^Nosaukums diagnosticējot/,
    scheduled: /^Nosaukums plānojot/,
    cure: /^Nosaukums pēc ārstēšanas/,
    question: /^Jautājums/,
    search: /^Meklēt/,
    saved: { branch: 'Filiāle pievienota', hours: 'Darba laiks saglabāts', room: 'Kabinets pievienots', user: 'Lietotājs pievienots' },
  },
  en: {
    addBranch: 'Add branch',
    addRoom: 'Add room',
    addUser: 'Add user',
    addService: 'Add service',
    addDiagnosis: 'Add diagnosis',
    addQuestionnaire: 'Add questionnaire',
    addQuestion: 'Add question',
    save: 'Save',
    name: /^Name/,
    clinic: /^Clinic/,
    workingTime: 'Working time',
    rooms: 'Rooms',
    monday: 'Monday',
    open: 'Open',
    mondayCloses: 'Monday closes at',
    username: /^Username/,
    password: /^Password/,
    firstName: /^First name/,
    lastName: /^Last name/,
    positions: 'Positions',
    branches: 'Branches',
    sku: /^Code/,
    priceFrom: /^Price from/,
    priceTo: /^Price to/,
    category: /^Category/,
    diagnostic: /^Name when diagnosed/,
    scheduled: /^Name when planned/,
    cure: /^Name when treated/,
    question: /^Question/,
    search: /^Search/,
    saved: { branch: 'Branch added', hours: 'Working time saved', room: 'Room added', user: 'User added' },
  },
};

async function searchList(page: Page, text: (typeof TEXT)['en'], term: string) {
  await page.getByRole('searchbox', { name: text.search }).first().fill(term);
  await page.getByRole('searchbox', { name: text.search }).first().press('Enter');
}

for (const language of ['lv', 'en'] as const) {
  test(`an admin sets up a branch, a user, a service, a diagnosis and a questionnaire (${language})`, async ({ page }) => {
    test.setTimeout(180_000);
    const text = TEXT[language];
    const tag = `${language}${Date.now().toString(36).slice(-5)}`;
    const names = {
      branch: `Filiāle ${tag}`,
      room: `Kabinets ${tag}`,
      username: `e2e_${tag}`,
      last: `Ozoliņa${tag}`,
      service: `Plomba ${tag}`,
      diagnosis: `Kariess ${tag}`,
      test: `Anamnēze ${tag}`,
      question: `Vai jums ir alerģijas? ${tag}`,
    };

    await useLanguage(page, language);
    await signIn(page, 'admin', { language });

    // The branch, with Monday's hours and a room.
    await page.goto('/settings/branches');
    await page.getByRole('button', { name: text.addBranch }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).fill(names.branch);
    // One clinic in the demo company is chosen already; otherwise take the first.
    const clinic = dialog.getByLabel(text.clinic);
    if (!(await clinic.inputValue())) await clinic.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/settings\/branches\/[0-9a-f-]{36}\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: names.branch })).toBeVisible();
    const branchUrl = page.url().replace(/\/details$/, '');

    await page.getByRole('link', { name: text.workingTime }).click();
    const monday = page.locator('[role="row"]', { hasText: text.monday });
    await monday.getByRole('checkbox', { name: text.open }).check();
    await monday.getByLabel(text.mondayCloses).fill('17:30');
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved.hours)).toBeVisible();

    await page.getByRole('link', { name: text.rooms }).click();
    await page.getByRole('button', { name: text.addRoom }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).fill(names.room);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('cell', { name: names.room, exact: true })).toBeVisible();

    // A user with a position who works in the new branch.
    await page.goto('/settings/users');
    await page.getByRole('button', { name: text.addUser }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.username).fill(names.username);
    await dialog.getByLabel(text.password).fill('e2e-password-1');
    await dialog.getByLabel(text.firstName).fill('Ilze');
    await dialog.getByLabel(text.lastName).fill(names.last);
    await dialog.getByRole('group', { name: text.positions }).getByRole('checkbox').first().check();
    await dialog.getByRole('group', { name: text.branches }).getByRole('checkbox', { name: names.branch }).check();
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/settings\/users\/[0-9a-f-]{36}\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: `Ilze ${names.last}` })).toBeVisible();

    // A service in the first service group, priced in euros.
    await page.goto('/settings/services');
    await page.getByRole('table').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/settings\/services\/0\/[0-9a-f-]{36}$/);
    const groupUrl = page.url();
    await page.getByRole('button', { name: text.addService }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).fill(names.service);
    await dialog.getByLabel(text.sku).fill(`E2E-${tag}`);
    await dialog.getByLabel(text.priceFrom).fill('45');
    await dialog.getByLabel(text.priceTo).fill('60,50');
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page).toHaveURL(/\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: names.service })).toBeVisible();

    // A diagnosis.
    await page.goto('/settings/tooth_status');
    await page.getByRole('button', { name: text.addDiagnosis }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).first().fill(names.diagnosis);
    await dialog.getByLabel(text.category).fill('Kariess');
    await dialog.getByLabel(text.diagnostic).fill(`${names.diagnosis} (diagnoze)`);
    await dialog.getByLabel(text.scheduled).fill(`${names.diagnosis} (plāns)`);
    await dialog.getByLabel(text.cure).fill(`${names.diagnosis} (ārstēts)`);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.diagnosis })).toBeVisible();

    // A questionnaire with one question.
    await page.goto('/settings/tests');
    await page.getByRole('button', { name: text.addQuestionnaire }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.name).fill(names.test);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: names.test })).toBeVisible();
    await page.getByRole('button', { name: text.addQuestion }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(text.question).first().fill(names.question);
    await dialog.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(names.question)).toBeVisible();

    // After a reload, everything is still there.
    await page.reload();
    await expect(page.getByText(names.question)).toBeVisible();

    await page.goto('/settings/tests');
    await searchList(page, text, names.test);
    await expect(page.getByRole('link', { name: names.test })).toBeVisible();

    await page.goto('/settings/branches');
    await searchList(page, text, names.branch);
    await expect(page.getByRole('link', { name: names.branch })).toBeVisible();
    await page.goto(`${branchUrl}/rooms`);
    await expect(page.getByRole('cell', { name: names.room, exact: true })).toBeVisible();
    await page.goto(`${branchUrl}/working-hours`);
    await expect(page.locator('[role="row"]', { hasText: text.monday }).getByRole('checkbox', { name: text.open })).toBeChecked();
    await expect(page.locator('[role="row"]', { hasText: text.monday }).getByLabel(text.mondayCloses)).toHaveValue('17:30');

    await page.goto('/settings/users');
    await searchList(page, text, names.last);
    const userRow = page.getByRole('row', { name: new RegExp(names.last) });
    await expect(userRow).toBeVisible();
    await expect(userRow).toContainText(names.branch);

    await page.goto(groupUrl);
    await searchList(page, text, names.service);
    await expect(page.getByRole('link', { name: names.service })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(names.service) })).toContainText('45.00 € – 60.50 €');

    await page.goto('/settings/tooth_status');
    await searchList(page, text, names.diagnosis);
    await expect(page.getByRole('link', { name: names.diagnosis })).toBeVisible();
  });
}
