import type { INestApplication } from '@nestjs/common';
import { schedulerAnswerSchema, type SchedulerRequest } from '@dental/contracts';
import { api, at, booking, bookingSetup, type DemoFixtures } from '@dental/server-testing';

/**
 * The planner through the real API: the scheduler's rule and its errors, holidays
 * and vacations respected, one user never in two rooms at once, and the planner's views.
 * Dates in March 2032 (2032-03-01 is a Monday), where nothing else books.
 */
describe('planner: scheduler and views', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const rule = (extra: Partial<SchedulerRequest> = {}): SchedulerRequest => ({
    branch_uuid: fx.branch,
    room_uuid: fx.rooms[0],
    user_uuid: fx.doctor,
    date_from: '2032-03-01',
    date_to: '2032-03-12',
    time_from: '09:00',
    time_to: '17:00',
    repeat_type: 'week',
    repeat_after: 1,
    weekdays: [1, 2, 3, 4, 5],
    ...extra,
  });
  const schedule = (body: SchedulerRequest) => api(app).post('/api/planner/worktimes').set('authorization', admin).set('content-language', 'en').send(body);

  it.each([
    ['INVALID_DATE_RANGE', 'Incorrectly chosen dates', { date_from: '2032-03-12', date_to: '2032-03-01' }],
    ['RECURRING_DATE_EQUAL', 'Start and end date should differ', { date_from: '2032-03-01', date_to: '2032-03-01' }],
    ['WEEK_DAYS_NOT_SELECTED', 'Please choose at least one week', { weekdays: [] }],
    ['ZERO_EVENTS_INSERTED', 'No entry has been made with these options', { date_from: '2032-03-01', date_to: '2032-03-05', weekdays: [6, 7] }],
  ] as const)('answers 400 %s with the translated message', async (code, message, change) => {
    const res = await schedule(rule({ ...change, weekdays: 'weekdays' in change ? [...change.weekdays] : [1, 2, 3, 4, 5] }));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toBe(message);
    expect(Object.keys(res.body.error.fields ?? {})).toHaveLength(1);
  });

  it('creates work times on the chosen weekdays, skipping branch holidays and the user\u2019s vacation', async () => {
    const holiday = await api(app)
      .post(`/api/settings/branches/${fx.branch}/holidays`)
      .set('authorization', admin)
      .send({ date_from: '2032-03-03', date_to: '2032-03-03', type: 1, comment: 'Tehniskā diena' });
    expect(holiday.status).toBe(201);
    const vacation = await api(app)
      .post(`/api/settings/users/${fx.doctor}/vacations`)
      .set('authorization', admin)
      .send({ date_from: '2032-03-10', date_to: '2032-03-10', type: 1 });
    expect(vacation.status).toBe(201);

    const res = await schedule(rule());
    expect(res.status).toBe(201);
    const answer = schedulerAnswerSchema.parse(res.body);
    expect(answer.data.created).toHaveLength(8);
    expect(answer.data.skipped).toEqual([
      { date: '2032-03-03', reason: 'holiday' },
      { date: '2032-03-10', reason: 'vacation' },
    ]);
    expect(answer.data.created[0]).toMatchObject({ time_from: at('2032-03-01', '09:00'), time_to: at('2032-03-01', '17:00'), room_uuid: fx.rooms[0] });

    // The same rule again: every day is taken already, so nothing is made.
    const again = await schedule(rule({ room_uuid: fx.rooms[1] }));
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('ZERO_EVENTS_INSERTED');

    const absences = await api(app).get('/api/planner/vacations').query({ branch_uuid: fx.branch, from: '2032-03-01', to: '2032-03-14' }).set('authorization', admin);
    expect(absences.body.data.map((period: { kind: string }) => period.kind).sort()).toEqual(['holiday', 'vacation']);

    const view = await api(app).get('/api/planner').query({ branch_uuid: fx.branch, date: '2032-03-01', view: 'week' }).set('authorization', admin);
    expect(view.status).toBe(200);
    expect(view.body.data.user_type).toBe(1);
    expect(view.body.data.events).toHaveLength(4);
    expect(view.body.data.users.map((user: { uuid: string }) => user.uuid)).toContain(fx.doctor);
    expect(view.body.data.absences.map((period: { kind: string }) => period.kind)).toEqual(['holiday']);
  });

  it('never puts one user in two rooms at once (the database refuses it)', async () => {
    const first = await schedule(rule({ date_from: '2032-03-15', date_to: '2032-03-15', repeat_type: 'none', time_from: '09:00', time_to: '12:00' }));
    const second = await schedule(rule({ date_from: '2032-03-15', date_to: '2032-03-15', repeat_type: 'none', time_from: '13:00', time_to: '16:00', room_uuid: fx.rooms[1] }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const target = second.body.data.created[0];
    const res = await api(app)
      .patch(`/api/planner/worktimes/${target.uuid}`)
      .set('authorization', admin)
      .set('content-language', 'en')
      .send({ time_from: at('2032-03-15', '11:00'), version: target.version });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('WORK_TIME_OVERLAP');
    expect(res.body.error.message).toBe('The user already works at this time');
  });

  it('shows appointments by the display option: 0 none, 1 conflicting, 2 all', async () => {
    await schedule(rule({ date_from: '2032-03-22', date_to: '2032-03-22', repeat_type: 'none' }));
    const inside = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2032-03-22', '10:00', '10:30'));
    const outside = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2032-03-22', '08:00', '08:30'));
    expect(inside.body.warnings).toEqual([]);
    expect(outside.body.warnings).toHaveLength(1);
    const shown = async (display: number) =>
      (await api(app).get('/api/planner').query({ branch_uuid: fx.branch, date: '2032-03-22', view: 'day', display }).set('authorization', admin)).body.data.appointments.map(
        (appointment: { uuid: string }) => appointment.uuid,
      );
    expect(await shown(0)).toEqual([]);
    expect(await shown(1)).toEqual([outside.body.data.uuid]);
    expect(await shown(2)).toEqual([outside.body.data.uuid, inside.body.data.uuid]);
  });

  it('lists work times of a branch for a period', async () => {
    const res = await api(app).get('/api/planner/worktimes').query({ branch_uuid: fx.branch, from: '2032-03-01', to: '2032-03-07', user_uuid: fx.doctor }).set('authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBe(4);
  });
});
