import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { branchSchema, departmentSchema, userSchema } from '@dental/contracts';
import { z } from 'zod';
import { createTestApp, findOrFail, signIn } from '@dental/server-testing';

describe('tenancy and versioned edits', () => {
  let app: INestApplication;
  let demoAdmin: string;
  let other: string;
  const api = () => request(app.getHttpServer());
  beforeAll(async () => {
    app = await createTestApp();
    [demoAdmin, other] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other')]);
  });
  afterAll(() => app.close());

  const demoBranches = async () =>
    z.array(branchSchema).parse((await api().get('/api/settings/branches').set('authorization', demoAdmin)).body.data);

  it('shows each company only its own branches', async () => {
    expect((await demoBranches()).map((branch) => branch.name)).toEqual(['Jūrmala', 'Rīgas centrs']);
    const res = await api().get('/api/settings/branches').set('authorization', other);
    expect(res.body.data.map((branch: { name: string }) => branch.name)).toEqual(['Liepāja']);
  });

  it("answers 404 for another company's branch or user, as if it did not exist", async () => {
    const [demoBranch] = await demoBranches();
    const branch = await api().get(`/api/settings/branches/${demoBranch.uuid}`).set('authorization', other);
    expect(branch.status).toBe(404);
    expect(branch.body.error.code).toBe('NOT_FOUND');

    const demoUsers = (await api().get('/api/settings/users').set('authorization', demoAdmin)).body.data as { uuid: string }[];
    const user = await api().get(`/api/settings/users/${demoUsers[0].uuid}`).set('authorization', other);
    expect(user.status).toBe(404);

    const edit = await api()
      .patch(`/api/settings/branches/${demoBranch.uuid}`)
      .set('authorization', other)
      .send({ name: 'Taken over', version: demoBranch.version });
    expect(edit.status).toBe(404);
  });

  it("answers a user's profile in the contract shape", async () => {
    const demoUsers = (await api().get('/api/settings/users').set('authorization', demoAdmin)).body.data as { uuid: string; username: string }[];
    const doctor = findOrFail(demoUsers, (user) => user.username === 'doctor', 'doctor');
    const res = await api().get(`/api/settings/users/${doctor.uuid}`).set('authorization', demoAdmin);
    const profile = userSchema.parse(res.body.data);
    expect(profile).toMatchObject({ first_name: 'Jānis', certificate_date: '2015-06-30' });
    expect(res.body.data).not.toHaveProperty('password_hash');
  });

  it('gives the branch picker only the branches a user works in', async () => {
    const assistant = await signIn(app, 'assistant');
    const res = await api().get('/api/meta/branches').set('authorization', assistant);
    expect(z.array(branchSchema).parse(res.body.data).map((branch) => branch.name)).toEqual(['Rīgas centrs']);
    expect(res.body.data[0].time_zone).toBe('Europe/Riga');
  });

  it('edits a branch with its version, and answers 409 VERSION_CONFLICT to a stale one', async () => {
    const [, riga] = await demoBranches();
    const first = await api()
      .patch(`/api/settings/branches/${riga.uuid}`)
      .set('authorization', demoAdmin)
      .send({ phone: '+371 67 000 001', version: riga.version });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ phone: '+371 67 000 001', version: riga.version + 1 });

    const stale = await api()
      .patch(`/api/settings/branches/${riga.uuid}`)
      .set('authorization', demoAdmin)
      .set('content-language', 'en')
      .send({ phone: '+371 67 000 002', version: riga.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');
  });

  it('edits a department with its version, and answers 409 to a stale one', async () => {
    const list = z.array(departmentSchema).parse((await api().get('/api/settings/department').set('authorization', other)).body.data);
    const [department] = list;
    const renamed = await api()
      .patch(`/api/settings/department/${department.uuid}`)
      .set('authorization', other)
      .send({ name: 'Other Clinic Liepāja', version: department.version });
    expect(renamed.status).toBe(200);
    const stale = await api()
      .patch(`/api/settings/department/${department.uuid}`)
      .set('authorization', other)
      .send({ name: 'Again', version: department.version });
    expect(stale.status).toBe(409);
  });

  it('refuses an edit without the permission (403), even within the company', async () => {
    const assistant = await signIn(app, 'assistant');
    const [demoBranch] = await demoBranches();
    const res = await api()
      .patch(`/api/settings/branches/${demoBranch.uuid}`)
      .set('authorization', assistant)
      .send({ name: 'x', version: demoBranch.version });
    expect(res.status).toBe(403);
  });
});
