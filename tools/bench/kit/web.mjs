/**
 * The browser side of the benchmarks: the built shell and remotes served as `npm start` serves them,
 * Chromium (Debian's when there is one) and the scripted sign-in every browser figure starts with.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { PUBLIC_PAGES, REMOTES } from '../../platform/config.mjs';
import { publicPages } from '../../platform/public-pages.mjs';
import { startStaticServer } from '../../platform/static-server.mjs';
import { ROOT } from '../bench-kit.mjs';

export const CHROMIUM = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** The built shell, remotes and patients' public page served like `npm start` (remotes under the shell's origin, /api proxied). */
export async function startWeb(apiBase) {
  const shellDist = path.join(ROOT, 'apps/shell/dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) throw new Error('apps/shell/dist is missing: build first (npx nx run-many -t build)');
  const remotes = await Promise.all(REMOTES.map((name) => startStaticServer({ root: path.join(ROOT, 'apps', name, 'dist'), port: 0, cors: true })));
  const manifest = JSON.stringify(Object.fromEntries(REMOTES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])));
  const apiOrigin = new URL(apiBase).origin;
  const shell = await startStaticServer({
    root: shellDist,
    port: 0,
    spa: true,
    proxy: { '/api': apiOrigin, '/socket.io': apiOrigin },
    mount: Object.fromEntries(REMOTES.map((name, i) => [`/remotes/${name}`, `http://127.0.0.1:${remotes[i].port}`])),
    files: { '/remotes.json': () => manifest },
    // The patients' page (/r/…, /o/…, /book/…) from its own build, as the edge serves it.
    pages: publicPages({ roots: Object.fromEntries(Object.keys(PUBLIC_PAGES).map((name) => [name, () => path.join(ROOT, 'apps', name, 'dist')])) }),
  });
  return {
    origin: `http://127.0.0.1:${shell.port}`,
    stop: async () => {
      await shell.close();
      await Promise.all(remotes.map((server) => server.close()));
    },
  };
}

/**
 * Signs in as the demo admin through the login form, in English (the form's labels are found by
 * their English names); `remember`: the token kept in localStorage, which other tabs share.
 */
export async function signIn(page, origin, { remember = false } = {}) {
  await page.goto(`${origin}/login`);
  if ((await page.evaluate(() => localStorage.getItem('language'))) !== 'en') {
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
  }
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin');
  if (remember) await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('navigation').first().waitFor({ timeout: 60_000 });
}

/** A Chromium signed in at `origin` as the demo admin (English, a desktop viewport); the caller closes `browser`. */
export async function signedInBrowser(origin) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await signIn(page, origin);
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
