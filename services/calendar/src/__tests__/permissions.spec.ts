import type { INestApplication } from '@nestjs/common';
import { PERMISSION_AREAS, type Permission } from '@dental/contracts';
import type { Test } from 'supertest';
import { api, booking, bookingSetup, createProbeUser, type DemoFixtures } from '@dental/server-testing';

const CALENDAR_AND_PLANNER: Permission[] = [...PERMISSION_AREAS.calendar, ...PERMISSION_AREAS.planner];

/** Each calendar and planner route with the one permission it needs: without it 403, with it through. */
describe('calendar and planner: permissions', () => {
  let app: INestApplication;
  let admin: string;
  let probe: Awaited<ReturnType<typeof createProbeUser>>;
  let fx: DemoFixtures;
  let uuid: string;
  let workTime: string;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    probe = await createProbeUser(app);
    const created = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2033-05-02', '09:00', '09:30'));
    uuid = created.body.data.uuid;
    const scheduled = await api(app).post('/api/planner/worktimes').set('authorization', admin).send({
      branch_uuid: fx.branch,
      room_uuid: fx.rooms[0],
      user_uuid: fx.doctor,
      date_from: '2033-05-02',
      date_to: '2033-05-02',
      time_from: '08:00',
      time_to: '16:00',
      repeat_type: 'none',
    });
    workTime = scheduled.body.data.created[0].uuid;
  });
  afterAll(() => app.close());

  const routes: { name: string; permission: Permission; call: (token: string) => Test }[] = [
    { name: 'calendar view', permission: 'calendar_view', call: (t) => api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch, date: '2033-05-02' }).set('authorization', t) },
    { name: 'one appointment', permission: 'calendar_view', call: (t) => api(app).get(`/api/calendar/appointments/${uuid}`).set('authorization', t) },
    { name: 'change log', permission: 'calendar_view', call: (t) => api(app).get(`/api/calendar/appointments/${uuid}/changes`).set('authorization', t) },
    { name: 'queue', permission: 'calendar_view', call: (t) => api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch }).set('authorization', t) },
    { name: 'queue to call', permission: 'calendar_view', call: (t) => api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, filter: 'to_call' }).set('authorization', t) },
    { name: 'called', permission: 'calendar_edit', call: (t) => api(app).post(`/api/calendar/appointments/${uuid}/called`).set('authorization', t).send({ version: 99 }) },
    { name: 'history', permission: 'calendar_view', call: (t) => api(app).get('/api/calendar/history').query({ branch_uuid: fx.branch }).set('authorization', t) },
    { name: 'create', permission: 'calendar_add', call: (t) => api(app).post('/api/calendar/appointments').set('authorization', t).send(booking(fx, '2033-05-03', '09:00', '09:30')) },
    { name: 'edit', permission: 'calendar_edit', call: (t) => api(app).patch(`/api/calendar/appointments/${uuid}`).set('authorization', t).send({ comment: 'x', version: 99 }) },
    {
      name: 'move',
      permission: 'calendar_edit',
      call: (t) => api(app).patch(`/api/calendar/appointments/${uuid}/move`).set('authorization', t).send({ room_uuid: fx.rooms[1], time_from: '2033-05-02T08:00:00Z', time_to: '2033-05-02T08:30:00Z', version: 99 }),
    },
    { name: 'status', permission: 'calendar_edit', call: (t) => api(app).patch(`/api/calendar/appointments/${uuid}/status`).set('authorization', t).send({ status: 2, version: 99 }) },
    { name: 'start', permission: 'calendar_edit', call: (t) => api(app).post(`/api/calendar/appointments/${uuid}/start`).set('authorization', t).send({ version: 99 }) },
    { name: 'end', permission: 'calendar_edit', call: (t) => api(app).post(`/api/calendar/appointments/${uuid}/end`).set('authorization', t).send({ version: 99 }) },
    { name: 'plan', permission: 'calendar_edit', call: (t) => api(app).post(`/api/calendar/appointments/${uuid}/plan`).set('authorization', t).send({ room_uuid: fx.rooms[1], time_from: '2033-05-02T08:00:00Z', time_to: '2033-05-02T08:30:00Z', version: 99 }) },
    { name: 'cancel', permission: 'calendar_delete', call: (t) => api(app).post(`/api/calendar/appointments/${uuid}/cancel`).set('authorization', t).send({ version: 99 }) },
    { name: 'delete', permission: 'calendar_delete', call: (t) => api(app).delete(`/api/calendar/appointments/${uuid}`).query({ version: 99 }).set('authorization', t) },
    { name: 'export', permission: 'calendar_export', call: (t) => api(app).get('/api/calendar/export').query({ branch_uuid: fx.branch, date: '2033-05-02', format: 'ics' }).set('authorization', t) },
    { name: 'planner', permission: 'planner_view', call: (t) => api(app).get('/api/planner').query({ branch_uuid: fx.branch, date: '2033-05-02' }).set('authorization', t) },
    { name: 'work times', permission: 'planner_view', call: (t) => api(app).get('/api/planner/worktimes').query({ branch_uuid: fx.branch, from: '2033-05-01', to: '2033-05-07' }).set('authorization', t) },
    { name: 'vacations', permission: 'planner_view', call: (t) => api(app).get('/api/planner/vacations').query({ branch_uuid: fx.branch, from: '2033-05-01', to: '2033-05-07' }).set('authorization', t) },
    {
      name: 'scheduler',
      permission: 'planner_add',
      call: (t) =>
        api(app).post('/api/planner/worktimes').set('authorization', t).send({
          branch_uuid: fx.branch,
          room_uuid: fx.rooms[2],
          user_uuid: fx.manager,
          date_from: '2033-05-04',
          date_to: '2033-05-04',
          time_from: '08:00',
          time_to: '16:00',
          repeat_type: 'none',
        }),
    },
    { name: 'edit work time', permission: 'planner_edit', call: (t) => api(app).patch(`/api/planner/worktimes/${workTime}`).set('authorization', t).send({ comment: 'x', version: 99 }) },
    { name: 'delete work time', permission: 'planner_edit', call: (t) => api(app).delete(`/api/planner/worktimes/${workTime}`).query({ version: 99 }).set('authorization', t) },
  ];

  it.each(routes.map((route) => [route.name, route.permission, route] as const))('%s needs %s', async (_name, permission, route) => {
    await probe.grant(CALENDAR_AND_PLANNER.filter((other) => other !== permission));
    const denied = await route.call(probe.token);
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('FORBIDDEN');
    await probe.grant([permission]);
    const allowed = await route.call(probe.token);
    // Through the guard: the answer is the route's own (edits with a made-up version say 409).
    expect([200, 201, 204, 409]).toContain(allowed.status);
  });

  it('setting status 4 by the status menu also needs calendar_delete', async () => {
    await probe.grant(['calendar_edit']);
    const res = await api(app).patch(`/api/calendar/appointments/${uuid}/status`).set('authorization', probe.token).send({ status: 4, version: 1 });
    expect(res.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch })).status).toBe(401);
  });
});
