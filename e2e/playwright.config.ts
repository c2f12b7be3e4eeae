import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { browserClockEnv } from '../tools/test/fixed-clock.mjs';
import { E2E } from './support/platform.js';

/**
 * E2E in Chromium against the platform started the way `npm start` starts it (production builds,
 * embedded Postgres, demo seed), on its own ports and data folder so it never touches a running
 * `npm start`. Debian's chromium where it is installed (CI); Playwright's own browser elsewhere.
 */
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../.data/test-results/playwright',
  use: {
    baseURL: E2E.baseURL,
    locale: 'lv-LV',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(existsSync(systemChromium) ? { executablePath: systemChromium } : {}),
      // On the suite's clock (tools/test/fixed-clock.mjs) Chromium needs its monotonic clock moved too.
      env: browserClockEnv(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E.dataDir} && node ../tools/platform/start.mjs --no-build`,
    cwd: E2E.e2eDir,
    url: `${E2E.baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: E2E.env,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
