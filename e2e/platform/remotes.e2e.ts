import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { serveFolder, waitFor } from '../support/processes.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * The spine's promises, in Chromium against the production builds:
 * every remote renders inside the shell with one React; a remote whose server is down shows a
 * Retry card while the rest keeps working, and Retry brings it back without a page reload; and
 * /remotes.json alone decides which build of a remote the shell loads.
 */
test.describe.configure({ mode: 'serial' });

const remotesJson = path.join(E2E.runDir, 'remotes.json');
const canaryDir = path.join(E2E.root, `.data/e2e-canary-${E2E.shellPort}/calendar`);
const canaryPort = E2E.shellPort + 11;
const CANARY_VERSION = '9.9.9-canary';
let original = '';
let canary: ChildProcess | null = null;

/** Counts React renderers: every copy of react-dom registers itself with the devtools hook. */
async function countReactRenderers(page: Page) {
  await page.addInitScript(() => {
    const renderers = new Map();
    const ignore = () => undefined;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot: ignore,
        onCommitFiberUnmount: ignore,
        onPostCommitFiberRoot: ignore,
        checkDCE: ignore,
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.beforeAll(() => {
  original = readFileSync(remotesJson, 'utf8');
  // "Another build" of the calendar remote: built again with its own version, into its own folder.
  rmSync(canaryDir, { recursive: true, force: true });
  const build = spawnSync(path.join(E2E.root, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: path.join(E2E.root, 'apps/calendar'),
    env: { ...process.env, DIST_DIR: canaryDir, MF_BUILD_VERSION: CANARY_VERSION },
    encoding: 'utf8',
  });
  if (build.status !== 0 || !existsSync(path.join(canaryDir, 'mf-manifest.json'))) {
    throw new Error(`canary build failed:\n${build.stdout}\n${build.stderr}`);
  }
});

test.afterAll(() => {
  writeFileSync(remotesJson, original);
  canary?.kill();
});

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('each of the four remotes renders inside the shell at its routes, with React loaded once', async ({ page }) => {
  const renderers = await countReactRenderers(page);
  await signIn(page, 'admin', { language: 'en' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(); // reports remote at /

  for (const [entry, heading] of [
    ['Calendar', 'Calendar'],
    ['Planner', 'Planner'],
    ['Patients', 'Patients'],
    ['Invoices', 'Invoices'],
    ['Reports', 'Reports'],
    ['Settings', 'Settings'],
    ['Admin', 'users'],
  ] as const) {
    await menu(page).getByRole('link', { name: entry, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading, { ignoreCase: true });
  }
  expect(await renderers()).toBe(1);
});

test('/remotes.json decides which build of a remote the shell loads, with no shell rebuild', async ({ page }) => {
  canary = serveFolder(canaryDir, canaryPort);
  await waitFor(`http://127.0.0.1:${canaryPort}/mf-manifest.json`);
  const manifest = JSON.parse(original) as Record<string, string>;
  writeFileSync(remotesJson, JSON.stringify({ ...manifest, calendar: `http://localhost:${canaryPort}/mf-manifest.json` }));

  const fromCanary: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${canaryPort}/`)) fromCanary.push(request.url());
  });
  await signIn(page, 'admin', { language: 'en' });
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Calendar');
  expect(fromCanary.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromCanary.some((url) => url.endsWith('.js'))).toBe(true);

  await page.goto('/test');
  const remotes = page.getByRole('table', { name: 'Remotes' });
  const calendarRow = remotes.getByRole('row', { name: /calendar/ });
  await expect(calendarRow).toContainText(`localhost:${canaryPort}/mf-manifest.json`);
  await expect(calendarRow).toContainText(CANARY_VERSION);
  await expect(remotes.getByRole('row', { name: /patients/ })).toContainText('/remotes/patients/mf-manifest.json');
});

test('with the calendar remote\'s server stopped, /calendar shows Retry and /patients still works; Retry recovers without a reload', async ({ page }) => {
  const running = canary;
  expect(running, 'the canary calendar server of the previous test').not.toBeNull();
  await signIn(page, 'admin', { language: 'en' });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  running?.kill();
  await waitFor(`http://127.0.0.1:${canaryPort}/mf-manifest.json`, false);
  await menu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 30_000 });
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await menu(page).getByRole('link', { name: 'Patients', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Patients');
  await expect(menu(page)).toBeVisible();

  await menu(page).getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByText('This section could not be loaded')).toBeVisible({ timeout: 30_000 });

  canary = serveFolder(canaryDir, canaryPort);
  await waitFor(`http://127.0.0.1:${canaryPort}/mf-manifest.json`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Calendar');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
