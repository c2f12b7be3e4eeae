/**
 * The suite's clock. Every test step (Jest, the e2e and the cluster suites) runs with the whole
 * process tree (the test runner, the platform it starts, embedded or Debian PostgreSQL, Redis,
 * nginx, Chromium) on one clock that starts at the same instant on every run, so the demo seed,
 * "today" in the browser and `now()` in SQL agree and a test gives the same answer on any day.
 *
 * The clock is Debian's libfaketime (package `faketime`), preloaded with an offset in seconds: all
 * processes share the offset, so they agree to the millisecond and time still runs (timeouts,
 * expiries). The offset is taken from the real clock even when this process itself runs under
 * libfaketime (an operator's `faketime '+7d' .ci/run`), so the suite's instant always wins.
 *
 * `TEST_CLOCK` overrides the instant (an ISO instant), `TEST_CLOCK=real` turns the clock off.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** A Tuesday, 10:00 in Riga: the seed's week has finished, running and coming visits. */
export const SUITE_INSTANT = '2026-11-24T08:00:00Z';

const LIBRARIES = ['/usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1', '/usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1', '/usr/lib/faketime/libfaketimeMT.so.1'];

export const fakeTimeLibrary = () => LIBRARIES.find((file) => existsSync(file)) ?? null;

/** Milliseconds since the epoch on the kernel's clock, not through any preloaded libfaketime. */
function realNow() {
  if (!/faketime/.test(process.env.LD_PRELOAD ?? '')) return Date.now();
  const env = { ...process.env };
  delete env.LD_PRELOAD;
  delete env.FAKETIME;
  const out = spawnSync('date', ['+%s%3N'], { env, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`fixed clock: cannot read the real clock (${out.stderr})`);
  return Number(out.stdout.trim());
}

/**
 * The environment that puts a child process tree on the suite's clock, or `null` when the clock is
 * off or libfaketime is missing (then `reason` says why).
 */
export function fixedClockEnv(instant = process.env.TEST_CLOCK ?? SUITE_INSTANT) {
  if (instant === 'real') return { env: null, reason: 'TEST_CLOCK=real' };
  const target = Date.parse(instant);
  if (Number.isNaN(target)) throw new Error(`fixed clock: TEST_CLOCK=${instant} is not an instant`);
  const library = fakeTimeLibrary();
  if (!library) return { env: null, reason: 'libfaketime is not installed (apt-get install faketime)' };
  const offset = Math.round((target - realNow()) / 1000);
  const preload = (process.env.LD_PRELOAD ?? '').split(/[:\s]+/).filter((entry) => entry && !/faketime/.test(entry));
  return {
    env: {
      LD_PRELOAD: [library, ...preload].join(':'),
      FAKETIME: `${offset >= 0 ? '+' : ''}${offset}`,
      // Monotonic clocks stay real: timers and Chromium's scheduling need no offset, only the date does.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
      TEST_CLOCK_INSTANT: new Date(target).toISOString(),
    },
    reason: null,
  };
}

/**
 * The environment for Chromium on the suite's clock: the same offset, with the monotonic clock
 * moved too. Chromium stamps input events with its monotonic clock and checks them against the wall
 * clock, so with only the wall clock moved a click never lands (measured: fill 17 s, click never);
 * Node and PostgreSQL keep a real monotonic clock, which their timers need.
 */
export function browserClockEnv(env = process.env) {
  if (!/faketime/.test(env.LD_PRELOAD ?? '')) return undefined;
  const { FAKETIME_DONT_FAKE_MONOTONIC: _dropped, ...rest } = env;
  return rest;
}
