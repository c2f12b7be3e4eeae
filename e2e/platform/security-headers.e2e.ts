import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { signIn, useLanguage } from '../support/session.js';

/**
 * The shell's server is the platform's edge. In Chromium against the production builds: it sends
 * its Content-Security-Policy and the other security headers; every main screen renders under that
 * policy with no violation, whether the remotes are served under the shell's origin (the default
 * /remotes.json) or from their own origins; and a malformed URL is a 400, not a dead server.
 */
test.describe.configure({ mode: 'serial' });

const remotesJson = path.join(E2E.runDir, 'remotes.json');
const REMOTES = ['calendar', 'patients', 'settings', 'reports'] as const;
const remoteOrigin = (name: (typeof REMOTES)[number]) => `http://localhost:${E2E.remotePort(REMOTES.indexOf(name))}`;

/** Every CSP violation of the page, across navigations: the DOM event and Chromium's console report. */
async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

/** The live channel's WebSocket (through the shell's proxy) delivered something. */
function watchLiveChannel(page: Page) {
  let frames = 0;
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) socket.on('framereceived', () => (frames += 1));
  });
  return () => frames;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function openMainScreens(page: Page) {
  await page.goto('/');
  await expect(h1(page)).toHaveText('Dashboard');
  await expect(page.getByRole('region', { name: 'Appointments in the period' })).toBeVisible();

  await page.goto('/calendar');
  await expect(h1(page)).toHaveText('Calendar');
  await expect(page.getByRole('region', { name: /^Appointments / })).toBeVisible();

  await page.goto('/patients');
  await expect(h1(page)).toHaveText('Patients');
  const firstPatient = page.getByRole('table', { name: 'Patients' }).getByRole('link').first();
  await expect(firstPatient).toBeVisible();
  await firstPatient.click();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}\/details$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Personal data' })).toBeVisible();
  // A deep link loads the card from scratch: index.html for a path that is not a file.
  await page.goto(page.url());
  await expect(page.getByRole('heading', { level: 2, name: 'Personal data' })).toBeVisible();

  await page.goto('/settings');
  await expect(h1(page)).toHaveText('Settings');
  await expect(page.getByRole('link', { name: 'Branches' })).toBeVisible();

  await page.goto('/reports');
  await expect(h1(page)).toContainText('Reports');
  await expect(page.getByRole('navigation', { name: 'Reports' })).toBeVisible();

  await page.goto('/planner');
  await expect(h1(page)).toHaveText('Planner');
  await expect(page.getByRole('table', { name: 'Planner' })).toBeVisible();
}

test.beforeEach(async ({ page }) => useLanguage(page, 'en'));

test('the shell sends its policy and security headers; a remote sends nosniff', async ({ request }) => {
  const shell = await request.get('/login');
  const headers = shell.headers();
  const policy = headers['content-security-policy'];
  for (const directive of ["default-src 'self'", "script-src 'self'", "script-src-attr 'none'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toMatch(/connect-src 'self' ws:\/\/localhost:\d+ wss:\/\/localhost:\d+/);
  expect(policy).not.toContain('unsafe-');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  const remote = await request.get(`${remoteOrigin('calendar')}/mf-manifest.json`);
  expect(remote.headers()['x-content-type-options']).toBe('nosniff');
});

test("every main screen renders with no policy violation, the remotes under the shell's origin", async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const liveFrames = watchLiveChannel(page);
  await signIn(page, 'admin', { language: 'en' });
  await openMainScreens(page);
  await expect.poll(liveFrames).toBeGreaterThan(0);
  expect(violations).toEqual([]);

  // The watch itself works: an injected inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

test('every main screen renders with no policy violation, the remotes on their own origins', async ({ page, request }) => {
  const original = readFileSync(remotesJson, 'utf8');
  writeFileSync(remotesJson, JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`]))));
  try {
    const policy = (await request.get('/login')).headers()['content-security-policy'];
    for (const name of REMOTES) expect(policy).toContain(remoteOrigin(name));

    const violations = await watchPolicyViolations(page);
    const fromRemotes: string[] = [];
    page.on('request', (sent) => {
      if (REMOTES.some((name) => sent.url().startsWith(`${remoteOrigin(name)}/`))) fromRemotes.push(sent.url());
    });
    await signIn(page, 'admin', { language: 'en' });
    await openMainScreens(page);
    expect(fromRemotes.some((url) => url.endsWith('.css'))).toBe(true);
    expect(violations).toEqual([]);
  } finally {
    writeFileSync(remotesJson, original);
  }
});

test('a malformed URL gets 400 and the next navigation works', async ({ page }) => {
  const malformed = await page.goto('/%E0%A4%A');
  expect(malformed?.status()).toBe(400);
  const next = await page.goto('/login');
  expect(next?.status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});
