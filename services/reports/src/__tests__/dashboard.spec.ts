import type { INestApplication } from '@nestjs/common';
import { api, at, booking, bookingSetup, createProbeUser, signIn, sql, type DemoFixtures } from '@dental/server-testing';

/** The dashboard's counts through the real API (appointments of February 2033, nothing else there). */
describe('dashboard: counts', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    const book = async (from: string, to: string, room = 0) => {
      const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2033-02-08', from, to, { room_uuid: fx.rooms[room] }));
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.data as { uuid: string; version: number };
    };
    await book('09:00', '09:30');
    const confirmed = await book('10:00', '10:30');
    await api(app).patch(`/api/calendar/appointments/${confirmed.uuid}/status`).set('authorization', admin).send({ status: 3, version: 1 });
    // Start is only for today's appointments: the closed one is put in the room directly, then ended.
    const closed = await book('11:00', '11:30');
    await sql(app, 'update appointment set status = 7 where uuid = ?', [closed.uuid]);
    await api(app).post(`/api/calendar/appointments/${closed.uuid}/end`).set('authorization', admin).send({ version: 1 });
    const canceled = await book('12:00', '12:30');
    await api(app).post(`/api/calendar/appointments/${canceled.uuid}/cancel`).set('authorization', admin).send({ version: 1 });
    // The manager's appointment counts only when the manager is chosen.
    await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2033-02-09', '09:00', '09:30', { practitioner_uuid: fx.manager }));
  });
  afterAll(() => app.close());

  const stats = (query: Record<string, string>, token = admin) => api(app).get('/api/dashboard/stats').query(query).set('authorization', token).set('content-language', 'en');

  it('counts all, planned, closed and canceled for the week and the chosen doctors', async () => {
    const res = await stats({ view: 'week', date: '2033-02-08', branch_uuid: fx.branch, doctor_uuids: fx.doctor });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ all: 4, planned: 2, closed: 1, canceled: 1, from: at('2033-02-07', '00:00'), to: at('2033-02-14', '00:00') });
    expect(res.body.data.days).toEqual([{ date: '2033-02-08', all: 4, planned: 2, closed: 1, canceled: 1 }]);
    // The filter's choices: every practitioner of the week, the manager too though not chosen and not a doctor.
    expect(res.body.data.practitioners.map((p: { uuid: string }) => p.uuid).sort()).toEqual([fx.doctor, fx.manager].sort());
    const both = await stats({ view: 'week', date: '2033-02-08', branch_uuid: fx.branch, doctor_uuids: `${fx.doctor},${fx.manager}` });
    expect(both.body.data.all).toBe(5);
    const day = await stats({ view: 'day', date: '2033-02-09', branch_uuid: fx.branch });
    expect(day.body.data).toMatchObject({ all: 1, planned: 1 });
  });

  it('needs at least one doctor in the month view', async () => {
    const res = await stats({ view: 'month', date: '2033-02-08' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('DASHBOARD_DOCTOR_REQUIRED');
    expect(res.body.error.message).toBe('In monthly view at least 1 doctor has to be selected');
    expect(res.body.error.fields.doctor_uuids).toBeDefined();
    const ok = await stats({ view: 'month', date: '2033-02-08', doctor_uuids: fx.doctor });
    expect(ok.body.data).toMatchObject({ all: 4, closed: 1 });
  });

  it('needs only sign-in, and counts only the caller\u2019s company', async () => {
    const probe = await createProbeUser(app);
    await probe.grant([]);
    expect((await stats({ view: 'week', date: '2033-02-08' }, probe.token)).status).toBe(200);
    const other = await signIn(app, 'other');
    const theirs = await stats({ view: 'week', date: '2033-02-08', doctor_uuids: fx.doctor }, other);
    expect(theirs.body.data.all).toBe(0);
    expect((await api(app).get('/api/dashboard/stats')).status).toBe(401);
  });
});
