import type { INestApplication } from '@nestjs/common';
import { adminUserSchema, pagedEnvelope, positionSchema, userDetailsSchema, type Permission } from '@dental/contracts';
import { api as apiOf, createCompany, createProbeUser, createTestApp, signIn, sql as sqlOf, uniqueTag as tag } from '@dental/server-testing';

let app: INestApplication;
let admin: string;
let other: string;
let departmentUuid: string;
const api = () => apiOf(app);
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => sqlOf<T>(app, query, params);

/** The token of a demo-company user holding exactly `permissions`. */
const probe = async (permissions: Permission[]): Promise<string> => (await createProbeUser(app, permissions)).token;

/** A company of its own (see createCompany) whose user may view and edit clinics and branches. */
async function freshCompany(): Promise<{ token: string; departmentUuid: string }> {
  const company = await createCompany(app, ['branch_view', 'branch_edit', 'department_view', 'department_edit']);
  return { token: company.user.token, departmentUuid: company.department };
}

beforeAll(async () => {
  app = await createTestApp();
  [admin, other] = await Promise.all([signIn(app, 'admin'), signIn(app, 'other')]);
  departmentUuid = (await api().get('/api/settings/department').set('authorization', admin)).body.data[0].uuid;
});
afterAll(() => app.close());

describe('departments (clinics)', () => {
  it('creates, reads, edits (409 stale), lists its branches, refuses deleting one with branches, soft-deletes an empty one', async () => {
    const fresh = await freshCompany();
    const created = await api().post('/api/settings/department').set('authorization', fresh.token).send({ name: `Klīnika ${tag()}` });
    expect(created.status).toBe(201);
    const { uuid } = created.body.data;
    expect((await api().get(`/api/settings/department/${uuid}`).set('authorization', fresh.token)).body.data.name).toBe(created.body.data.name);
    expect((await api().patch(`/api/settings/department/${uuid}`).set('authorization', fresh.token).send({ name: 'Jaunā klīnika', version: 1 })).status).toBe(200);
    expect((await api().patch(`/api/settings/department/${uuid}`).set('authorization', fresh.token).send({ name: 'X', version: 1 })).status).toBe(409);
    expect((await api().get(`/api/settings/department/${uuid}`).set('authorization', admin)).status).toBe(404);
    const branches = await api().get(`/api/settings/department/${departmentUuid}/branches`).set('authorization', admin);
    expect(branches.body.meta.total).toBeGreaterThanOrEqual(2);
    expect((await api().delete(`/api/settings/department/${departmentUuid}`).set('authorization', admin)).status).toBe(409);
    expect((await api().delete(`/api/settings/department/${uuid}`).set('authorization', fresh.token)).status).toBe(204);
    const [row] = await sql<{ deleted_at: Date | null }>(`select deleted_at from department where uuid = ?`, [uuid]);
    expect(row.deleted_at).not.toBeNull();
    expect((await api().get(`/api/settings/department/${uuid}`).set('authorization', fresh.token)).status).toBe(404);
    expect((await api().get(`/api/settings/department/${departmentUuid}`).set('authorization', other)).status).toBe(404);
    const field = await api().post('/api/settings/department').set('authorization', fresh.token).send({ name: '' });
    expect(field.body.error.fields).toHaveProperty('name');
    expect((await api().post('/api/settings/department').set('authorization', await probe(['department_view'])).send({ name: 'X' })).status).toBe(403);
  });
});

