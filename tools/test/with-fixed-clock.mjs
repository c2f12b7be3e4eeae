#!/usr/bin/env node
/**
 * `node tools/test/with-fixed-clock.mjs <command> [args...]`: runs a test command with its whole
 * process tree on the suite's clock (fixed-clock.mjs), as `npm test` runs its test steps.
 */
import { spawn } from 'node:child_process';
import { fixedClockEnv } from './fixed-clock.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-fixed-clock.mjs <command> [args...]');
  process.exit(2);
}
const clock = fixedClockEnv();
if (clock.env) console.log(`clock: the suite's instant ${clock.env.TEST_CLOCK_INSTANT}`);
else console.warn(`clock: the real clock (${clock.reason}); tests that read today's date may differ by day`);
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...clock.env } });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
