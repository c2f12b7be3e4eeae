import { spawn } from 'node:child_process';

/** Children of `npm start`; all of them are stopped together on Ctrl+C or when one essential child dies. */
const children = new Set();

/**
 * The environment without the suite's libfaketime (tools/test/fixed-clock.mjs), for a server that
 * cannot run under it: Redis's jemalloc reads the clock while libfaketime is still loading, and the
 * server dies in that recursion. Its clock only times keys' expiry, which needs no date.
 */
function withoutFakeTime(env) {
  const { FAKETIME: _offset, ...rest } = env;
  const preload = (rest.LD_PRELOAD ?? '').split(/[:\s]+/).filter((entry) => entry && !/faketime/.test(entry));
  if (preload.length) rest.LD_PRELOAD = preload.join(':');
  else delete rest.LD_PRELOAD;
  return rest;
}

export function run(name, command, args, { env = {}, cwd, essential = true, quiet = false, realClock = false } = {}) {
  const merged = { ...process.env, ...env };
  const child = spawn(command, args, {
    cwd,
    env: realClock ? withoutFakeTime(merged) : merged,
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', quiet ? 'ignore' : 'pipe'],
  });
  children.add(child);
  if (!quiet) {
    const prefix = `[${name}] `;
    const forward = (stream, out) =>
      stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`})`);
    if (essential) void stopAll(1);
  });
  return child;
}

/** Runs a command to completion, failing loudly. */
export function runToEnd(name, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env }, cwd: options.cwd });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code})`))));
  });
}

let stopping = false;
/** Whether Ctrl+C (or an essential child's death) is stopping everything: a supervisor then restarts nothing. */
export const isStopping = () => stopping;
const cleanups = [];
export const onStop = (fn) => cleanups.push(fn);

export async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    [...children].map((child) => new Promise((done) => { child.once('exit', done); setTimeout(done, 5000); })),
  );
  for (const fn of cleanups.reverse()) {
    try {
      await fn();
    } catch (error) {
      console.error(error);
    }
  }
  process.exit(code);
}

export async function waitForHttp(url, { timeoutMs = 120_000, label = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label} did not answer within ${timeoutMs / 1000} s`);
}
