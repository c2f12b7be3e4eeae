#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in the order a failure is cheapest to find:
 * lint (with the module boundaries) and type check of every project, Jest (unit tests and API
 * integration tests against a real Postgres), the production build, the size budget, and the
 * Playwright e2e suite in Chromium against the platform started as `npm start` starts it, and the
 * cluster suite against the platform as `npm run cluster` starts it (nginx, two API instances,
 * Redis, a PostgreSQL primary with its streaming replica).
 * Ends with one line `Tests: N passed, N failed` summing Jest and both Playwright suites.
 * The test steps run on the suite's clock (fixed-clock.mjs): the same instant on every run, so no
 * answer depends on the day the suite runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../platform/config.mjs';
import { fixedClockEnv } from './fixed-clock.mjs';

const results = path.join(ROOT, '.data/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const only = process.argv.slice(2);
const JEST_SHARDS = Number(process.env.JEST_SHARDS ?? 3);

const steps = [
  { name: 'lint + typecheck', cmd: bin('nx'), args: ['run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--output-style=stream-without-prefixes'] },
  // Jest in shards, one process after another. One worker on two cores runs a process's files in
  // band, and the ESM module registries of every file it ran stay in its heap, so the heap may grow
  // to 16 GB. Measured in one process: 8.1 GB used after all 215 files, and the last file's new
  // database and SMTP connections then stalled for 10-46 s (three runs of three); in three shards
  // the same files passed in 638 s instead of 888 s. Each shard starts its own fresh test database
  // (tools/jest/global-setup.mjs); JEST_SHARDS changes their number.
  ...Array.from({ length: JEST_SHARDS }, (_, index) => ({
    name: `jest ${index + 1}/${JEST_SHARDS}`,
    cmd: bin('jest'),
    args: ['--ci', `--shard=${index + 1}/${JEST_SHARDS}`, '--json', `--outputFile=${path.join(results, `jest-${index + 1}.json`)}`],
    env: { NODE_OPTIONS: '--experimental-vm-modules --max-old-space-size=16384' },
    clock: true,
  })),
  { name: 'build', cmd: bin('nx'), args: ['run-many', '-t', 'build', '--parallel=2', '--output-style=static'] },
  { name: 'size', cmd: process.execPath, args: [path.join(ROOT, 'tools/size/size.mjs')], needs: 'build' },
  {
    name: 'e2e',
    cmd: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json') },
    needs: 'build',
    clock: true,
  },
  {
    name: 'cluster',
    cmd: bin('playwright'),
    args: ['test', '-c', 'e2e/playwright.cluster.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright-cluster.json') },
    needs: 'build',
    clock: true,
  },
].filter((step) => only.length === 0 || only.includes(step.name.split(' ')[0]));

const run = (step) =>
  new Promise((resolve) => {
    // Taken when the step starts, so each step begins at the suite's instant.
    const clock = step.clock ? fixedClockEnv() : { env: null, reason: null };
    if (clock.env) console.log(`clock: the suite's instant ${clock.env.TEST_CLOCK_INSTANT}`);
    else if (clock.reason) console.warn(`clock: the real clock (${clock.reason}); tests that read today's date may differ by day`);
    const child = spawn(step.cmd, step.args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false', ...step.env, ...clock.env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const outcome = {};
for (const step of steps) {
  if (step.needs && outcome[step.needs] !== undefined && outcome[step.needs] !== 0) {
    console.log(`\n=== ${step.name}: skipped, ${step.needs} failed`);
    outcome[step.name] = 1;
    continue;
  }
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  outcome[step.name] = await run(step);
  console.log(`=== ${step.name}: ${outcome[step.name] === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

let passed = 0;
let failed = 0;
for (let shard = 1; shard <= JEST_SHARDS; shard += 1) {
  const jestFile = path.join(results, `jest-${shard}.json`);
  if (!existsSync(jestFile)) continue;
  const jest = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
for (const file of ['playwright.json', 'playwright-cluster.json']) {
  const pwFile = path.join(results, file);
  if (!existsSync(pwFile)) continue;
  const { stats } = JSON.parse(readFileSync(pwFile, 'utf8'));
  passed += stats.expected + (stats.flaky ?? 0);
  failed += stats.unexpected;
}
const failedSteps = Object.entries(outcome).filter(([, code]) => code !== 0).map(([name]) => name);
console.log(`\nSteps: ${Object.entries(outcome).map(([n, c]) => `${n} ${c === 0 ? 'ok' : 'FAILED'}`).join(', ')}`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
