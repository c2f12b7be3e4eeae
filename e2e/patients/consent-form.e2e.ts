import AxeBuilder from '@axe-core/playwright';
import { expect, test, type CDPSession, type Locator } from '@playwright/test';
import { apiToken, call } from '../support/api.js';

/**
 * Issue 29 at the chair, on a tablet (768 x 1024, touch; Latvian, the suite's language): a doctor
 * makes a consent form from a template on the patient's card; it opens full screen in the locked
 * patient view; the patient ticks each point and signs with a finger, the doctor countersigns; the
 * back button does not leave the view, a wrong password does not either, the doctor's own does.
 * The template and the patient are set up through the API.
 */
interface Named {
  uuid: string;
  name: string;
}

/** A finger's stroke across a signature box (touch events through the DevTools protocol, as a tablet sends them). */
async function drawWithFinger(cdp: CDPSession, box: Locator): Promise<void> {
  await box.scrollIntoViewIfNeeded();
  const area = await box.boundingBox();
  if (!area) throw new Error('signature box not on screen');
  const points = Array.from({ length: 12 }, (_, index) => ({ x: area.x + 30 + index * ((area.width - 60) / 11), y: area.y + area.height / 2 + (index % 2 ? 25 : -25) }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points[0]] });
  for (const point of points.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a patient signs a consent form in the locked patient view, left only with the staff member’s password', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiToken('admin');
  const template = await call<Named>(admin, 'POST', '/settings/consent-form-templates', {
    name: `Implantācija ${Date.now() % 100000}`,
    text: {
      lv: 'Es, {patient.full_name}, piekrītu implanta ievietošanai.\n\nMan ir izskaidroti riski un alternatīvas.',
      en: 'I, {patient.full_name}, consent to an implant.\n\nThe risks and alternatives were explained to me.',
      ru: 'Я, {patient.full_name}, согласен на имплантацию.\n\nМне объяснили риски и альтернативы.',
    },
  });
  const patient = await call<{ uuid: string }>(admin, 'POST', '/patients', { first_name: 'Laura', last_name: 'Planšete' });

  const context = await browser.newContext({ locale: 'lv-LV', viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto('/login');
  await page.getByLabel('Lietotājvārds').fill('doctor');
  await page.getByLabel('Parole').fill('doctor');
  await page.getByRole('button', { name: 'Pieslēgties' }).tap();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/patients/${patient.uuid}/consent-forms`);
  const cardUrl = page.url();

  await page.getByLabel(/^Veidne/).selectOption(template.uuid);
  await page.getByRole('button', { name: 'Izveidot veidlapu' }).tap();

  // Full screen over the whole page: no sidebar or navigation is left to reach.
  const view = page.getByTestId('patient-view');
  await expect(view).toBeVisible();
  const covered = await view.boundingBox();
  expect(covered).toMatchObject({ x: 0, y: 0, width: 768, height: 1024 });
  expect(await page.evaluate(() => [...document.body.children].filter((element) => element.getAttribute('data-testid') !== 'patient-view').every((element) => element.hasAttribute('inert')))).toBe(true);

  // Readable for everyone: axe finds no serious or critical violation in the view (WCAG 2.1 A and AA).
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('[data-testid="patient-view"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  // The patient ticks each point and signs with a finger; the doctor countersigns.
  const sign = view.getByRole('button', { name: 'Parakstīt veidlapu' });
  await view.getByRole('checkbox', { name: /piekrītu implanta ievietošanai/ }).tap();
  await expect(view.getByText('Vēl jāatzīmē punkti: 1')).toBeVisible();
  await view.getByRole('checkbox', { name: 'Man ir izskaidroti riski un alternatīvas.' }).tap();
  await expect(view.getByLabel(/^Parakstītāja vārds/)).toHaveValue('Laura Planšete');
  await drawWithFinger(cdp, view.getByRole('img', { name: 'Pacienta paraksts' }));
  await expect(sign).toBeDisabled();
  await drawWithFinger(cdp, view.getByRole('img', { name: 'Darbinieka paraksts' }));
  await expect(sign).toBeEnabled();
  // Chromium's touch emulation now and then drops the first tap after a drawn stroke (no click, no
  // request): tapped again until the form is signed; the button is disabled while a signing is sent.
  await expect(async () => {
    await sign.tap({ timeout: 2_000 });
    await expect(view.getByText('Paldies! Veidlapa ir parakstīta.')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });

  // The back button stays in the view and asks for the password.
  await page.goBack();
  const unlock = view.getByRole('dialog', { name: 'Darbinieka parole' });
  await expect(unlock).toBeVisible();
  expect(page.url()).toBe(cardUrl);
  await expect(view).toBeVisible();

  // A wrong password keeps it locked; the staff member's own leaves it.
  await unlock.getByLabel('Parole').fill('not-the-password');
  await unlock.getByRole('button', { name: 'Iziet' }).tap();
  await expect(unlock.getByText('Nepareiza parole')).toBeVisible();
  await expect(view).toBeVisible();
  await unlock.getByLabel('Parole').fill('doctor');
  await unlock.getByRole('button', { name: 'Iziet' }).tap();
  await expect(view).toBeHidden();

  // Back on the card: the form is signed, its PDF on offer.
  await expect(page.locator('.cf-state')).toHaveText('Parakstīta');
  await expect(page.getByRole('button', { name: 'Lejupielādēt PDF' })).toBeVisible();
  const [form] = await call<{ state: string; device: string; pdf_sha256: string }[]>(admin, 'GET', `/patients/${patient.uuid}/consent-forms`);
  expect(form.state).toBe('signed');
  expect(form.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
  await context.close();
});
