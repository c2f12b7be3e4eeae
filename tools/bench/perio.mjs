#!/usr/bin/env node
/**
 * The periodontal chart (issue 29; not a test): a patient's full-mouth exams, 32 teeth and 192
 * sites each. Times the whole mouth saved in one PATCH and the exam read (alone and compared with
 * another one) through HTTP, after a warm-up; then the screen: the Perio tab in Chromium (the built
 * shell and remotes served as `npm start` serves them), each exam opened from the tab's list (the
 * click until its 192 sites show their depths; the goal is under 300 ms), and one full page
 * load for the record.
 *
 *   node tools/bench/perio.mjs [--quick] [--requests 60] [--saves 20] [--warm-up 200] [--opens 10] [--port 3318]
 *        [--pg-port 54366] [--data-dir .data/pg-perio] [--no-build]
 * Builds the API and the web apps the browser part opens (unless --no-build).
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT, flag, getJson, ms, option, percentile, report, startBenchPlatform, warmUp } from './bench-kit.mjs';
import { signedInBrowser, startWeb } from './kit/web.mjs';

const DATABASE = 'dental_perio_bench';
const REQUESTS = Number(option('requests', flag('quick') ? 30 : 60));
const SAVES = Number(option('saves', flag('quick') ? 10 : 20));
const WARM_UP = Number(option('warm-up', flag('quick') ? 100 : 200));
const OPENS = Number(option('opens', flag('quick') ? 3 : 10));
const API_PORT = Number(option('port', 3318));
const PG_PORT = Number(option('pg-port', 54366));
const DATA_DIR = path.resolve(ROOT, option('data-dir', '.data/pg-perio'));

/** The entry order's 192 sites (domain-teeth's perioSequence, written out: the bench runs on plain node). */
const SITES = ['distobuccal', 'buccal', 'mesiobuccal', 'distolingual', 'lingual', 'mesiolingual'];
const TEETH = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28, 48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];

/** A whole mouth: every site's depth `depth(i)`, margins, marks; mobility and furcation on the molars. */
function fullMouth(version, depth) {
  const sites = TEETH.flatMap((tooth, t) =>
    SITES.map((site, s) => {
      const i = t * 6 + s;
      return { tooth, site, probing_depth: depth(i), gingival_margin: i % 5 === 0 ? -2 : 0, bleeding: i % 7 === 0, suppuration: i % 31 === 0, plaque: i % 3 === 0 };
    }),
  );
  const teeth = TEETH.map((tooth) => ({ tooth, mobility: tooth % 10 === 1 ? 1 : 0, furcation: tooth % 10 >= 6 ? { buccal: 1 } : {} }));
  return { version, sites, teeth };
}

async function send(apiBase, token, method, pathname, body) {
  const res = await fetch(`${apiBase}${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`);
  return text ? JSON.parse(text).data : undefined;
}

/**
 * The Perio tab with `exams` listed: each exam opened by a click on it in the list (none read
 * before), timed until its first site shows the exam's own depth and all 192 sites show one.
 */
async function measureScreen(origin, patient, exams) {
  const { browser, page } = await signedInBrowser(origin);
  try {
    const shown = (exam) =>
      page.waitForFunction(
        ({ first }) =>
          document.querySelector('[data-site="18:distobuccal"] .perio-cell__depth')?.textContent === String(first) &&
          [...document.querySelectorAll('[data-site] .perio-cell__depth')].filter((cell) => cell.textContent !== '').length === 192,
        { first: exam.first },
        { timeout: 60_000, polling: 'raf' },
      );
    // A full page load on the newest exam (the tab opens on it).
    const t0 = performance.now();
    await page.goto(`${origin}/patients/${patient}/perio`, { waitUntil: 'commit' });
    await shown(exams[0]);
    const pageLoad = performance.now() - t0;
    const buttons = page.getByRole('navigation', { name: 'Exams' }).getByRole('button');
    const times = [];
    for (let i = 1; i < exams.length; i += 1) {
      const button = buttons.nth(i);
      await button.waitFor();
      const t1 = performance.now();
      await button.click();
      await shown(exams[i]);
      times.push(performance.now() - t1);
    }
    return { pageLoad, times };
  } finally {
    await browser.close();
  }
}

