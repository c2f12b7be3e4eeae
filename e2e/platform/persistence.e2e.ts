import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { startPlatform, stopPlatform } from '../support/processes.js';

/** Data survives stopping and starting `npm start`: its own platform on other ports and data folder. */
const shellPort = E2E.shellPort + 100;
const dataDir = path.join(E2E.root, `.data/e2e-persistence-${shellPort}`);
const env = { DATA_DIR: dataDir, SHELL_PORT: String(shellPort), API_PORT: String(shellPort - 1000), PG_PORT: String(shellPort + 50020) };
const api = `http://127.0.0.1:${shellPort}/api`;

test('a session and a signed-in user survive a restart of the platform', async () => {
  test.setTimeout(240_000);
  rmSync(dataDir, { recursive: true, force: true });

  let platform = await startPlatform(env, `${api}/health`);
  const login = await fetch(`${api}/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin', remember: true }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  await stopPlatform(platform);

  platform = await startPlatform(env, `${api}/health`);
  try {
    const me = await fetch(`${api}/auth`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { username: string } }).data.username).toBe('admin');
  } finally {
    await stopPlatform(platform);
  }
});
