import type { INestApplication } from '@nestjs/common';
import { calendarAnswerSchema, calendarLookup, calendarQueuePageSchema, plannerAnswerSchema, type Appointment } from '@dental/contracts';
import { api, booking, bookingSetup, signIn, type DemoFixtures } from '@dental/server-testing';

/**
 * The calendar's lists answer each person, patient, service and speciality once (a dictionary
 * beside the events, docs/perf-calendar.md): what the browser rebuilds from them is exactly the
 * appointment the single read answers. Every test books on its own day of February 2031.
 */
describe('calendar: lean list answers', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const create = async (body: object) => {
    const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(body);
    expect(res.status).toBe(201);
    return res.body.data as Appointment;
  };
  const single = async (uuid: string) => (await api(app).get(`/api/calendar/appointments/${uuid}`).set('authorization', admin)).body.data as Appointment;

  it('answers the week with a dictionary that rebuilds every appointment exactly as its own read does', async () => {
    const booked = [
      await create(booking(fx, '2031-02-03', '09:00', '09:30', { assistant_uuid: fx.assistant, comment: 'first' })),
      await create(booking(fx, '2031-02-03', '10:00', '10:30', { patient_uuid: fx.patients[1] })),
      await create(booking(fx, '2031-02-04', '09:00', '09:30', { room_uuid: fx.rooms[1], practitioner_uuid: fx.manager })),
      await create(booking(fx, '2031-02-05', '09:00', '09:30')),
    ];
    const res = await api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch, date: '2031-02-03', view: 'week' }).set('authorization', admin);
    expect(res.status).toBe(200);
    const data = calendarAnswerSchema.parse(res.body).data;
    const lookup = calendarLookup(data.branch_uuid, data.refs, data.users);
    const rebuilt = data.events.filter((event) => booked.some((b) => b.uuid === event.uuid)).map(lookup.expand);
    expect(rebuilt).toEqual(await Promise.all(booked.map((b) => single(b.uuid))));

    // Each once: patient 0 booked three times is listed once; practitioners in `users`, the assistant in refs.people.
    const patientUuids = data.refs.patients.map((patient) => patient.uuid);
    expect(new Set(patientUuids).size).toBe(patientUuids.length);
    expect(data.users.map((user) => user.uuid)).toEqual(expect.arrayContaining([fx.doctor, fx.manager]));
    expect(data.refs.people.map((person) => person.uuid)).toContain(fx.assistant);
    expect(data.refs.people.map((person) => person.uuid)).not.toContain(fx.doctor);
    // No event repeats a person object any more.
    expect(res.body.data.events[0]).not.toHaveProperty('patient');
    expect(res.body.data.events[0]).not.toHaveProperty('practitioner');
  });

  it('carries each patient\u2019s alerts in the dictionary and in the single read, as the patient card derives them', async () => {
    const patient = await api(app)
      .post('/api/patients')
      .set('authorization', admin)
      .send({ first_name: 'Brīdinājums', last_name: 'Kalendārā', medical_alert: 'Elektrokardiostimulators', insurance_expiration: '2020-01-31' });
    expect(patient.status).toBe(201);
    const alerts = [
      { kind: 'medical_alert', text: 'Elektrokardiostimulators' },
      { kind: 'insurance_expired', text: '2020-01-31' },
    ];
    expect(patient.body.data.alerts).toEqual(alerts);
    const booked = await create(booking(fx, '2031-02-06', '09:00', '09:30', { patient_uuid: patient.body.data.uuid }));
    expect(booked.patient.alerts).toEqual(alerts);
    const res = await api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch, date: '2031-02-06', view: 'day' }).set('authorization', admin);
    const data = calendarAnswerSchema.parse(res.body).data;
    expect(data.refs.patients.find((p) => p.uuid === patient.body.data.uuid)?.alerts).toEqual(alerts);
    // A patient without alerts has an empty list, not a missing one.
    expect(data.refs.patients.filter((p) => p.uuid !== patient.body.data.uuid).every((p) => Array.isArray(p.alerts))).toBe(true);
  });

  it('answers the queue with its dictionary, paged, and another company sees none of it', async () => {
    const queued = await create({ branch_uuid: fx.branch, patient_uuid: fx.patients[2], practitioner_uuid: fx.doctor, desired_date: '2031-02-10' });
    const res = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, desired_from: '2031-02-10', desired_to: '2031-02-10' }).set('authorization', admin);
    expect(res.status).toBe(200);
    const page = calendarQueuePageSchema.parse(res.body);
    expect(page.meta.total).toBe(1);
    expect(page.data.map(calendarLookup(page.branch_uuid, page.refs).expand)).toEqual([await single(queued.uuid)]);

    const beyond = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, desired_from: '2031-02-10', desired_to: '2031-02-10', page: 2 }).set('authorization', admin);
    expect(calendarQueuePageSchema.parse(beyond.body)).toMatchObject({ data: [], meta: { page: 2, total: 1 } });

    const other = await signIn(app, 'other');
    expect((await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch }).set('authorization', other)).status).toBe(404);
  });

  it('answers the planner\u2019s appointments with the dictionary of those shown', async () => {
    const shown = await create(booking(fx, '2031-02-12', '08:00', '08:30', { assistant_uuid: fx.assistant }));
    const res = await api(app).get('/api/planner').query({ branch_uuid: fx.branch, date: '2031-02-12', view: 'day', display: 2 }).set('authorization', admin);
    expect(res.status).toBe(200);
    const data = plannerAnswerSchema.parse(res.body).data;
    const lookup = calendarLookup(data.branch_uuid, data.refs, data.users);
    expect(data.appointments.map(lookup.expand)).toEqual([{ ...(await single(shown.uuid)), outside_work_time: true }]);
  });

  it('answers the planner\u2019s work times as the work-time list does', async () => {
    const scheduled = await api(app)
      .post('/api/planner/worktimes')
      .set('authorization', admin)
      .send({ branch_uuid: fx.branch, room_uuid: fx.rooms[0], user_uuid: fx.doctor, date_from: '2031-02-14', date_to: '2031-02-14', time_from: '09:00', time_to: '13:00', repeat_type: 'none', comment: 'morning' });
    expect(scheduled.status).toBe(201);
    const view = await api(app).get('/api/planner').query({ branch_uuid: fx.branch, date: '2031-02-14', view: 'day' }).set('authorization', admin);
    const list = await api(app).get('/api/planner/worktimes').query({ branch_uuid: fx.branch, from: '2031-02-14', to: '2031-02-14' }).set('authorization', admin);
    expect(plannerAnswerSchema.parse(view.body).data.events).toEqual(list.body.data);
    expect(list.body.data).toHaveLength(1);
  });

  it('sends answers over 1 KB compressed as the client accepts, small ones as they are', async () => {
    const week = (encoding: string) =>
      api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch, date: '2031-02-03', view: 'week' }).set('authorization', admin).set('accept-encoding', encoding);
    expect((await week('br')).headers['content-encoding']).toBe('br');
    const gzip = await week('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(calendarAnswerSchema.parse(gzip.body).data.events.length).toBeGreaterThan(0);
    expect((await week('identity')).headers['content-encoding']).toBeUndefined();
    const small = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, desired_from: '2031-02-28', desired_to: '2031-02-28' }).set('authorization', admin).set('accept-encoding', 'gzip');
    expect(Number(small.headers['content-length'])).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