async function main() {
  const { token, apiBase, stop } = await startBenchPlatform({ database: DATABASE, pgPort: PG_PORT, dataDir: DATA_DIR, apiPort: API_PORT, buildAll: true });
  try {
    const patient = (await send(apiBase, token, 'POST', '/patients', { first_name: 'Perio', last_name: 'Bench' })).uuid;
    // OPENS + 1 exams, newest first in the list; exam k's depths start at a value of its own.
    const exams = [];
    for (let k = 0; k <= OPENS; k += 1) {
      const exam = await send(apiBase, token, 'POST', `/patients/${patient}/perio-exams`, {});
      const first = (k % 9) + 1;
      await send(apiBase, token, 'PATCH', `/patients/${patient}/perio-exams/${exam.uuid}`, fullMouth(exam.version, (i) => (i === 0 ? first : (i % 6) + 1)));
      exams.unshift({ uuid: exam.uuid, first });
    }
    // The save: a whole mouth in one PATCH, again and again on one more exam.
    const saved = await send(apiBase, token, 'POST', `/patients/${patient}/perio-exams`, {});
    let version = saved.version;
    const saves = [];
    for (let i = 0; i < SAVES + 3; i += 1) {
      const body = fullMouth(version, (j) => ((i + j) % 8) + 1);
      const t0 = performance.now();
      const answer = await send(apiBase, token, 'PATCH', `/patients/${patient}/perio-exams/${saved.uuid}`, body);
      if (i >= 3) saves.push(performance.now() - t0);
      if (answer.sites.length !== 192) throw new Error(`the save answered ${answer.sites.length} sites`);
      version = answer.version;
    }
    const read = `/patients/${patient}/perio-exams/${exams[0].uuid}`;
    const compared = `${read}?compare_to=${exams[1].uuid}`;
    await warmUp(apiBase, [read, compared], token, WARM_UP);
    const time = async (pathname) => {
      const times = [];
      for (let i = 0; i < REQUESTS; i += 1) {
        const t0 = performance.now();
        const { status, body } = await getJson(`${apiBase}${pathname}`, token);
        times.push(performance.now() - t0);
        if (status !== 200 || body.data.sites.length !== 192) throw new Error(`${pathname} answered ${status}`);
      }
      return times;
    };
    const reads = await time(read);
    const comparisons = await time(compared);
    console.log(`\nPerio exams of 32 teeth, 192 sites: save p50 ${ms(percentile(saves, 50)).trim()}, read p50 ${ms(percentile(reads, 50)).trim()}, read compared p50 ${ms(percentile(comparisons, 50)).trim()}`);

    // The exam that took the saves is the newest: list it out of the screen's way by deleting it.
    await send(apiBase, token, 'DELETE', `/patients/${patient}/perio-exams/${saved.uuid}`);
    const web = await startWeb(apiBase);
    let screen;
    try {
      screen = await measureScreen(web.origin, patient, exams);
    } finally {
      await web.stop();
    }
    const open = percentile(screen.times, 50);
    console.log(`The exam in Chromium: opened from the list p50 ${open.toFixed(0)} ms, max ${Math.max(...screen.times).toFixed(0)} ms over ${screen.times.length}; full page load ${screen.pageLoad.toFixed(0)} ms`);
    const apiRead = percentile(reads, 50);
    report('perio', [
      { figure: 'perio exam saved, 192 sites in one PATCH: p50', api: ms(percentile(saves, 50)).trim(), floor: '', ratio: null, goal: '(shown)', pass: null },
      { figure: 'perio exam read, 192 sites: p50', api: ms(apiRead).trim(), floor: '', ratio: null, goal: '(shown)', pass: null },
      { figure: 'perio exam read compared with another: p50', api: ms(percentile(comparisons, 50)).trim(), floor: '', ratio: null, goal: '(shown)', pass: null },
      { figure: 'perio exam opened in Chromium, click to 192 sites: p50', api: `${open.toFixed(0)} ms`, floor: `${apiRead.toFixed(0)} ms API read`, ratio: open / apiRead, goal: '< 300 ms', pass: open < 300 },
      { figure: 'perio tab in Chromium, full page load', api: `${screen.pageLoad.toFixed(0)} ms`, floor: '', ratio: null, goal: '(shown)', pass: null },
    ]);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
