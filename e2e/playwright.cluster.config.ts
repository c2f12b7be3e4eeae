import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { DATABASE, INSTANCE_HEADER, clusterConfig } from '../tools/cluster/topology.mjs';
import { browserClockEnv } from '../tools/test/fixed-clock.mjs';
import { E2E } from './support/platform.js';

/**
 * The cluster suite (`npm run test:cluster`): the platform as `npm run cluster` starts it (nginx,
 * two API instances, Redis, PostgreSQL primary + streaming replica), fresh for each run, on the
 * topology's ports (tools/cluster/topology.mjs; CLUSTER_* variables move them). Needs the builds
 * (`npm run build`), nginx, redis-server and PostgreSQL 15's binaries (.ci/run installs them).
 */
const cluster = clusterConfig();
// The tests read the same topology from here (e2e/cluster/cluster-kit.ts): e2e imports no tool module.
process.env.CLUSTER_TOPOLOGY = JSON.stringify({ ...cluster, database: DATABASE, instanceHeader: INSTANCE_HEADER });
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './cluster',
  testMatch: '**/*.cluster.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../.data/test-results/playwright-cluster',
  use: {
    baseURL: cluster.baseURL,
    locale: 'lv-LV',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      // On the suite's clock (tools/test/fixed-clock.mjs) Chromium needs its monotonic clock moved too.
      env: browserClockEnv(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../tools/cluster/cluster.mjs --no-build --fresh',
    cwd: E2E.e2eDir,
    url: `http://127.0.0.1:${cluster.httpPort}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Ctrl+C's path: the cluster stops its PostgreSQL servers (pg_ctl stop) before it exits.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
