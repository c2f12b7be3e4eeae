import type { INestApplication } from '@nestjs/common';
import { branchSettingsSchema, branchWorkingHoursSchema, pagedEnvelope, roomSchema } from '@dental/contracts';
import { api, createTestApp, findOrFail, uniqueTag } from '@dental/server-testing';
import { describeCrud, tokensFor, type Tokens } from './settings-test-kit.js';

let app: INestApplication;
let tokens: Tokens;
let riga: string;
let jurmala: string;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await tokensFor(app);
  const branches = (await api(app).get('/api/settings/branches').set('authorization', tokens.admin)).body.data as { uuid: string; name: string }[];
  riga = findOrFail(branches, (branch) => branch.name === 'Rīgas centrs', 'item').uuid;
  jurmala = findOrFail(branches, (branch) => branch.name === 'Jūrmala', 'item').uuid;
});
afterAll(() => app.close());

const ready = async () => ({ app, tokens });

describeCrud('rooms', async () => ({
  ...(await ready()),
  crud: {
    base: `/api/settings/branches/${jurmala}/rooms`,
    table: 'room',
    view: 'branch_rooms_view',
    edit: 'branch_edit',
    create: () => ({ name: `Kabinets ${uniqueTag()}`, color: '#123456', hidden: 0 }),
    edited: { name: 'Ķirurģijas kabinets', hidden: 1, color: '#abcdef' },
    invalid: { body: { name: '', color: 'red' }, field: 'color' },
    searchBy: 'name',
  },
}));

describeCrud('holidays', async () => ({
  ...(await ready()),
  crud: {
    base: `/api/settings/branches/${riga}/holidays`,
    table: 'branch_holiday',
    view: 'branch_working_hours_view',
    edit: 'branch_edit',
    create: () => ({ date_from: '2027-06-23', date_to: '2027-06-24', type: 1, comment: `Līgo ${uniqueTag()}` }),
    edited: { date_from: '2027-06-23', date_to: '2027-06-25', type: 2, comment: 'Jāņi', repeat_type: 'none', repeat_after: 1 },
    invalid: { body: { date_from: '2027-13-01', date_to: '2027-06-24', type: 1 }, field: 'date_from' },
    searchBy: 'comment',
  },
}));

describe('rooms for the calendar', () => {
  it('lists the seeded rooms of a branch in order, treatment rooms then the front desk', async () => {
    const res = await api(app).get(`/api/settings/branches/${riga}/rooms`).query({ sort: 'sort_order' }).set('authorization', tokens.admin);
    const page = pagedEnvelope(roomSchema).parse(res.body);
    const seeded = page.data.filter((room) => room.name.startsWith('Kabinets') || room.name === 'Reģistratūra').slice(0, 5);
    expect(seeded.map((room) => [room.name, room.hidden])).toEqual([
      ['Kabinets 1', 0],
      ['Kabinets 2', 0],
      ['Kabinets 3', 0],
      ['Kabinets 4', 0],
      ['Reģistratūra', 1],
    ]);
  });

  it('refuses an unknown sort field with 400 on `sort`', async () => {
    const res = await api(app).get(`/api/settings/branches/${riga}/rooms`).query({ sort: 'password' }).set('authorization', tokens.admin);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('sort');
  });
});

