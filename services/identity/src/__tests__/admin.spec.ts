import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { branchSchema, companySchema, impersonationTokenSchema, meSchema } from '@dental/contracts';
import { z } from 'zod';
import { createTestApp, findOrFail, freshIp, signIn } from '@dental/server-testing';

describe('admin: companies, switching, impersonation', () => {
  let app: INestApplication;
  let admin: string;
  let manager: string;
  const api = () => request(app.getHttpServer());
  beforeAll(async () => {
    app = await createTestApp();
    [admin, manager] = await Promise.all([signIn(app, 'admin'), signIn(app, 'manager')]);
  });
  afterAll(() => app.close());

  const userUuid = async (username: string) => {
    const users = await api().get('/api/settings/users').set('authorization', admin);
    return findOrFail(users.body.data as { uuid: string; username: string }[], (user) => user.username === username, username).uuid;
  };

  it('answers 403 FORBIDDEN on every admin endpoint for a user without `admin`', async () => {
    const doctorUuid = await userUuid('doctor');
    const calls = [
      api().get('/api/admin/company'),
      api().post('/api/admin/company/1/switch'),
      api().post(`/api/admin/users/${doctorUuid}/impersonate`),
    ];
    for (const call of calls) {
      const res = await call.set('authorization', manager).set('content-language', 'en');
      expect(res.status).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
    }
  });

  it('lists the companies for admin', async () => {
    const res = await api().get('/api/admin/company').set('authorization', admin);
    expect(res.status).toBe(200);
    const companies = z.array(companySchema).parse(res.body.data);
    expect(companies.map((company) => company.slug)).toEqual(expect.arrayContaining(['demo', 'other']));
  });

  it('switches the active company: later calls of that session act in Other Clinic', async () => {
    const session = await signIn(app, 'admin');
    const companies = (await api().get('/api/admin/company').set('authorization', session)).body.data as { id: number; slug: string }[];
    const other = findOrFail(companies, (company) => company.slug === 'other', 'Other Clinic');

    const res = await api().post(`/api/admin/company/${other.id}/switch`).set('authorization', session);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: other.id, name: 'Other Clinic', slug: 'other' });

    const branches = z.array(branchSchema).parse((await api().get('/api/meta/branches').set('authorization', session)).body.data);
    expect(branches.map((branch) => branch.name)).toEqual(['Liepāja']);
    const me = meSchema.parse((await api().get('/api/auth').set('authorization', session)).body.data);
    expect(me.company.slug).toBe('other');
    expect(me.username).toBe('admin');

    // Other sessions of the same admin stay where they were.
    const stillDemo = await api().get('/api/meta/branches').set('authorization', admin);
    expect(stillDemo.body.data.map((branch: { name: string }) => branch.name)).toEqual(['Jūrmala', 'Rīgas centrs']);
  });

  it('answers 404 when switching to a company that does not exist', async () => {
    const res = await api().post('/api/admin/company/999999/switch').set('authorization', admin);
    expect(res.status).toBe(404);
  });

  it('issues a single-use impersonation token: it signs in once, then answers 401', async () => {
    const issued = await api().post(`/api/admin/users/${await userUuid('doctor')}/impersonate`).set('authorization', admin);
    expect(issued.status).toBe(201);
    const { token, expires_at } = impersonationTokenSchema.parse(issued.body.data);
    expect(new Date(expires_at).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const first = await api().post('/api/auth').set('x-forwarded-for', freshIp()).send({ impersonate_token: token });
    expect(first.status).toBe(200);
    const me = meSchema.parse(
      (await api().get('/api/auth').set('authorization', `Bearer ${first.body.data.token}`)).body.data,
    );
    expect(me.username).toBe('doctor');
    expect(me.impersonated_by).toBe('admin');

    const second = await api().post('/api/auth').set('x-forwarded-for', freshIp()).send({ impersonate_token: token });
    expect(second.status).toBe(401);
    expect(second.body.error.code).toBe('IMPERSONATION_TOKEN_INVALID');
  });

  it('cannot impersonate a user of another company (404)', async () => {
    const other = await signIn(app, 'other');
    const users = await api().get('/api/settings/users').set('authorization', other);
    const otherUuid = users.body.data[0].uuid as string;
    const res = await api().post(`/api/admin/users/${otherUuid}/impersonate`).set('authorization', admin);
    expect(res.status).toBe(404);
  });
});
