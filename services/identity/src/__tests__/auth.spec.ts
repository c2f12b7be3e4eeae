import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { meSchema, sessionTokenSchema } from '@dental/contracts';
import { createProbeUser, createTestApp, freshIp, signIn } from '@dental/server-testing';

const HOUR = 3_600_000;

describe('sign-in and sessions (/api/auth)', () => {
  let app: INestApplication;
  const api = () => request(app.getHttpServer());
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const login = (body: object, ip = freshIp()) => api().post('/api/auth').set('x-forwarded-for', ip).send(body);

  it('signs in with the right password: a 12-hour session, or 30 days when remembered', async () => {
    const short = await login({ username: 'doctor', password: 'doctor' });
    expect(short.status).toBe(200);
    const shortExpiry = new Date(sessionTokenSchema.parse(short.body.data).expires_at).getTime();
    expect(shortExpiry - Date.now()).toBeGreaterThan(11.9 * HOUR);
    expect(shortExpiry - Date.now()).toBeLessThanOrEqual(12 * HOUR);

    const long = await login({ username: 'doctor', password: 'doctor', remember: true });
    const longExpiry = new Date(long.body.data.expires_at).getTime();
    expect(longExpiry - Date.now()).toBeGreaterThan(29.9 * 24 * HOUR);
    expect(longExpiry - Date.now()).toBeLessThanOrEqual(30 * 24 * HOUR);
  });

  it('refuses a wrong password or an unknown user with 401 AUTHORISATION_FAILED', async () => {
    for (const body of [
      { username: 'doctor', password: 'wrong' },
      { username: 'nobody-here', password: 'nobody-here' },
    ]) {
      const res = await login(body).set('content-language', 'en');
      expect(res.status).toBe(401);
      expect(res.body.error).toMatchObject({ code: 'AUTHORISATION_FAILED', message: 'Authorisation failed' });
    }
  });

  it('answers GET /api/auth with the signed-in user in the contract shape', async () => {
    const token = await signIn(app, 'assistant');
    const res = await api().get('/api/auth').set('authorization', token);
    expect(res.status).toBe(200);
    const me = meSchema.parse(res.body.data);
    expect(me).toMatchObject({ username: 'assistant', first_name: 'Līga', company: { slug: 'demo', name: 'Demo Dental' } });
    expect(me.permissions).toContain('calendar_view');
    expect(me.permissions).not.toContain('admin');
    expect(me.positions.map((position) => position.type)).toEqual([2]);
    expect(me.branches.map((branch) => branch.name)).toEqual(['Rīgas centrs']);
  });

  it('gives admin every permission', async () => {
    const res = await api().get('/api/auth').set('authorization', await signIn(app, 'admin'));
    expect(res.body.data.permissions).toEqual(expect.arrayContaining(['admin', 'branch_edit', 'report_view']));
  });

  it('answers 401 UNAUTHENTICATED without a token or with an unknown one', async () => {
    expect((await api().get('/api/auth')).status).toBe(401);
    const res = await api().get('/api/auth').set('authorization', 'Bearer not-a-real-token');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('revokes the token on logout: the same token then gets 401', async () => {
    // A user of its own, so no demo user's session of another test file is touched.
    const { token } = await createProbeUser(app);
    expect((await api().delete('/api/auth').set('authorization', token)).status).toBe(204);
    expect((await api().get('/api/auth').set('authorization', token)).status).toBe(401);
  });

  it('refreshes with PATCH: a fresh token works, the old one no longer does', async () => {
    const old = await signIn(app, 'manager', true);
    const res = await api().patch('/api/auth').set('authorization', old);
    expect(res.status).toBe(200);
    const fresh = sessionTokenSchema.parse(res.body.data);
    expect(new Date(fresh.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 24 * HOUR); // still remembered
    expect((await api().get('/api/auth').set('authorization', `Bearer ${fresh.token}`)).status).toBe(200);
    expect((await api().get('/api/auth').set('authorization', old)).status).toBe(401);
  });

  it('answers 429 after 10 failed sign-ins for one username within a minute', async () => {
    const username = `locked-${Date.now()}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ username, password: 'wrong' })).status).toBe(401);
    }
    const res = await login({ username, password: 'wrong' }).set('content-language', 'en');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
  });

  it('answers 429 after 30 failed sign-ins from one address, even for the right password', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login({ username: `guess-${attempt}-${Date.now()}`, password: 'x' }, ip);
    }
    expect((await login({ username: 'doctor', password: 'doctor' }, ip)).status).toBe(429);
    expect((await login({ username: 'doctor', password: 'doctor' })).status).toBe(200);
  });
});
