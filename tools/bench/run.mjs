#!/usr/bin/env node
/**
 * `npm run bench [-- --quick]`: every benchmark of tools/bench, one after the other, into one
 * table (figure, API, floor, ratio, goal, pass) written to docs/perf.md with the machine and date.
 *
 * A benchmark is any `tools/bench/*.mjs` but this runner and bench-kit.mjs: a new one joins by
 * being there (ORDER only puts the known ones first). Each is started as
 * `node <file> [--quick] --no-build --pg-port <shared> --port <own>` with $BENCH_RESULTS naming a
 * file it appends its rows to (bench-kit.mjs `report`); one that reports nothing still gets a row
 * saying whether it ran. The API and the web apps are built once here; one embedded Postgres
 * serves them all (each benchmark makes its own database on it).
 *
 *   node tools/bench/run.mjs [--quick] [--only a,b] [--pg-port 57200] [--port-base 7240] [--no-build] [--out docs/perf.md]
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildPlatform, flag, option } from './bench-kit.mjs';
import { startDatabase } from '../platform/database.mjs';

const HERE = path.join(ROOT, 'tools/bench');
const NOT_BENCHMARKS = new Set(['run.mjs', 'bench-kit.mjs']);
const ORDER = ['patients-search.mjs', 'calendar-week.mjs', 'booking-slots.mjs', 'request-floor.mjs', 'load.mjs', 'soak.mjs'];
const QUICK = flag('quick');
const PG_PORT = Number(option('pg-port', 57200));
const PORT_BASE = Number(option('port-base', 7240));
const OUT = path.resolve(ROOT, option('out', 'docs/perf.md'));
const ONLY = option('only', '')
  .split(',')
  .filter(Boolean)
  .map((name) => (name.endsWith('.mjs') ? name : `${name}.mjs`));

const benchmarks = () => {
  const found = readdirSync(HERE).filter((name) => name.endsWith('.mjs') && !NOT_BENCHMARKS.has(name));
  const ordered = [...ORDER.filter((name) => found.includes(name)), ...found.filter((name) => !ORDER.includes(name)).sort()];
  return ONLY.length ? ordered.filter((name) => ONLY.includes(name)) : ordered;
};

function runOne(file, index, resultsFile) {
  const args = [path.join(HERE, file), '--no-build', '--pg-port', String(PG_PORT), '--port', String(PORT_BASE + index * 4)];
  if (QUICK) args.push('--quick');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BENCH_RESULTS: resultsFile } });
    child.on('exit', (code) => resolve({ code, seconds: (Date.now() - started) / 1000 }));
  });
}

const cell = (value) => String(value ?? '').replace(/\|/g, '\\|');

function table(rows) {
  const lines = ['| benchmark | figure | API | floor | ratio | goal | pass |', '|---|---|---|---|---|---|---|'];
  for (const row of rows) {
    const ratio = typeof row.ratio === 'number' ? `${row.ratio.toFixed(2)}x` : '';
    const pass = row.pass === null || row.pass === undefined ? '' : row.pass ? 'pass' : '**miss**';
    lines.push(`| ${cell(row.bench)} | ${cell(row.figure)} | ${cell(row.api)} | ${cell(row.floor)} | ${ratio} | ${cell(row.goal)} | ${pass} |`);
  }
  return lines.join('\n');
}

const MARK_START = '<!-- bench:table -->';
const MARK_END = '<!-- /bench:table -->';

function writeDoc(rows, runs) {
  const cpus = os.cpus();
  const machine = `${cpus.length} x ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end`;
  const block = [
    MARK_START,
    `Run: \`npm run bench${QUICK ? ' -- --quick' : ''}\` on ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}; machine: ${machine}.`,
    '',
    table(rows),
    '',
    `Benchmarks run: ${runs.map((r) => `${r.file} (${r.code === 0 ? 'ok' : `exit ${r.code}`}, ${r.seconds.toFixed(0)} s)`).join(', ')}.`,
    MARK_END,
  ].join('\n');
  // The table is replaced in place; the text around it (the plans for what misses) stays.
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '# Performance\n\n';
  const next = current.includes(MARK_START)
    ? current.replace(new RegExp(`${MARK_START}[\\s\\S]*?${MARK_END}`), block)
    : `${current.trimEnd()}\n\n## Measured\n\n${block}\n`;
  writeFileSync(OUT, next);
}

async function main() {
  // Everything: the API, and the shell and remotes the dental card's browser figure opens.
  if (!flag('no-build')) buildPlatform({ all: true });
  const cluster = await startDatabase({ dataDir: path.join(ROOT, '.data/pg-bench'), port: PG_PORT, database: 'postgres' });
  const resultsFile = path.join(os.tmpdir(), `dental-bench-${process.pid}.jsonl`);
  rmSync(resultsFile, { force: true });
  const runs = [];
  try {
    for (const [index, file] of benchmarks().entries()) {
      console.log(`\n=== ${file}${QUICK ? ' (quick)' : ''} ===`);
      const before = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8').length : 0;
      const run = await runOne(file, index, resultsFile);
      runs.push({ file, ...run });
      const reported = existsSync(resultsFile) && readFileSync(resultsFile, 'utf8').length > before;
      if (!reported) {
        const row = { bench: file.replace(/\.mjs$/, ''), figure: 'ran (reports no rows of its own)', api: run.code === 0 ? 'ok' : `exit ${run.code}`, floor: '', ratio: null, goal: 'exit 0', pass: run.code === 0 };
        writeFileSync(resultsFile, `${JSON.stringify(row)}\n`, { flag: 'a' });
      }
    }
  } finally {
    await cluster.stop();
  }
  const rows = readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
  console.log(`\n${table(rows)}\n`);
  writeDoc(rows, runs);
  console.log(`Written to ${path.relative(ROOT, OUT)}.`);
  if (runs.some((r) => r.code !== 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
