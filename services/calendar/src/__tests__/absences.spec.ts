import type { INestApplication } from '@nestjs/common';
import { api, booking, bookingSetup, type DemoFixtures } from '@dental/server-testing';

/**
 * Absences against the day's bookings: what a vacation or a holiday would stand over is listed
 * before saving; appointments on a saved absence are "conflicting" in the planner; a holiday can
 * repeat every year (every 12 months). Days of April 2032 and Decembers from 2040 (no other test books there:
 * the test database is shared).
 */
describe('calendar: absences over bookings', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const create = (body: object) => api(app).post('/api/calendar/appointments').set('authorization', admin).set('content-language', 'en').send(body);
  const conflicts = (query: Record<string, string>) => api(app).get('/api/planner/absence-conflicts').query({ branch_uuid: fx.branch, ...query }).set('authorization', admin);

  it('lists the appointments and work times a vacation would stand over, only the user’s and only on its days', async () => {
    const mine = await create(booking(fx, '2032-04-06', '09:00', '09:30'));
    const othersDay = await create(booking(fx, '2032-04-08', '09:00', '09:30'));
    const colleague = await create(booking(fx, '2032-04-06', '10:00', '10:30', { practitioner_uuid: fx.manager, room_uuid: fx.rooms[1] }));
    expect([mine.status, othersDay.status, colleague.status]).toEqual([201, 201, 201]);
    const shift = await api(app).post('/api/planner/worktimes').set('authorization', admin).send({
      branch_uuid: fx.branch,
      room_uuid: fx.rooms[0],
      user_uuid: fx.doctor,
      date_from: '2032-04-05',
      date_to: '2032-04-08',
      time_from: '08:00',
      time_to: '16:00',
      repeat_type: 'day',
    });
    expect(shift.status).toBe(201);

    const res = await conflicts({ user_uuid: fx.doctor, date_from: '2032-04-06', date_to: '2032-04-07' });
    expect(res.status).toBe(200);
    expect(res.body.data.appointments.map((a: { uuid: string }) => a.uuid)).toEqual([mine.body.data.uuid]);
    expect(res.body.data.work_times.map((w: { time_from: string }) => w.time_from)).toEqual(['2032-04-06T05:00:00.000Z', '2032-04-07T05:00:00.000Z']) // 08:00 Riga summer time;

    // A holiday is the whole branch's: everyone's appointments of that day.
    const holiday = await conflicts({ date_from: '2032-04-06', date_to: '2032-04-06' });
    expect(holiday.body.data.appointments.map((a: { uuid: string }) => a.uuid).sort()).toEqual([mine.body.data.uuid, colleague.body.data.uuid].sort());

    const bad = await conflicts({ user_uuid: fx.doctor, date_from: '2032-04-07', date_to: '2032-04-06' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_DATE_RANGE');
  });

  it('shows an appointment standing on a saved vacation in the planner’s Conflicting view', async () => {
    const created = await create(booking(fx, '2032-04-13', '09:00', '09:30'));
    const shift = await api(app).post('/api/planner/worktimes').set('authorization', admin).send({
      branch_uuid: fx.branch,
      room_uuid: fx.rooms[0],
      user_uuid: fx.doctor,
      date_from: '2032-04-13',
      date_to: '2032-04-13',
      time_from: '08:00',
      time_to: '16:00',
      repeat_type: 'none',
    });
    expect(shift.status).toBe(201);
    const planner = () => api(app).get('/api/planner').query({ branch_uuid: fx.branch, date: '2032-04-13', view: 'day', display: 1 }).set('authorization', admin);
    expect((await planner()).body.data.appointments).toEqual([]);
    const vacation = await api(app).post(`/api/settings/users/${fx.doctor}/vacations`).set('authorization', admin).send({ date_from: '2032-04-13', date_to: '2032-04-13', type: 1 });
    expect(vacation.status).toBe(201);
    expect((await planner()).body.data.appointments.map((a: { uuid: string }) => a.uuid)).toEqual([created.body.data.uuid]);
  });

  it('repeats a holiday every year (every 12 months) and refuses bookings on it the next year', async () => {
    const holiday = await api(app)
      .post(`/api/settings/branches/${fx.branch}/holidays`)
      .set('authorization', admin)
      .send({ date_from: '2040-12-27', date_to: '2044-12-27', type: 1, comment: 'Year-end closure', repeat_type: 'month', repeat_after: 12 });
    expect(holiday.status).toBe(201);
    expect(holiday.body.data).toMatchObject({ repeat_type: 'month', repeat_after: 12 });
    const nextYear = await create(booking(fx, '2041-12-27', '09:00', '09:30'));
    expect(nextYear.status).toBe(409);
    expect(nextYear.body.error.message).toBe('The branch is closed on 2041-12-27: Year-end closure');
    // A month later is an ordinary day.
    expect((await create(booking(fx, '2042-01-27', '09:00', '09:30'))).status).toBe(201);
  });
});