describe('holiday recurrence rules', () => {
  const post = (body: object) => api(app).post(`/api/settings/branches/${riga}/holidays`).set('authorization', tokens.admin).set('content-language', 'en').send(body);

  it('answers INVALID_DATE_RANGE when the end is before the start', async () => {
    const res = await post({ date_from: '2027-05-10', date_to: '2027-05-01', type: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_DATE_RANGE', message: 'Incorrectly chosen dates' });
    expect(res.body.error.fields).toHaveProperty('date_to');
  });

  it('answers RECURRING_DATE_EQUAL for a repeat starting and ending the same day', async () => {
    const res = await post({ date_from: '2027-05-10', date_to: '2027-05-10', type: 2, repeat_type: 'day', repeat_after: 1 });
    expect(res.body.error.code).toBe('RECURRING_DATE_EQUAL');
  });

  it('answers WEEK_DAYS_NOT_SELECTED for a weekly repeat without weekdays', async () => {
    const res = await post({ date_from: '2027-05-01', date_to: '2027-05-31', type: 3, repeat_type: 'week' });
    expect(res.body.error.code).toBe('WEEK_DAYS_NOT_SELECTED');
  });

  it('answers ZERO_EVENTS_INSERTED when the weekdays never fall in the range', async () => {
    const res = await post({ date_from: '2027-05-03', date_to: '2027-05-04', type: 3, repeat_type: 'week', weekdays: [6] });
    expect(res.body.error.code).toBe('ZERO_EVENTS_INSERTED');
  });

  it('saves a weekly technical break on chosen weekdays', async () => {
    const res = await post({ date_from: '2027-05-01', date_to: '2027-05-31', type: 2, repeat_type: 'week', repeat_after: 2, weekdays: [3] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ repeat_type: 'week', repeat_after: 2, weekdays: [3] });
  });
});

describe('branch settings and working hours', () => {
  it('answers the defaults (version 0) until saved, then saves with versions (409 when stale)', async () => {
    // Other Clinic's branch has no stored settings: the defaults show until its first save.
    const branch = (await api(app).get('/api/settings/branches').set('authorization', tokens.other)).body.data[0];
    const admin = tokens.admin;
    tokens.admin = tokens.other;
    const initial = await api(app).get(`/api/settings/branches/${branch.uuid}/settings`).set('authorization', tokens.admin);
    expect(branchSettingsSchema.parse(initial.body.data)).toMatchObject({ calendar_room_count: 6, planner_room_count: 6, slot_duration: 15, time_buffer: 1, version: 0 });

    const saved = await api(app).put(`/api/settings/branches/${branch.uuid}/settings`).set('authorization', tokens.admin).send({ calendar_room_count: 4, slot_duration: 30, version: 0 });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ calendar_room_count: 4, planner_room_count: 6, slot_duration: 30, version: 1 });
    const stale = await api(app).put(`/api/settings/branches/${branch.uuid}/settings`).set('authorization', tokens.admin).send({ calendar_room_count: 5, version: 0 });
    expect(stale.status).toBe(409);
    const invalid = await api(app).put(`/api/settings/branches/${branch.uuid}/settings`).set('authorization', tokens.admin).send({ slot_duration: 17, version: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty('slot_duration');
    tokens.admin = admin;
  });

  it('keeps a week of opening hours; an open day must open before it closes', async () => {
    const current = branchWorkingHoursSchema.parse((await api(app).get(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.admin)).body.data);
    expect(current.days).toHaveLength(7);
    const days = current.days.map((day) => (day.weekday === 6 ? { weekday: 6, open: '10:00', close: '13:00', closed: false } : day));
    const saved = await api(app).put(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.admin).send({ days, version: current.version });
    expect(saved.status).toBe(200);
    expect(saved.body.data.days[5]).toEqual({ weekday: 6, open: '10:00', close: '13:00', closed: false });

    const wrong = days.map((day) => (day.weekday === 1 ? { weekday: 1, open: '18:00', close: '08:00', closed: false } : day));
    const refused = await api(app).put(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.admin).send({ days: wrong, version: saved.body.data.version });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('INVALID_DATE_RANGE');
    expect(refused.body.error.fields).toHaveProperty(['days.0.close']);

    const stale = await api(app).put(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.admin).send({ days, version: current.version });
    expect(stale.status).toBe(409);
    // The demo branch's week back as it was: other test files book in it (the database is shared).
    const restored = await api(app).put(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.admin).send({ days: current.days, version: saved.body.data.version });
    expect(restored.status).toBe(200);
  });

  it('needs branch_settings_view / branch_working_hours_view to read and branch_edit to write', async () => {
    await tokens.probe.grant(['branch_settings_view']);
    expect((await api(app).get(`/api/settings/branches/${riga}/settings`).set('authorization', tokens.probe.token)).status).toBe(200);
    expect((await api(app).get(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.probe.token)).status).toBe(403);
    expect((await api(app).put(`/api/settings/branches/${riga}/settings`).set('authorization', tokens.probe.token).send({ version: 0 })).status).toBe(403);
  });

  it("answers 404 for another company's branch", async () => {
    expect((await api(app).get(`/api/settings/branches/${riga}/settings`).set('authorization', tokens.other)).status).toBe(404);
    expect((await api(app).get(`/api/settings/branches/${riga}/working-hours`).set('authorization', tokens.other)).status).toBe(404);
  });
});
