import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { api as apiOf, createProbeUser, createTestApp, freshIp, signIn, sql } from '@dental/server-testing';

/** The API's smaller defences: the sign-in limiter, passwords, headers, the docs, error reports, the audit. */
let app: INestApplication;
let admin: string;
const api = () => apiOf(app);

beforeAll(async () => {
  app = await createTestApp();
  admin = await signIn(app, 'admin');
});

afterAll(async () => {
  await app?.close();
});

const login = (username: string, password: string, ip: string) =>
  api().post('/api/auth').set('x-forwarded-for', ip).send({ username, password });

describe('the sign-in limiter', () => {
  it('keys on the username and the address apart: ten failures for one username do not lock out a colleague at the same address', async () => {
    const office = freshIp();
    const careless = `typo-${randomUUID().slice(0, 8)}`;
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await login(careless, 'wrong', office)).status).toBe(401);
    expect((await login(careless, 'wrong', office)).status).toBe(429);
    expect((await login('doctor', 'doctor', office)).status).toBe(200);
  });

  it('still stops one address spraying many usernames', async () => {
    const sprayer = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) await login(`spray-${attempt}-${randomUUID().slice(0, 6)}`, 'x', sprayer);
    const res = await login('doctor', 'doctor', sprayer);
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
  });

  it('believes X-Forwarded-For only from a trusted proxy: otherwise the socket address is recorded', async () => {
    const untrusting = await createTestApp({ migrate: false, seed: false, docsPublic: false, trustedProxies: '10.255.255.254' });
    try {
      const username = `forged-${randomUUID().slice(0, 8)}`;
      await apiOf(untrusting).post('/api/auth').set('x-forwarded-for', '203.0.113.7').send({ username, password: 'x' });
      const [row] = await sql<{ ip: string }>(app, `select ip from login_attempt where username = ?`, [username]);
      expect(row.ip).not.toContain('203.0.113.7');
      expect(row.ip).toMatch(/127\.0\.0\.1|::1/);
    } finally {
      await untrusting.close();
    }
    const trustedName = `proxied-${randomUUID().slice(0, 8)}`;
    await login(trustedName, 'x', '198.51.100.9');
    const [proxied] = await sql<{ ip: string }>(app, `select ip from login_attempt where username = ?`, [trustedName]);
    expect(proxied.ip).toBe('198.51.100.9');
  });
});

describe('new passwords', () => {
  const create = (username: string, password: string) =>
    api().post('/api/settings/users').set('authorization', admin).set('content-language', 'en').send({ username, password, first_name: 'Test', last_name: 'Password' });

  it('refuses the username as the password, and a most-common password, naming the field', async () => {
    const username = `pw-${randomUUID().slice(0, 8)}`;
    const same = await create(username, username.toUpperCase());
    expect(same.status).toBe(400);
    expect(same.body.error.fields).toEqual({ password: 'The password must differ from the username' });
    const common = await create(username, 'password123');
    expect(common.status).toBe(400);
    expect(common.body.error.fields.password).toMatch(/most common/);
    expect(await sql(app, `select 1 from "user" where username = ?`, [username])).toHaveLength(0);
    expect((await create(username, 'Zils-kalns-1987')).status).toBe(201);
  });

  it('refuses a common password on a reset too, and the old one keeps working', async () => {
    const probe = await createProbeUser(app);
    const [{ version, username }] = await sql<{ version: number; username: string }>(app, `select version, username from "user" where uuid = ?`, [probe.uuid]);
    const res = await api().patch(`/api/settings/users/${probe.uuid}`).set('authorization', admin).send({ password: 'qwerty123', version });
    expect(res.status).toBe(400);
    expect((await login(username, username, freshIp())).status).toBe(200);
  });

  it('answers racing creations of one username with the same 400 USERNAME_TAKEN, one user made', async () => {
    const username = `race-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(username, 'Zils-kalns-1987')));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400]);
    for (const res of answers.filter((answer) => answer.status === 400)) expect(res.body.error.code).toBe('USERNAME_TAKEN');
    expect(await sql(app, `select 1 from "user" where username = ?`, [username])).toHaveLength(1);
  });
});

describe('headers on every answer', () => {
  it('sends nosniff, no framing and no-store on answers with patient data', async () => {
    const res = await api().get('/api/patients').set('authorization', admin);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const error = await api().get('/api/patients');
    expect(error.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the OpenAPI docs', () => {
  it('are for signed-in callers unless API_DOCS_PUBLIC is on', async () => {
    const closed = await createTestApp({ migrate: false, seed: false, docsPublic: false });
    try {
      expect((await apiOf(closed).get('/api/docs-json')).status).toBe(401);
      expect((await apiOf(closed).get('/api/docs')).status).toBe(401);
      expect((await apiOf(closed).get('/api/docs-json').set('authorization', 'Bearer forged-token')).status).toBe(401);
      const document = await apiOf(closed).get('/api/docs-json').set('authorization', admin);
      expect(document.status).toBe(200);
      expect(document.body.openapi).toMatch(/^3\./);
    } finally {
      await closed.close();
    }
    expect((await api().get('/api/docs-json')).status).toBe(200);
  });
});

describe('POST /api/client-errors (public)', () => {
  const report = (ip: string, body: object) => api().post('/api/client-errors').set('x-forwarded-for', ip).send(body);

  it('refuses an oversized report with a 4xx', async () => {
    const res = await report(freshIp(), { status: 500, method: 'GET', path: '/x', message: 'x'.repeat(20_000) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('rate-limits one address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt += 1) statuses.push((await report(ip, { status: 500, method: 'GET', path: '/api/x' })).status);
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await report(freshIp(), { status: 500, method: 'GET', path: '/api/x' })).status).toBe(204);
  });
});

describe('the patient audit trail outside the patients module', () => {
  it("records the calendar's read of one patient's appointment history", async () => {
    const [{ uuid: patientUuid }] = await sql<{ uuid: string }>(app, `select uuid from patient where deleted_at is null order by created_at limit 1`);
    const requestId = `audit-${randomUUID()}`;
    const res = await api().get('/api/calendar/history').query({ patient_uuid: patientUuid }).set('authorization', admin).set('x-request-id', requestId);
    expect(res.status).toBe(200);
    const rows = await sql<{ patient_uuid: string; action: string; resource: string }>(
      app,
      `select patient_uuid, action, resource from patient_audit where request_id = ?`,
      [requestId],
    );
    expect(rows).toEqual([{ patient_uuid: patientUuid, action: 'read', resource: 'calendar/history' }]);
  });
});