describe('branches', () => {
  const png = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]).toString('base64')}`;

  it('creates a branch with every field and the default time zone, uploads a logo, soft-deletes', async () => {
    const { token: admin, departmentUuid } = await freshCompany();
    const body = {
      name: `Filiāle ${tag()}`, department_uuid: departmentUuid, email: 'f@demodental.lv', phone: '+371 1', bank_name: 'Swedbank',
      bank_code: 'HABA', bank_swift: 'HABALV22', iban: 'LV87HABA0551012345678', company_name: 'SIA X', company_number: '4000', vat_number: 'LV40003123456', address_declared: 'A', address_actual: 'B',
      invoice_template: 'default', color: '#010203',
    };
    const created = await api().post('/api/settings/branches').set('authorization', admin).send(body);
    expect(created.status).toBe(201);
    const { department_uuid: _department, ...fields } = body;
    expect(created.body.data).toMatchObject({ ...fields, department_uuid: departmentUuid, time_zone: 'Europe/Riga' });
    const { uuid } = created.body.data;

    const logo = await api().put(`/api/settings/branches/${uuid}/logo`).set('authorization', admin).send({ logo: png, version: 1 });
    expect(logo.status).toBe(200);
    expect(logo.body.data.logo).toBe(png);
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    const refused = await api().put(`/api/settings/branches/${uuid}/logo`).set('authorization', admin).set('content-language', 'en').send({ logo: fake, version: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.logo).toMatch(/PNG/);

    // An IBAN is taken as people write it (groups of four, any case), kept compact, and refused when its check digits fail.
    const spaced = await api().patch(`/api/settings/branches/${uuid}`).set('authorization', admin).send({ iban: 'lv80 bank 0000 4351 9500 1', version: 2 });
    expect(spaced.body.data).toMatchObject({ iban: 'LV80BANK0000435195001', version: 3 });
    const wrong = await api().patch(`/api/settings/branches/${uuid}`).set('authorization', admin).set('content-language', 'en').send({ iban: 'LV78HABA0551012345678', version: 3 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ iban: 'Enter a valid IBAN (e.g. LV80 BANK 0000 4351 9500 1)' });
    const zone = await api().patch(`/api/settings/branches/${uuid}`).set('authorization', admin).send({ time_zone: 'Mars/Olympus', version: 3 });
    expect(zone.status).toBe(400);
    expect(zone.body.error.fields).toHaveProperty('time_zone');
    expect((await api().patch(`/api/settings/branches/${uuid}`).set('authorization', admin).send({ time_zone: 'Europe/Tallinn', version: 3 })).body.data.time_zone).toBe('Europe/Tallinn');

    const list = await api().get('/api/settings/branches').query({ search: body.name }).set('authorization', admin);
    expect(list.body.data).toHaveLength(1);
    expect((await api().delete(`/api/settings/branches/${uuid}`).set('authorization', other)).status).toBe(404);
    expect((await api().delete(`/api/settings/branches/${uuid}`).set('authorization', admin)).status).toBe(204);
    expect((await api().get('/api/settings/branches').query({ search: body.name }).set('authorization', admin)).body.data).toHaveLength(0);
    expect((await api().post('/api/settings/branches').set('authorization', await probe(['branch_view'])).send(body)).status).toBe(403);
  });
});

describe('users', () => {
  const base = { first_name: 'Anna', last_name: 'Kalēja', password: 'slepena-parole' };

  it('creates a user with positions, specialities and branches, who can then sign in', async () => {
    const [position] = pagedEnvelope(positionSchema).parse((await api().get('/api/settings/roles').query({ search: 'Zobārsts' }).set('authorization', admin)).body).data;
    const speciality = (await api().get('/api/settings/specialities').set('authorization', admin)).body.data[0];
    const branch = (await api().get('/api/settings/branches').set('authorization', admin)).body.data[0];
    const username = `anna_${tag()}`;
    const created = await api().post('/api/settings/users').set('authorization', admin).send({
      ...base, username: username.toUpperCase(), personal_code: '161175-19997', certificate_date: '2020-01-31', default_duration: 45,
      style: { color: '#aa00aa' }, position_uuids: [position.uuid], speciality_uuids: [speciality.uuid], branch_uuids: [branch.uuid],
    });
    expect(created.status).toBe(201);
    const user = userDetailsSchema.parse(created.body.data);
    expect(user).toMatchObject({ username, personal_code: '161175-19997', default_duration: 45, style: { color: '#aa00aa' } });
    expect(user.specialities.map((item) => item.uuid)).toEqual([speciality.uuid]);
    expect(await signIn(app, username).catch(() => null)).toBeNull(); // signIn uses password = username
    const login = await api().post('/api/auth').set('x-forwarded-for', '10.99.0.1').send({ username, password: base.password });
    expect(login.status).toBe(200);

    const edited = await api().patch(`/api/settings/users/${user.uuid}`).set('authorization', admin).send({ last_name: 'Kalēja-Ozola', password: 'vel-slepenaka', version: user.version });
    expect(edited.body.data.last_name).toBe('Kalēja-Ozola');
    expect((await api().patch(`/api/settings/users/${user.uuid}`).set('authorization', admin).send({ last_name: 'X', version: user.version })).status).toBe(409);
    expect((await api().get(`/api/settings/users/${user.uuid}`).set('authorization', other)).status).toBe(404);
    expect((await api().delete(`/api/settings/users/${user.uuid}`).set('authorization', admin)).status).toBe(204);
    expect((await api().get('/api/settings/users').query({ search: username }).set('authorization', admin)).body.data).toHaveLength(0);
    const relogin = await api().post('/api/auth').set('x-forwarded-for', '10.99.0.2').send({ username, password: 'vel-slepenaka' });
    expect(relogin.status).toBe(401);
  });

  it("answers the spec's username rules on the field: 'No username typed!' and 'Username already taken!'", async () => {
    const missing = await api().post('/api/settings/users').set('authorization', admin).set('content-language', 'en').send({ ...base, username: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'USERNAME_REQUIRED', message: 'No username typed!', fields: { username: 'No username typed!' } });
    const absent = await api().post('/api/settings/users').set('authorization', admin).send(base);
    expect(absent.body.error.code).toBe('USERNAME_REQUIRED');
    const taken = await api().post('/api/settings/users').set('authorization', admin).set('content-language', 'en').send({ ...base, username: 'Doctor' });
    expect(taken.body.error).toMatchObject({ code: 'USERNAME_TAKEN', fields: { username: 'Username already taken!' } });
    const takenLv = await api().post('/api/settings/users').set('authorization', admin).send({ ...base, username: 'other' });
    expect(takenLv.body.error.code).toBe('USERNAME_TAKEN');
    expect(takenLv.body.error.fields.username).not.toBe('Username already taken!');
  });

  it('validates the personal code, links of another company, and needs user_edit', async () => {
    const code = await api().post('/api/settings/users').set('authorization', admin).send({ ...base, username: `x_${tag()}`, personal_code: '161175-19990' });
    expect(code.body.error.fields).toHaveProperty('personal_code');
    const otherBranch = (await api().get('/api/settings/branches').set('authorization', other)).body.data[0].uuid;
    const link = await api().post('/api/settings/users').set('authorization', admin).send({ ...base, username: `x_${tag()}`, branch_uuids: [otherBranch] });
    expect(link.body.error.fields).toHaveProperty('branch_uuids');
    expect((await api().post('/api/settings/users').set('authorization', await probe(['user_view'])).send({ ...base, username: `x_${tag()}` })).status).toBe(403);
  });
});

describe('positions (roles)', () => {
  it('creates, edits (409 stale) and deletes a role; permissions must be known; only an admin grants admin', async () => {
    const created = await api().post('/api/settings/roles').set('authorization', admin).send({ name: `Higiēnists ${tag()}`, type: 2, permissions: ['calendar_view', 'patients_view'] });
    expect(created.status).toBe(201);
    const role = positionSchema.parse(created.body.data);
    expect(role).toMatchObject({ type: 2, user_count: 0, permissions: ['calendar_view', 'patients_view'] });
    expect((await api().patch(`/api/settings/roles/${role.uuid}`).set('authorization', admin).send({ permissions: ['calendar_view'], version: 1 })).body.data.version).toBe(2);
    expect((await api().patch(`/api/settings/roles/${role.uuid}`).set('authorization', admin).send({ name: 'X', version: 1 })).status).toBe(409);
    const unknown = await api().post('/api/settings/roles').set('authorization', admin).send({ name: 'X', type: 1, permissions: ['fly'] });
    expect(unknown.body.error.fields).toHaveProperty(['permissions.0']);
    const manager = await signIn(app, 'manager');
    expect((await api().post('/api/settings/roles').set('authorization', manager).send({ name: 'Sneaky', type: 0, permissions: ['admin'] })).status).toBe(403);
    expect((await api().get(`/api/settings/roles/${role.uuid}`).set('authorization', other)).status).toBe(404);
    expect((await api().get(`/api/settings/roles/${role.uuid}/settings`).set('authorization', await probe(['role_view']))).status).toBe(403);
    expect((await api().delete(`/api/settings/roles/${role.uuid}`).set('authorization', admin)).status).toBe(204);
  });
});

describe('specialities', () => {
  it('lists the seeded catalogue, creates, edits and deletes', async () => {
    const list = (await api().get('/api/settings/specialities').query({ per_page: 50 }).set('authorization', admin)).body.data.map((item: { name: string }) => item.name);
    expect(list).toEqual(expect.arrayContaining(['Terapeits', 'Ķirurgs', 'Ortodonts', 'Higiēnists', 'Bērnu zobārsts']));
    const created = await api().post('/api/settings/specialities').set('authorization', admin).send({ name: `Periodontologs ${tag()}` });
    expect(created.status).toBe(201);
    expect((await api().patch(`/api/settings/specialities/${created.body.data.uuid}`).set('authorization', admin).send({ name: 'Endodontists', version: 1 })).status).toBe(200);
    expect((await api().delete(`/api/settings/specialities/${created.body.data.uuid}`).set('authorization', other)).status).toBe(404);
    expect((await api().delete(`/api/settings/specialities/${created.body.data.uuid}`).set('authorization', admin)).status).toBe(204);
  });
});

describe('admin users', () => {
  it('lists users of every company with their company (admin only) and edits one', async () => {
    const page = pagedEnvelope(adminUserSchema).parse((await api().get('/api/admin/users').query({ per_page: 200 }).set('authorization', admin)).body);
    expect([...new Set(page.data.map((user) => user.company.slug))]).toEqual(expect.arrayContaining(['demo', 'other']));
    const otherUser = page.data.find((user) => user.username === 'other');
    if (!otherUser) throw new Error('user other not found');
    const edited = await api().patch(`/api/admin/users/${otherUser.uuid}`).set('authorization', admin).send({ phone: '+371 20000000', version: otherUser.version });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ phone: '+371 20000000', company: { slug: 'other' } });
    expect((await api().get('/api/admin/users').set('authorization', other)).status).toBe(403);
    expect((await api().get(`/api/admin/users/${otherUser.uuid}`).set('authorization', admin)).body.data.username).toBe('other');
  });
});
