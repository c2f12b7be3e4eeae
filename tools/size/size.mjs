#!/usr/bin/env node
/**
 * `npm run size`: gzip size of what the browser downloads
 *  - for the shell before its first paint: the files Chromium actually requests to paint the login
 *    page from apps/shell/dist (index.html, the bootstrap chunk, the shared singletons), each
 *    counted at its gzip size. Lazily loaded code (the live channel's client, ops pages) is not
 *    part of the first paint and is not counted; a static import that drags it in would be.
 *  - for each remote, its own code for its first screen: mf-manifest.json, the remote entry and
 *    the chunks its exposed modules load synchronously (JS and CSS), without the shared
 *    singletons, which the shell has already loaded. Chunks a screen loads lazily (the dental
 *    card's chart, the invoice pages, the report charts: issues 12-14 ask them to load when their
 *    tab opens) are listed in their own column, outside the budget.
 *  - for the patients' public page (apps/booking), everything before its first paint with the
 *    framework included (React, i18next, the federation runtime: it has no shell to borrow from),
 *    as Chromium requests it to paint a reminder's link `/r/{token}` (issue 27: <= 130 KB).
 * Fails (exit 1) above 205 KB for the shell, 60 KB for a remote or 130 KB for the public page
 * (README.md, `npm run size`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { setCacheControl, startStaticServer } from '../platform/static-server.mjs';
import { publicPages } from '../platform/public-pages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KB = 1024;
const BUDGET = { shell: 205 * KB, remote: 60 * KB, publicPage: 130 * KB };
const REMOTES = ['calendar', 'patients', 'settings', 'reports'];

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** What Chromium requests from `dist` (JS and CSS) until `ready` shows at `address`, plus the index, at gzip. */
async function measureFirstPaint({ dist, server, address, ready }) {
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const requested = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(server.port) && /\.(js|css)$/.test(url.pathname)) requested.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${server.port}${address}`);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    const files = [...requested].map((pathname) => join(dist, pathname.replace(server.prefix ?? '', '')));
    return { files: files.length, bytes: files.reduce((sum, f) => sum + gz(f), 0) + gz(join(dist, 'index.html')) };
  } finally {
    await browser.close();
    await server.close();
  }
}

async function measureShell() {
  const dist = join(root, 'apps/shell/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('apps/shell/dist is missing: build first (npx nx run-many -t build)');
  const server = await startStaticServer({ root: dist, port: 0, spa: true });
  return measureFirstPaint({ dist, server, address: '/login', ready: 'input[type=password]' });
}

/** The public page as the edge serves it (its files under /booking/), at a reminder's link; without an API the page says so. */
async function measurePublicPage(name) {
  const dist = join(root, 'apps', name, 'dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`apps/${name}/dist is missing: build first`);
  const pages = publicPages({ roots: { [name]: () => dist }, setHeaders: setCacheControl, pages: { [name]: { paths: ['/r/'] } } });
  const server = await startStaticServer({ root: dist, port: 0, pages });
  return measureFirstPaint({ dist, server: { ...server, prefix: `/${name}` }, address: '/r/size-check', ready: 'h1, [role=alert]' });
}

function measureRemote(name) {
  const dist = join(root, 'apps', name, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`apps/${name}/dist/mf-manifest.json is missing: build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async, ...s.assets.css.sync, ...s.assets.css.async]));
  const own = new Set([join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name)]);
  const lazy = new Set();
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.css.sync]) if (!shared.has(file)) own.add(file);
    for (const file of [...expose.assets.js.async, ...expose.assets.css.async]) if (!shared.has(file)) lazy.add(file);
  }
  for (const file of own) lazy.delete(file);
  const bytes = [...own].reduce((sum, f) => sum + gz(join(dist, f)), gz(manifestPath));
  const lazyBytes = [...lazy].reduce((sum, f) => sum + gz(join(dist, f)), 0);
  return { files: own.size + 1, bytes, lazy: lazyBytes };
}

const rows = [];
let failed = false;
try {
  const shell = await measureShell();
  rows.push({ app: 'shell (before first paint)', ...shell, budget: BUDGET.shell });
  for (const name of REMOTES) rows.push({ app: `${name} (own first-screen code)`, ...measureRemote(name), budget: BUDGET.remote });
  rows.push({ app: 'booking (public, first paint)', ...(await measurePublicPage('booking')), budget: BUDGET.publicPage });
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}

const kb = (n) => (n / KB).toFixed(1).padStart(7) + ' KB';
console.log('app'.padEnd(32) + 'files'.padStart(6) + '     gzip' + '      budget  result      (lazy, loaded when a screen opens)');
for (const row of rows) {
  const ok = row.bytes <= row.budget;
  failed ||= !ok;
  console.log(row.app.padEnd(32) + String(row.files).padStart(6) + kb(row.bytes) + kb(row.budget) + (ok ? '  ok          ' : '  OVER BUDGET ') + (row.lazy === undefined ? '' : kb(row.lazy)));
}
console.log(`(measured from ${relative(process.cwd(), root) || '.'}/apps/*/dist, gzip level 9)`);
process.exit(failed ? 1 : 0);
