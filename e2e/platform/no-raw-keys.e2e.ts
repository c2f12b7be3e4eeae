import { expect, test, type Page } from '@playwright/test';
import { openInApp } from '../support/navigation.js';
import { E2E } from '../support/platform.js';
import { everyRoute } from '../support/routes.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Issue 15, "names not keys": every route in lv, en and ru shows words, never a dictionary key
 * ("fields.doctor_uuid") or a field name ("doctor_uuid"), in its text or in the names and hints of
 * its controls; the tab title is in the language; the Russian sidebar never breaks a word; and
 * /favicon.ico exists.
 */
test.describe.configure({ mode: 'serial' });

const LANGUAGES = ['lv', 'en', 'ru'] as const;

/** A dotted key of a dictionary (lower-case segments, one with an underscore or a known group). */
const KEY = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)*(?:\.[a-z0-9]+(?:_[a-z0-9]+)*)+\b/g;
const KEY_GROUPS = /^(fields|panel|toast|nav|titles|errors|common|list|form|options|hints|empty|planner|absence|status|reason|history|actions|tabs|toolbar|grid|menu|messages|labels|buttons|filters|columns|sections|stats|units)\./;
/** A field name of the API: snake_case. */
const FIELD = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;

/**
 * What a person reads: the page's text and the names and hints of its elements, minus e-mails,
 * links and file names, and minus what a screen marks as code on purpose (`<code>`: an SKU, a
 * permission's name beside its translated label in the role matrix).
 */
async function visibleWords(page: Page): Promise<string> {
  const text = await page.evaluate(() => {
    let body = document.body.innerText;
    for (const code of Array.from(document.querySelectorAll('code'))) body = body.replace((code as HTMLElement).innerText, ' ');
    const parts = [body, document.title];
    for (const el of Array.from(document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
  return text
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\S+\.(?:png|jpe?g|gif|webp|pdf|docx?|tiff?|dcm|csv|ics|txt|json|lv|ru|com|eu)\b/gi, ' ');
}

function rawKeys(words: string): string[] {
  const keys = (words.match(KEY) ?? []).filter((token) => token.includes('_') || KEY_GROUPS.test(token));
  const fields = words.match(FIELD) ?? [];
  return [...new Set([...keys, ...fields])];
}

const TITLE = { lv: 'Zobārstniecības prakse', en: 'Dental Practice', ru: 'Стоматологическая практика' };

for (const language of LANGUAGES) {
  test(`no dictionary key or field name on any route (${language})`, async ({ page }) => {
    test.setTimeout(300_000);
    const routes = await everyRoute();
    await useLanguage(page, language);
    await page.goto('/login');
    await signIn(page, 'admin', { language });
    const found: string[] = [];
    for (const route of routes) {
      await openInApp(page, route);
      for (const key of rawKeys(await visibleWords(page))) found.push(`${route}: ${key}`);
      expect(await page.title(), route).toContain(TITLE[language]);
    }
    // The new-patient form with its optional fields shown is where "fields.doctor_uuid" was.
    expect(found).toEqual([]);
  });
}

test('the Russian sidebar keeps "Планировщик" whole, and favicon.ico is served', async ({ page, request }) => {
  await useLanguage(page, 'ru');
  await page.goto('/login');
  await signIn(page, 'admin', { language: 'ru' });
  const label = page.getByRole('navigation').first().getByText('Планировщик', { exact: true });
  await expect(label).toBeVisible();
  const { lines, fits } = await label.evaluate((el) => {
    const style = getComputedStyle(el);
    return { lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)), fits: el.scrollWidth <= el.clientWidth + 1 };
  });
  expect(lines).toBe(1);
  expect(fits).toBe(true);

  const icon = await request.get(`${E2E.baseURL}/favicon.ico`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
});
