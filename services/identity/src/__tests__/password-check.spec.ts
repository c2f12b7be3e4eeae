import type { INestApplication } from '@nestjs/common';
import { api, createProbeUser, createTestApp, sql } from '@dental/server-testing';

/**
 * POST /api/auth/password-check (issue 29): the signed-in staff member's own password leaves a
 * tablet's locked patient view; a wrong one names the field (the session stays) and is recorded as a failed sign-in.
 */
describe('identity: password check', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 204 to the user’s own password and names the field on another, counting the failure', async () => {
    const probe = await createProbeUser(app, []);
    const check = (password: string, token = probe.token) => api(app).post('/api/auth/password-check').set('authorization', token).set('content-language', 'en').send({ password });
    expect((await check(probe.username)).status).toBe(204);
    const wrong = await check('not-the-password');
    expect([wrong.status, wrong.body.error.fields]).toEqual([400, { password: 'Wrong password' }]);
    const attempts = await sql<{ succeeded: boolean }>(app, 'select succeeded from login_attempt where username = ? order by created_at', [probe.username]);
    expect(attempts.map((row) => row.succeeded)).toEqual([true, true, false]);
    // The session stays: the tablet is still signed in after a wrong password.
    expect((await api(app).get('/api/auth').set('authorization', probe.token)).status).toBe(200);
    const empty = await check('');
    expect([empty.status, Object.keys(empty.body.error.fields)]).toEqual([400, ['password']]);
    expect((await api(app).post('/api/auth/password-check').send({ password: probe.username })).status).toBe(401);
  });
});
