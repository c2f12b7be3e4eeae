import type { INestApplication } from '@nestjs/common';
import { jest } from '@jest/globals';
import { PERMISSIONS } from '@dental/contracts';
import { AppLogger } from '@dental/server-core';
import { api, createCompany, createProbeUser, createTestApp, freshIp, sql } from '@dental/server-testing';
import { BAD_INPUT_CASES, requestFor, type OpenApiDocument, type SweepIds } from './bad-input-cases.js';

/**
 * Every operation of the OpenAPI document, fed each kind of bad input (bad-input-cases.ts) by an
 * admin holding every permission, must answer below 500 and log no error. The operations come
 * from /api/docs-json, so a new endpoint is swept without editing this file. The sweep works in a
 * company of its own: whatever a write accepts never shows in the lists other test files assert.
 */
describe('bad input on every operation of the OpenAPI document', () => {
  let app: INestApplication;
  let token: string;
  let ids: SweepIds;

  beforeAll(async () => {
    app = await createTestApp();
    ({ token, ids } = await sweepCompany(app));
  });
  afterAll(() => app.close());

  it('answers 4xx, never 5xx, and logs no error', async () => {
    const document = (await api(app).get('/api/docs-json')).body as OpenApiDocument;
    // Errors the server logs: a failure after the answer started (a CSV stream) shows only here.
    const logged = jest.spyOn(AppLogger.prototype, 'error').mockImplementation(() => undefined);
    const failures: string[] = [];
    let sent = 0;
    try {
      for (const badCase of BAD_INPUT_CASES) {
        for (const [path, operations] of Object.entries(document.paths)) {
          for (const [method, operation] of Object.entries(operations)) {
            const request = requestFor(path, operation, badCase, ids);
            if (!request) continue;
            sent += 1;
            logged.mockClear();
            const outcome = await send(app, method, request.url, request.body, token);
            const errors = logged.mock.calls.map((call) => JSON.stringify(call[0]).slice(0, 200));
            if (typeof outcome !== 'number' || outcome >= 500 || errors.length > 0) {
              failures.push(`${method.toUpperCase()} ${path} [${badCase.name}] -> ${outcome} ${errors.join(' ')}`.trim());
            }
          }
        }
      }
    } finally {
      logged.mockRestore();
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 110_000);

  it('names the field, with its message in the caller\'s language', async () => {
    const characters = 'Contains characters that cannot be saved (such as a NUL byte)';
    const years = 'Enter a date between the years 1900 and 2999';
    const option = 'Choose one of the offered values';
    const cases: [method: 'get' | 'post' | 'patch', url: string, body: object | undefined, fields: Record<string, string>][] = [
      ['post', '/api/auth', { username: 'ad\u0000min', password: 'admin' }, { username: characters }],
      ['post', '/api/settings/department', { name: 'a\ud800b' }, { name: characters }],
      ['get', '/api/patients?search=%00', undefined, { search: characters }],
      ['get', '/api/patients/export.csv?search=%00', undefined, { search: characters }],
      ['get', '/api/settings/department?search=%00', undefined, { search: characters }],
      ['get', '/api/dashboard/stats?date=0000-01-01', undefined, { date: years }],
      ['get', `/api/calendar/appointments?branch_uuid=${ids.branch}&date=0000-01-01`, undefined, { date: years }],
      ['post', '/api/patients', { first_name: 'A', last_name: 'B', dob: '0000-01-01' }, { dob: years }],
      ['patch', `/api/settings/users/${ids.user}`, { certificate_date: '0000-01-01', version: 1 }, { certificate_date: years }],
      ['post', '/api/calendar/appointments', { branch_uuid: ids.branch, patient_uuid: ids.patient, desired_date: '0000-01-01' }, { desired_date: years }],
      ['get', '/api/settings/department?sort=__proto__', undefined, { sort: option }],
      ['get', '/api/settings/department?sort=constructor', undefined, { sort: option }],
      ['get', '/api/settings/branches?sort=toString', undefined, { sort: option }],
      ['get', `/api/calendar/queue?branch_uuid=${ids.branch}&sort=constructor`, undefined, { sort: option }],
    ];
    for (const [method, url, body, fields] of cases) {
      const call = api(app)[method](url).set('authorization', token).set('x-forwarded-for', freshIp()).set('content-language', 'en');
      const res = await (body ? call.send(body) : call);
      expect({ url, status: res.status, fields: res.body.error?.fields }).toEqual({ url, status: 400, fields });
    }
  });
});

/** The answer's status, or what went wrong when there was no answer (a dropped connection). */
async function send(app: INestApplication, method: string, url: string, body: unknown, token: string): Promise<number | string> {
  const call = api(app)[method as 'get'](url)
    .set('authorization', token)
    .set('x-forwarded-for', freshIp())
    .set('content-language', 'en');
  try {
    return (await (body === undefined ? call : call.send(body as object))).status;
  } catch (error) {
    return `no answer: ${(error as Error).message}`;
  }
}

/**
 * A company with a clinic, a branch, a room, a patient, an admin holding every permission (the
 * sweep's session) and a colleague: the records path and query ids point at, so validation is
 * passed and the handler reached wherever only the bad field is wrong. Writes go to the colleague,
 * never to the signed-in admin, so no case can end the sweep's own session.
 */
async function sweepCompany(app: INestApplication): Promise<{ token: string; ids: SweepIds }> {
  const company = await createCompany(app, [...PERMISSIONS], 'Sweep');
  const { department, user: admin } = company;
  const colleague = await createProbeUser(app, [...PERMISSIONS], company.slug);
  const token = admin.token;
  const created = async (path: string, body: object): Promise<string> => {
    const res = await api(app).post(path).set('authorization', token).send(body);
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return (res.body.data as { uuid: string }).uuid;
  };
  const branch = await created('/api/settings/branches', { name: 'Sweep branch', department_uuid: department });
  for (const { uuid } of [admin, colleague]) await sql(app, `insert into user_branches (user_uuid, branch_uuid) values (?, ?)`, [uuid, branch]);
  const room = await created(`/api/settings/branches/${branch}/rooms`, { name: 'Sweep room' });
  const patient = await created('/api/patients', { first_name: 'Sweep', last_name: 'Patient' });
  return { token, ids: { department, branch, room, patient, user: colleague.uuid } };
}
