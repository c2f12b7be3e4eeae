import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E } from '../support/platform.js';

/**
 * The cluster the suite's web server started (tools/cluster/cluster.mjs), as the one topology
 * module describes it: e2e/playwright.cluster.config.ts reads it and hands it over here.
 */
if (!process.env.CLUSTER_TOPOLOGY) throw new Error('run the cluster suite with -c e2e/playwright.cluster.config.ts (npm run test:cluster)');
/** The parts of tools/cluster/topology.mjs's clusterConfig() the suite uses. */
interface ClusterConfig {
  baseURL: string;
  runDir: string;
  primaryPort: number;
  /** The SMTP and SMPP servers a test runs as the messages' providers. */
  smtpPort: number;
  smppPort: number;
  instances: { name: string; port: number; directPort: number }[];
}
const topology = JSON.parse(process.env.CLUSTER_TOPOLOGY) as ClusterConfig & {
  database: { name: string; user: string; password: string };
  instanceHeader: string;
};
export const cluster: ClusterConfig = topology;
export const INSTANCE_HEADER = topology.instanceHeader;
const root = E2E.root;
const DATABASE = topology.database;

/** Restarts the primary the way an operator would (`pg_ctl restart -m fast`, tools/cluster/postgres.mjs). */
export function restartPrimary(): void {
  const result = spawnSync(process.execPath, [path.join(root, 'tools/cluster/postgres.mjs'), 'restart-primary'], { encoding: 'utf8', env: process.env });
  if (result.status !== 0) throw new Error(`restart-primary failed: ${result.stdout}${result.stderr}`);
}

/** The balanced edge, or nginx's port pinned to one instance (`api-1`, `api-2`). */
export const edge = (instance?: 'api-1' | 'api-2') =>
  instance ? `http://localhost:${cluster.instances.find((i) => i.name === instance)!.directPort}` : cluster.baseURL;

export async function apiToken(username: string, base = edge()): Promise<string> {
  const res = await fetch(`${base}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: username }) });
  if (!res.ok) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function apiCall<T>(token: string, method: string, pathname: string, body?: unknown, base = edge()): Promise<{ status: number; data: T; headers: Headers }> {
  const res = await fetch(`${base}/api${pathname}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-language': 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as { data: T }) : { data: undefined as T };
  return { status: res.status, data: json.data, headers: res.headers };
}

/** A query on the primary, as the database itself answers it (not through the API). */
export async function primarySql<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ host: '127.0.0.1', port: cluster.primaryPort, user: DATABASE.user, password: DATABASE.password, database: DATABASE.name });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The process id of an API instance, as the cluster wrote it (it restarts a dead instance under a new id). */
export const instancePid = (name: string): number => Number(readFileSync(path.join(cluster.runDir, `${name}.pid`), 'utf8'));

/** A weekday `daysAhead` days from now, as YYYY-MM-DD (the demo seed books nothing that far ahead). */
export function weekdayAhead(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `count` consecutive weekdays from `daysAhead` days from now, as YYYY-MM-DD. */
export function weekdaysAhead(daysAhead: number, count: number): string[] {
  const days: string[] = [];
  const d = new Date(`${weekdayAhead(daysAhead)}T12:00:00Z`);
  while (days.length < count) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return days;
}

/** An instant of a Riga wall time on `date` (the demo branches' zone). */
export function rigaTime(date: string, time: string): string {
  const guess = new Date(`${date}T${time}:00Z`);
  const riga = new Date(guess.toLocaleString('en-US', { timeZone: 'Europe/Riga' }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (riga.getTime() - utc.getTime())).toISOString();
}

export interface BookingRefs {
  branch: string;
  rooms: { uuid: string; name: string }[];
  doctor: { uuid: string; first_name: string; last_name: string };
  patients: { uuid: string; first_name: string; last_name: string }[];
}

/** The demo branch, its rooms, a doctor and some patients, as the API lists them. */
export async function bookingRefs(token: string, day: string): Promise<BookingRefs> {
  const branches = (await apiCall<{ uuid: string; name: string }[]>(token, 'GET', '/meta/branches')).data;
  const branch = branches.find((b) => b.name.startsWith('R')) ?? branches[0];
  const patients = (await apiCall<BookingRefs['patients']>(token, 'GET', '/patients?per_page=20&sort=last_name')).data;
  const [doctor] = (await apiCall<BookingRefs['doctor'][]>(token, 'GET', `/settings/users?branch_uuid=${branch.uuid}&position_type=1&user_status=1&per_page=1`)).data;
  const { rooms } = (await apiCall<{ rooms: BookingRefs['rooms'] }>(token, 'GET', `/calendar/appointments?branch_uuid=${branch.uuid}&view=day&date=${day}`)).data;
  return { branch: branch.uuid, rooms, doctor, patients };
}
