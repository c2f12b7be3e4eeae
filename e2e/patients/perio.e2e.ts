import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, call } from '../support/api.js';

interface Person {
  uuid: string;
  first_name: string;
  last_name: string;
}
interface Exam {
  uuid: string;
  sites: { tooth: number; site: string; probing_depth: number | null; bleeding: boolean }[];
  summary: { sites: number; bleeding_percent: number; plaque_percent: number; sites_4mm: number; sites_6mm: number; mean_cal: number | null };
  signed_off_at: string | null;
}

/** axe (WCAG 2.0 and 2.1, A and AA): the serious and critical findings inside `include`. */
async function seriousViolations(page: Page, include: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

/**
 * Issue 29 at the chair, in Latvian: on a tablet (768 x 1024, touch, a keyboard beside it) a
 * hygienist (the demo doctor's account) opens a patient's Perio tab, starts an exam and charts the
 * whole mouth with the keyboard in the probing order, marking bleeding with B as they go; the
 * wisdom teeth 38 and 48 are extracted on the tooth map, so the cursor passes them by. The last
 * reading is tapped on the keypad. Saved in one request, the summary is the server's too; signed
 * off after the confirmation, the exam is locked. The patient is made through the API.
 */
test('a hygienist charts a full mouth by keyboard on a tablet, saves it in one request and signs it off', async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await apiToken('admin');
  const patient = await call<Person>(admin, 'POST', '/patients', { first_name: 'Paula', last_name: 'Periodonta' });
  for (const tooth of [38, 48]) await call(admin, 'PUT', `/patients/${patient.uuid}/tooth-map/teeth/${tooth}`, { type: 5 });

  const context = await browser.newContext({ locale: 'lv-LV', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill('doctor');
  await page.getByLabel('Parole').fill('doctor');
  await page.getByRole('button', { name: 'Pieslēgties' }).tap();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/patients/${patient.uuid}/details`);
  await page.getByRole('link', { name: 'Periodonts' }).tap();
  await expect(page.getByText('Periodonta izmeklējumu vēl nav')).toBeVisible();
  await page.getByRole('button', { name: 'Jauna izmeklēšana' }).tap();

  const grid = page.getByRole('group', { name: 'Periodonta karte' });
  await expect(grid).toBeVisible();
  await expect(page.getByText('Kursors: zobs 18, distobukāli')).toBeVisible();
  await grid.focus();
  // 30 teeth, 180 sites: depths 2, 3, 4, 5 in turn; every tenth site bleeds. The last one is tapped.
  const sites = 180;
  let typed = '';
  for (let i = 0; i < sites - 1; i += 1) typed += `${(i % 4) + 2}${i % 10 === 0 ? 'b' : ''}`;
  await page.keyboard.type(typed);
  await expect(page.getByText('Kursors: zobs 37, distobukāli')).toBeVisible();
  const key = page.getByRole('group', { name: 'Tastatūra' }).getByRole('button', { name: '5', exact: true });
  const box = await key.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
  await key.tap();
  // The page itself never scrolls sideways: the chart does, inside its frame.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await expect(page.locator('[data-measure="sites"]')).toHaveText('180');
  await expect(page.locator('[data-measure="bleeding"]')).toHaveText('10 %');
  await expect(page.locator('[data-measure="mean_cal"]')).toHaveText('3,5 mm');
  // The charted exam, its keys, graph and summary: nothing serious for axe.
  expect(await seriousViolations(page, '.perio')).toEqual([]);

  const saved = page.waitForResponse((res) => res.request().method() === 'PATCH' && res.url().includes('/perio-exams/'));
  await page.getByRole('button', { name: 'Saglabāt' }).tap();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Izmeklēšana saglabāta')).toBeVisible();

  const [listed] = await call<{ uuid: string }[]>(admin, 'GET', `/patients/${patient.uuid}/perio-exams`);
  const exam = await call<Exam>(admin, 'GET', `/patients/${patient.uuid}/perio-exams/${listed.uuid}`);
  expect(exam.sites).toHaveLength(180);
  expect(exam.sites.some((s) => s.tooth === 38 || s.tooth === 48)).toBe(false);
  expect(exam.sites[0]).toMatchObject({ tooth: 18, site: 'distobuccal', probing_depth: 2, bleeding: true });
  expect(exam.sites.at(-1)).toMatchObject({ tooth: 37, site: 'distobuccal', probing_depth: 5 });
  expect(exam.summary).toEqual({ sites: 180, bleeding_percent: 10, plaque_percent: 0, sites_4mm: 90, sites_6mm: 0, mean_cal: 3.5 });

  await page.getByRole('button', { name: 'Parakstīt' }).tap();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Parakstīta izmeklēšana tiek slēgta');
  await dialog.getByRole('button', { name: 'Parakstīt' }).tap();
  await expect(page.getByText('Parakstīta: šo izmeklēšanu vairs nevar mainīt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saglabāt' })).toHaveCount(0);
  expect((await call<Exam>(admin, 'GET', `/patients/${patient.uuid}/perio-exams/${listed.uuid}`)).signed_off_at).not.toBeNull();
  await context.close();
});
