#!/usr/bin/env node
/**
 * Lighthouse's performance score (issue 32), not a test: the built shell and remotes served as
 * `npm start` serves them over the demo API, each page audited by the `lighthouse` package in
 * Debian's Chromium with Lighthouse's own default (a phone: simulated slow 4G and a 4x slower CPU),
 * performance only. /login and the patients' booking page /book/rigas-centrs (issue 27: no sign-in)
 * are audited signed out; then the admin signs in through the form ("remember me": the token in
 * localStorage, which the audit's own tab shares, its storage kept) and /, /calendar, /patients and
 * a patient's card are audited signed in.
 *
 *   node tools/bench/lighthouse.mjs [--quick] [--runs 3] [--port 3340] [--pg-port 54364] [--data-dir .data/pg-lighthouse] [--no-build] [--save dir]
 *
 * `--save dir` keeps each audit's whole report (JSON) there: its main-thread breakdown, bootup time
 * and long tasks say what a page ran before it settled.
 *
 * Each page is audited `--runs` times (quick: 1) and its median score reported (goal >= 0.9), with
 * the median first contentful paint, largest contentful paint and total blocking time beside it.
 * The Chromium the audit drives listens for DevTools on the API's port + 1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, flag, option, percentile, report, startBenchPlatform } from './bench-kit.mjs';
import { CHROMIUM, CHROMIUM_ARGS, signIn, startWeb } from './kit/web.mjs';

const DATABASE = 'dental_lighthouse_bench';
const RUNS = Number(option('runs', flag('quick') ? 1 : 3));
const API_PORT = Number(option('port', 3340));
const PG_PORT = Number(option('pg-port', 54364));
const DEBUG_PORT = API_PORT + 1;
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-lighthouse'));
const GOAL = 0.9;
const SAVE = option('save', '');

/** One audit of `url` in the running Chromium: the score and the paint figures, in ms. */
async function audit(lighthouse, url, saveAs) {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (saveAs) {
    mkdirSync(path.dirname(saveAs), { recursive: true });
    writeFileSync(saveAs, result.report);
  }
  const { categories, audits } = result.lhr;
  const value = (id) => audits[id]?.numericValue ?? NaN;
  return { score: categories.performance.score, fcp: value('first-contentful-paint'), lcp: value('largest-contentful-paint'), tbt: value('total-blocking-time') };
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const { client, apiBase, stop } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT, buildAll: true });
  const web = await startWeb(apiBase);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'dental-lighthouse-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
    locale: 'en-GB',
  });
  try {
    const { rows: [patient] } = await client.query(`select p.uuid from patient p join company c on c.id = p.company_id where c.slug = 'demo' and p.deleted_at is null order by p.uuid limit 1`);
    // Signed out: the login page and the patients' booking page (no sign-in there); signed in (remembered): the rest.
    const pages = [
      ['/login', '/login', false],
      ['/book/rigas-centrs', '/book/rigas-centrs', false],
      ['/ (start page)', '/', true],
      ['/calendar', '/calendar', true],
      ['/patients', '/patients', true],
      ['a patient card', `/patients/${patient.uuid}`, true],
    ];
    const rows = [];
    let signedIn = false;
    for (const [index, [name, route, needsSignIn]] of pages.entries()) {
      if (needsSignIn && !signedIn) {
        await signIn(await browser.newPage(), web.origin, { remember: true });
        signedIn = true;
      }
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(lighthouse, `${web.origin}${route}`, SAVE && path.resolve(ROOT, SAVE, `${index}-${route.split('/')[1] || 'start'}-${run}.json`)));
      const median = (key) => percentile(runs.map((r) => r[key]), 50);
      const score = median('score');
      console.log(`${name.padEnd(18)} score ${score.toFixed(2)}  FCP ${median('fcp').toFixed(0)} ms  LCP ${median('lcp').toFixed(0)} ms  TBT ${median('tbt').toFixed(0)} ms  (${runs.map((r) => r.score.toFixed(2)).join(', ')})`);
      rows.push({
        figure: `Lighthouse performance, simulated mobile: ${name} (median of ${RUNS})`,
        api: score.toFixed(2),
        floor: `FCP ${(median('fcp') / 1000).toFixed(1)} s, LCP ${(median('lcp') / 1000).toFixed(1)} s, TBT ${median('tbt').toFixed(0)} ms`,
        ratio: null,
        goal: `>= ${GOAL}`,
        pass: score >= GOAL,
      });
    }
    report('lighthouse', rows);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
    await web.stop();
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
