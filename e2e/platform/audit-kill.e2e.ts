import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { E2E } from '../support/platform.js';
import { waitFor } from '../support/processes.js';

/**
 * No audit row is lost when the API dies: a second API process (the built one, as `npm start`
 * runs it) on the e2e platform's database answers a burst of audited patient reads, is killed
 * with SIGKILL (no shutdown hooks, no flush) the moment the last answer arrives, and the patient
 * audit trail holds a row for every read it answered (the row is written before the answer leaves).
 */
const pgPort = Number(E2E.env.PG_PORT);
const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/dental`;
// A port of its own beside the platform's API (E2E_SHELL_PORT - 1000).
const port = E2E.apiPort + 97;
const api = `http://127.0.0.1:${port}/api`;

function startApi(): ChildProcess {
  return spawn(process.execPath, [path.join(E2E.root, 'services/api/dist/main.js')], {
    cwd: E2E.root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
}

test('every audited read answered before a SIGKILL of the API is in the audit trail', async () => {
  test.setTimeout(120_000);
  const child = startApi();
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await waitFor(`${api}/health`, true, 60_000);
    await db.connect();
    const login = await fetch(`${api}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'admin' }) });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const { rows: patients } = await db.query<{ uuid: string }>(
      `select p.uuid from patient p join company c on c.id = p.company_id where c.slug = 'demo' and p.deleted_at is null order by p.uuid limit 25`,
    );
    const started = new Date();

    const BURST = 100;
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        fetch(`${api}/patients/${patients[i % patients.length].uuid}`, { headers: { authorization: `Bearer ${token}` } }).then((res) => ({
          status: res.status,
          requestId: res.headers.get('x-request-id'),
        })),
      ),
    );
    child.kill('SIGKILL');
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));
    expect(child.signalCode).toBe('SIGKILL');

    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(BURST);
    const { rows } = await db.query<{ request_id: string }>(
      `select request_id from patient_audit where action = 'read' and resource = 'patient' and created_at >= $1 and request_id = any($2::text[])`,
      [started, answers.map((answer) => answer.requestId)],
    );
    expect(new Set(rows.map((row) => row.request_id)).size).toBe(BURST);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db.end().catch(() => {});
  }
});
