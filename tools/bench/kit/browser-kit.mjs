/**
 * What the browser benchmarks share: the built shell and remotes served like `npm start`, and a
 * Chromium signed in as the demo admin (English, a desktop viewport).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { REMOTES } from '../../platform/config.mjs';
import { startStaticServer } from '../../platform/static-server.mjs';
import { ROOT } from '../bench-kit.mjs';

/** The built shell and remotes served like `npm start` (remotes under the shell's origin, /api proxied). */
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
  });
  return {
    origin: `http://127.0.0.1:${shell.port}`,
    stop: async () => {
      await shell.close();
      await Promise.all(remotes.map((server) => server.close()));
    },
  };
}

/** A Chromium signed in at `origin` as the demo admin; the caller closes `browser`. */
export async function signedInBrowser(origin) {
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('admin');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('navigation').first().waitFor({ timeout: 60_000 });
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
