import type { INestApplication } from '@nestjs/common';
import { userSettingsSchema, workTemplateSchema } from '@dental/contracts';
import { z } from 'zod';
import { api, createTestApp, findOrFail, sql, uniqueTag } from '@dental/server-testing';
import { describeCrud, tokensFor, type Tokens } from './settings-test-kit.js';

let app: INestApplication;
let tokens: Tokens;
let doctor: string;
let riga: string;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await tokensFor(app);
  const users = (await api(app).get('/api/settings/users').query({ search: 'doctor' }).set('authorization', tokens.admin)).body.data as { uuid: string; username: string }[];
  doctor = findOrFail(users, (user) => user.username === 'doctor', 'item').uuid;
  const branches = (await api(app).get('/api/settings/branches').set('authorization', tokens.admin)).body.data as { uuid: string; name: string }[];
  riga = findOrFail(branches, (branch) => branch.name === 'Rīgas centrs', 'item').uuid;
});
afterAll(() => app.close());

describeCrud('vacations', async () => ({
  app,
  tokens,
  crud: {
    base: `/api/settings/users/${doctor}/vacations`,
    table: 'user_vacation',
    view: 'user_working_hours_view',
    edit: 'user_edit',
    create: () => ({ date_from: '2027-07-01', date_to: '2027-07-14', type: 1, comment: `Atvaļinājums ${uniqueTag()}` }),
    edited: { date_from: '2027-07-01', date_to: '2027-07-21', type: 4, comment: 'Kursi', repeat_type: 'none', repeat_after: 1 },
    invalid: { body: { date_from: '2027-07-01', date_to: '2027-07-02', type: 7 }, field: 'type' },
    searchBy: 'comment',
  },
}));

describe('user working hours (weekly templates)', () => {
  const base = () => `/api/settings/users/${doctor}/working-hours`;

  it('lists the seeded week of the demo doctor', async () => {
    const res = await api(app).get(base()).set('authorization', tokens.admin);
    const week = z.array(workTemplateSchema).parse(res.body.data);
    expect(week.map((entry) => entry.weekday)).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds, edits (409 when stale) and removes a template', async () => {
    const created = await api(app).post(base()).set('authorization', tokens.admin).send({ branch_uuid: riga, weekday: 6, time_from: '09:00', time_to: '13:00' });
    expect(created.status).toBe(201);
    const edited = await api(app).patch(`${base()}/${created.body.data.uuid}`).set('authorization', tokens.admin).send({ time_to: '14:00', version: 1 });
    expect(edited.body.data).toMatchObject({ time_to: '14:00', version: 2 });
    expect((await api(app).patch(`${base()}/${created.body.data.uuid}`).set('authorization', tokens.admin).send({ time_to: '15:00', version: 1 })).status).toBe(409);
    expect((await api(app).delete(`${base()}/${created.body.data.uuid}`).set('authorization', tokens.admin)).status).toBe(204);
  });

  it('refuses a start after the end, a branch the user does not work in, and a user without branches', async () => {
    const backwards = await api(app).post(base()).set('authorization', tokens.admin).send({ branch_uuid: riga, weekday: 6, time_from: '14:00', time_to: '09:00' });
    expect(backwards.body.error.code).toBe('INVALID_DATE_RANGE');
    const admin = (await api(app).get('/api/settings/users').query({ search: 'admin' }).set('authorization', tokens.admin)).body.data.find((user: { username: string }) => user.username === 'admin');
    const noBranches = await api(app).post(`/api/settings/users/${admin.uuid}/working-hours`).set('authorization', tokens.admin).set('content-language', 'en').send({ branch_uuid: riga, weekday: 1, time_from: '09:00', time_to: '12:00' });
    expect(noBranches.status).toBe(400);
    expect(noBranches.body.error).toMatchObject({ code: 'USER_NO_ACTIVE_BRANCHES', message: 'User has not active branches!' });
    const lv = await api(app).post(`/api/settings/users/${admin.uuid}/working-hours`).set('authorization', tokens.admin).send({ branch_uuid: riga, weekday: 1, time_from: '09:00', time_to: '12:00' });
    expect(lv.body.error.message).not.toBe('User has not active branches!');
  });

  it('needs user_working_hours_view to read and user_edit to write; 404 across companies', async () => {
    await tokens.probe.grant(['user_working_hours_view']);
    expect((await api(app).get(base()).set('authorization', tokens.probe.token)).status).toBe(200);
    expect((await api(app).post(base()).set('authorization', tokens.probe.token).send({ branch_uuid: riga, weekday: 6, time_from: '09:00', time_to: '13:00' })).status).toBe(403);
    expect((await api(app).get(base()).set('authorization', tokens.other)).status).toBe(404);
  });
});

