import { E2E } from './platform.js';

/**
 * The e2e platform's API as a test's set-up calls it (what a user does is done in the browser): a
 * demo user's token, and a call answering the `data` of the answer or throwing with its status.
 */
export const API = `${E2E.baseURL}/api`;

/** A bearer token of a demo user (their password is their name). */
export async function apiToken(username = 'admin'): Promise<string> {
  const res = await fetch(`${API}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: username }) });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
}

/** The first weekday on or after `days` from today (UTC date), as YYYY-MM-DD. */
export function weekdayFromNow(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A demo card as the patients list answers it. */
export interface ListedPatient {
  uuid: string;
  first_name: string;
  last_name: string;
}

/**
 * The first card by name that still takes visits: an erased card (the data-rights e2e leaves one,
 * named by its number, so it sorts first) is locked against new appointments and invoices, so no
 * test depends on running before that one.
 */
export async function bookablePatient(token: string): Promise<ListedPatient> {
  const cards = await call<ListedPatient[]>(token, 'GET', '/patients?per_page=50&sort=last_name');
  const card = cards.find((patient) => patient.first_name !== 'Erased patient');
  if (!card) throw new Error('no demo card takes visits');
  return card;
}
