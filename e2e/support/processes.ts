import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E } from './platform.js';

/** Starts `npm start`'s entry point on other ports and waits until the API answers. */
export async function startPlatform(env: Record<string, string>, healthUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(E2E.root, 'tools/platform/start.mjs'), '--no-build'], {
    cwd: E2E.root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited early:\n${output}`);
    if (output.includes('Dental platform is up')) {
      const res = await fetch(healthUrl).catch(() => null);
      if (res?.ok) return child;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`platform did not start:\n${output}`);
}

/** Ctrl+C, as a user would stop it; resolves when every child is gone. */
export function stopPlatform(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** Starts one static server process, as a remote's own host would be. */
export function serveFolder(root: string, port: number): ChildProcess {
  return spawn(process.execPath, [path.join(E2E.root, 'tools/platform/serve.mjs'), '--root', root, '--port', String(port), '--cors'], {
    stdio: 'ignore',
  });
}

export async function waitFor(url: string, ok = true, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await fetch(url).then((r) => r.ok, () => false);
    if (up === ok) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not become ${ok ? 'available' : 'unavailable'}`);
}
