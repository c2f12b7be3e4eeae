#!/usr/bin/env node
/**
 * `npm run size`: gzip size of what the browser downloads
 *  - for the shell before its first paint: every JS and CSS file of apps/shell/dist. The shell has
 *    no lazily loaded code of its own (routes live in the remotes), so everything it builds is
 *    fetched at start: index.html's script, the bootstrap chunk and the shared singletons it
 *    provides. This is an upper bound, never an estimate from below.
 *  - for each remote, its own code for its first screen: mf-manifest.json, the remote entry and
 *    every chunk of its exposed modules (sync and async, JS and CSS), without the shared
 *    singletons, which the shell has already loaded.
 * Fails (exit 1) above 220 KB for the shell or 60 KB for a remote (DECISIONS.md, size budgets).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
const KB = 1024;
const BUDGET = { shell: 220 * KB, remote: 60 * KB };
const REMOTES = ['calendar', 'patients', 'settings', 'reports'];

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function measureShell() {
  const dist = join(root, 'apps/shell/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error('apps/shell/dist is missing: build first (npx nx run-many -t build)');
  const files = walk(dist).filter((f) => /\.(js|css)$/.test(f));
  // Identical CSS emitted twice under two chunk names is downloaded once per URL: count each URL.
  return { files: files.length, bytes: files.reduce((sum, f) => sum + gz(f), 0) + gz(join(dist, 'index.html')) };
}

function measureRemote(name) {
  const dist = join(root, 'apps', name, 'dist');
  const manifestPath = join(dist, 'mf-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`apps/${name}/dist/mf-manifest.json is missing: build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async, ...s.assets.css.sync, ...s.assets.css.async]));
  const own = new Set([join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name)]);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async, ...expose.assets.css.sync, ...expose.assets.css.async]) {
      if (!shared.has(file)) own.add(file);
    }
  }
  const bytes = [...own].reduce((sum, f) => sum + gz(join(dist, f)), gz(manifestPath));
  return { files: own.size + 1, bytes };
}

const rows = [];
let failed = false;
try {
  const shell = measureShell();
  rows.push({ app: 'shell (before first paint)', ...shell, budget: BUDGET.shell });
  for (const name of REMOTES) rows.push({ app: `${name} (own first-screen code)`, ...measureRemote(name), budget: BUDGET.remote });
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}

const kb = (n) => (n / KB).toFixed(1).padStart(7) + ' KB';
console.log('app'.padEnd(32) + 'files'.padStart(6) + '     gzip' + '      budget  result');
for (const row of rows) {
  const ok = row.bytes <= row.budget;
  failed ||= !ok;
  console.log(row.app.padEnd(32) + String(row.files).padStart(6) + kb(row.bytes) + kb(row.budget) + (ok ? '  ok' : '  OVER BUDGET'));
}
console.log(`(measured from ${relative(process.cwd(), root) || '.'}/apps/*/dist, gzip level 9)`);
process.exit(failed ? 1 : 0);