describe('vacation recurrence rules', () => {
  it('answers the recurrence codes on the field', async () => {
    const post = (body: object) => api(app).post(`/api/settings/users/${doctor}/vacations`).set('authorization', tokens.admin).send(body);
    expect((await post({ date_from: '2027-08-10', date_to: '2027-08-01', type: 1 })).body.error.code).toBe('INVALID_DATE_RANGE');
    expect((await post({ date_from: '2027-08-10', date_to: '2027-08-10', type: 4, repeat_type: 'week', weekdays: [2] })).body.error.code).toBe('RECURRING_DATE_EQUAL');
    const noDays = await post({ date_from: '2027-08-01', date_to: '2027-08-31', type: 4, repeat_type: 'week' });
    expect(noDays.body.error).toMatchObject({ code: 'WEEK_DAYS_NOT_SELECTED' });
    expect(noDays.body.error.fields).toHaveProperty('weekdays');
  });
});

describe('user settings', () => {
  it('answers defaults, then saves with versions; the admin reaches any company', async () => {
    const path = `/api/settings/users/${doctor}/settings`;
    const initial = userSettingsSchema.parse((await api(app).get(path).set('authorization', tokens.admin)).body.data);
    expect(initial).toMatchObject({ calendar_slot_duration: 15, language: 'lv', version: 0 });
    const saved = await api(app).put(path).set('authorization', tokens.admin).send({ planner_slot_duration: 60, language: 'en', version: 0 });
    expect(saved.body.data).toMatchObject({ planner_slot_duration: 60, language: 'en', version: 1 });
    expect((await api(app).put(path).set('authorization', tokens.admin).send({ language: 'ru', version: 0 })).status).toBe(409);
    expect((await api(app).put(path).set('authorization', tokens.admin).send({ language: 'de', version: 1 })).status).toBe(400);
    expect((await api(app).get(path).set('authorization', tokens.other)).status).toBe(404);

    const otherUser = (await api(app).get('/api/admin/users').query({ search: 'other' }).set('authorization', tokens.admin)).body.data.find((user: { username: string }) => user.username === 'other');
    const adminPath = `/api/admin/users/${otherUser.uuid}/settings`;
    const adminSaved = await api(app).put(adminPath).set('authorization', tokens.admin).send({ calendar_time_buffer: 2, version: 0 });
    expect(adminSaved.status).toBe(200);
    // Stored in the user's own company: the user's company sees it.
    const own = await api(app).get(`/api/settings/users/${otherUser.uuid}/settings`).set('authorization', tokens.other);
    expect(own.body.data).toMatchObject({ calendar_time_buffer: 2, version: adminSaved.body.data.version });
    // The row was inserted by raw SQL (the subscriber would stamp the admin's company): it carries
    // the user's company, so the admin's own company never reads it back.
    const [row] = await sql<{ company_id: number; user_company: number }>(
      app,
      `select s.company_id, u.company_id as user_company from user_settings s join "user" u on u.uuid = s.user_uuid where s.user_uuid = ?`,
      [otherUser.uuid],
    );
    expect(row.company_id).toBe(row.user_company);
    expect((await api(app).get(`/api/settings/users/${otherUser.uuid}/settings`).set('authorization', tokens.admin)).status).toBe(404);
    expect((await api(app).get(adminPath).set('authorization', tokens.other)).status).toBe(403);
  });
});
