import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/platform.js';
import { waitFor } from '../support/processes.js';

/**
 * No audit row is lost when the API dies: a second API process (the built one, as `npm start`
 * runs it) on the e2e platform's database answers a burst of audited patient reads, is killed
 * with SIGKILL (no shutdown hooks, no flush) the moment the last answer arrives, and the patient
 * audit trail holds a row for every read it answered (the row is written before the answer leaves),
 * as the platform's own API shows it in each patient's history (request ids, admin view).
 */
const pgPort = Number(E2E.env.PG_PORT);
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/dental`;
// A port of its own beside the platform's API (E2E_SHELL_PORT - 1000).
const port = E2E.apiPort + 97;
const api = `http://127.0.0.1:${port}/api`;
const platformApi = `${E2E.baseURL}/api`;

async function get<T>(base: string, token: string, url: string): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

function startApi(): ChildProcess {
  return spawn(process.execPath, [path.join(E2E.root, 'services/api/dist/main.js')], {
    cwd: E2E.root,
    // The platform's own data keys (tools/platform/start.mjs makes them beside its data): the cards' sealed personal codes open with them only.
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn', DATA_KEYS_FILE: path.join(E2E.dataDir, 'keys', 'data-keys.env') },
    stdio: 'ignore',
  });
}

test('every audited read answered before a SIGKILL of the API is in the audit trail', async () => {
  test.setTimeout(120_000);
  const child = startApi();
  try {
    await waitFor(`${api}/health`, true, 60_000);
    const login = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const patients = await get<{ uuid: string }[]>(api, token, '/patients?per_page=10');

    const BURST = 100;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => {
        const patient = patients[i % patients.length].uuid;
        return fetch(`${api}/patients/${patient}`, { headers: { authorization: `Bearer ${token}` } }).then((res) => ({
          patient,
          status: res.status,
          requestId: res.headers.get('x-request-id'),
        }));
      }),
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
    expect(child.signalCode).toBe('SIGKILL');
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(BURST);

    // Read back through the platform's API (the same database): every answered read has its row.
    const recorded = new Set<string>();
    for (const patient of patients) {
      const trail = await get<{ action: string; request_id: string | null }[]>(platformApi, token, `/patients/${patient.uuid}/history?per_page=100`);
      for (const entry of trail) if (entry.action === 'read' && entry.request_id) recorded.add(entry.request_id);
    }
    expect(answers.filter((answer) => !recorded.has(answer.requestId ?? ''))).toEqual([]);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
});
