import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * Ops' release trains, in Chromium against `npm start`'s platform: two released builds of the
 * calendar, a train with each, promote, see the shell load it, roll back; a train with a remote
 * built against another React major is refused; such a remote pointed at by hand shows its card;
 * the patients' public page (apps/booking) is served from the live train's release.
 */
test.describe.configure({ mode: 'serial' });

const releases = E2E.env.RELEASES_DIR;
const trains = path.join(E2E.dataDir, 'trains');
const remotesJson = path.join(E2E.runDir, 'remotes.json');
const env = { ...process.env, ...E2E.env, TRAINS_DIR: trains };
let original = '';

function tool(script: 'release' | 'train', args: string[]) {
  const result = spawnSync(process.execPath, [path.join(E2E.root, `tools/release/${script}.mjs`), ...args], { cwd: E2E.root, env, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function mustRun(script: 'release' | 'train', args: string[]) {
  const { ok, output } = tool(script, args);
  if (!ok) throw new Error(`${script} ${args.join(' ')} failed:\n${output}`);
  return output;
}

function train(name: string, calendar: string) {
  const modules = { shell: '0.1.0', calendar, patients: '0.1.0', settings: '0.1.0', reports: '0.1.0', booking: '0.1.0', api: '0.1.0' };
  writeFileSync(path.join(trains, `${name}.json`), JSON.stringify({ modules }));
}

async function liveCalendarVersion(page: Page) {
  await page.goto('/test');
  return page.getByRole('table', { name: 'Remotes' }).getByRole('row', { name: /calendar/ });
}

test.beforeAll(() => {
  test.setTimeout(300_000);
  original = readFileSync(remotesJson, 'utf8');
  rmSync(releases, { recursive: true, force: true });
  rmSync(trains, { recursive: true, force: true });
  mkdirSync(trains, { recursive: true });
  // What CI built once is released as it is; the calendar is built twice, as two real versions.
  for (const module of ['shell', 'patients', 'settings', 'reports', 'booking', 'api']) mustRun('release', [module, '--version', '0.1.0', '--from-build']);
  mustRun('release', ['calendar', '--version', '1.0.0']);
  mustRun('release', ['calendar', '--version', '1.1.0']);
});

test.afterAll(() => {
  writeFileSync(remotesJson, original);
});

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('a released version is immutable', () => {
  const again = tool('release', ['calendar', '--version', '1.0.0']);
  expect(again.ok).toBe(false);
  expect(again.output).toContain('already released');
});

test('promote a train, see the shell load its calendar; promote the next; roll back', async ({ page }) => {
  train('first', '1.0.0');
  train('calendar-fix', '1.1.0');
  mustRun('train', ['promote', 'first']);
  await signIn(page, 'admin', { language: 'en' });
  await expect(await liveCalendarVersion(page)).toContainText('1.0.0');
  await expect(page.getByText('Live train: first')).toBeVisible();

  mustRun('train', ['promote', 'calendar-fix']);
  const row = await liveCalendarVersion(page);
  await expect(row).toContainText('/releases/calendar/1.1.0/mf-manifest.json');
  await expect(row).toContainText('1.1.0');
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Calendar');

  mustRun('train', ['rollback']);
  await expect(await liveCalendarVersion(page)).toContainText('1.0.0');
  await expect(page.getByText('Live train: first')).toBeVisible();
  expect(mustRun('train', ['status'])).toContain('"name": "first"');
});

test('a train with a calendar built against React 20 is refused with the reason, and nothing changes', () => {
  // The 1.1.0 build, as if it had been compiled against React 20 (this checkout has only 19).
  const forged = path.join(releases, 'calendar', '2.0.0');
  cpSync(path.join(releases, 'calendar', '1.1.0'), forged, { recursive: true });
  const info = JSON.parse(readFileSync(path.join(forged, 'release.json'), 'utf8'));
  writeFileSync(path.join(forged, 'release.json'), JSON.stringify({ ...info, version: '2.0.0', shared: { ...info.shared, react: '20.0.0' } }));
  train('react-20', '2.0.0');
  const before = readFileSync(remotesJson, 'utf8');
  const refused = tool('train', ['promote', 'react-20']);
  expect(refused.ok).toBe(false);
  expect(refused.output).toContain('calendar: built with react 20.0.0, the shell runs 19');
  expect(readFileSync(remotesJson, 'utf8')).toBe(before);
});

test('a remote whose manifest names another React major shows its card, not a blank page', async ({ page }) => {
  const forged = path.join(releases, 'calendar', '2.0.0');
  const manifestFile = path.join(forged, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  for (const shared of manifest.shared) if (shared.name === 'react') shared.version = '20.0.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // Pointed at by hand, past the train's check, as ops could.
  const live = JSON.parse(readFileSync(remotesJson, 'utf8'));
  writeFileSync(remotesJson, JSON.stringify({ ...live, calendar: '/releases/calendar/2.0.0/mf-manifest.json' }));

  await signIn(page, 'admin', { language: 'en' });
  await page.goto('/calendar');
  await expect(page.getByText('This section is not compatible with this version of the platform')).toBeVisible();
  await expect(page.getByText(/built with react 20\.0\.0, while the platform runs react 19/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Patients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Patients');
});

test('the patients’ public page is served from the live train’s release', async ({ page }) => {
  // The released page marked, so the test can tell which build answered.
  const released = path.join(releases, 'booking', '0.1.0', 'index.html');
  writeFileSync(released, readFileSync(released, 'utf8').replace('<head>', '<head><meta name="release" content="booking 0.1.0 released">'));
  train('booking-live', '1.0.0');
  mustRun('train', ['promote', 'booking-live']);
  for (const link of ['/r/not-a-real-token', '/o/not-a-real-token']) {
    await page.goto(link);
    await expect(page.locator('meta[name=release]')).toHaveAttribute('content', 'booking 0.1.0 released');
  }
  // The release's own scripts run: the page asks the API and says the link is not found (the browser's Latvian).
  await page.goto('/r/not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Saite nav atrasta', level: 1 })).toBeVisible();
});
