import type { INestApplication } from '@nestjs/common';
import { api, booking, bookingSetup, createCompany, sql, type DemoFixtures } from '@dental/server-testing';

/**
 * The queue's "to call" filter: an appointment whose patient pressed "Call me" in their reminder
 * (`callback_requested_at`, set by the messages module's link) is listed until someone marks it
 * called, which clears the request. Every test books on its own day of June 2035, where the demo
 * seed has nothing; the rows are told apart by uuid, never by counting the branch's list.
 */
describe('calendar: the queue\'s "to call"', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const book = async (date: string, from: string, to: string, patient = 0) => {
    const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, date, from, to, { patient_uuid: fx.patients[patient] }));
    expect(res.status).toBe(201);
    return res.body.data as { uuid: string; version: number };
  };
  /** What the patient's "Call me" leaves on the appointment (the link's own test is the messages module's). */
  const askForCall = (uuid: string, at: string) => sql(app, 'update appointment set callback_requested_at = ? where uuid = ?', [new Date(at), uuid]);
  const toCall = async (token = admin) => {
    const res = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, filter: 'to_call', per_page: 200 }).set('authorization', token);
    expect(res.status).toBe(200);
    return res.body.data as { uuid: string; status: number; callback_requested_at: string | null }[];
  };
  const reread = async (uuid: string) => (await api(app).get(`/api/calendar/appointments/${uuid}`).set('authorization', admin)).body.data;

  it('lists the appointments whose patient asked for a call, oldest request first, and not the unplanned queue', async () => {
    const later = await book('2035-06-04', '09:00', '09:30', 0);
    const earlier = await book('2035-06-04', '10:00', '10:30', 1);
    const quiet = await book('2035-06-04', '11:00', '11:30', 2);
    await askForCall(later.uuid, '2035-05-20T10:00:00Z');
    await askForCall(earlier.uuid, '2035-05-19T10:00:00Z');
    const listed = (await toCall()).map((row) => row.uuid);
    expect(listed).toEqual(expect.arrayContaining([earlier.uuid, later.uuid]));
    expect(listed).not.toContain(quiet.uuid);
    expect(listed.indexOf(earlier.uuid)).toBeLessThan(listed.indexOf(later.uuid));
    const row = (await toCall()).find((r) => r.uuid === later.uuid);
    expect(row?.callback_requested_at).toBe('2035-05-20T10:00:00.000Z');
    // The default filter is still the unplanned queue (status 0 only).
    const unplanned = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, per_page: 200 }).set('authorization', admin);
    expect(unplanned.body.data.map((r: { uuid: string }) => r.uuid)).not.toContain(later.uuid);
  });

  it('marking called clears the request, logs who did it and takes the row off the list; a second mark is 409', async () => {
    const appointment = await book('2035-06-05', '09:00', '09:30');
    await askForCall(appointment.uuid, '2035-05-25T08:00:00Z');
    const res = await api(app).post(`/api/calendar/appointments/${appointment.uuid}/called`).set('authorization', admin).send({ version: appointment.version });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: appointment.uuid, callback_requested_at: null, version: appointment.version + 1 });
    expect((await toCall()).map((row) => row.uuid)).not.toContain(appointment.uuid);
    const changes = await api(app).get(`/api/calendar/appointments/${appointment.uuid}/changes`).set('authorization', admin);
    const edit = (changes.body.data as { action: string; changes: Record<string, unknown>; user: unknown }[]).find((change) => change.action === 'edited');
    expect(edit).toMatchObject({ changes: { callback_requested_at: ['2035-05-25T08:00:00.000Z', null] } });
    expect(edit?.user).not.toBeNull();
    const again = await api(app).post(`/api/calendar/appointments/${appointment.uuid}/called`).set('authorization', admin).set('content-language', 'en').send({ version: res.body.data.version });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'APPOINTMENT_NOT_TO_CALL', message: 'This patient is not waiting for a call' });
  });

  it('a stale version is 409 and the request stays', async () => {
    const appointment = await book('2035-06-06', '09:00', '09:30');
    await askForCall(appointment.uuid, '2035-05-25T08:00:00Z');
    const res = await api(app).post(`/api/calendar/appointments/${appointment.uuid}/called`).set('authorization', admin).send({ version: appointment.version + 5 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('VERSION_CONFLICT');
    expect((await reread(appointment.uuid)).callback_requested_at).toBe('2035-05-25T08:00:00.000Z');
  });

  it('a canceled appointment is no longer to call', async () => {
    const appointment = await book('2035-06-07', '09:00', '09:30');
    await askForCall(appointment.uuid, '2035-05-25T08:00:00Z');
    const canceled = await api(app).post(`/api/calendar/appointments/${appointment.uuid}/cancel`).set('authorization', admin).send({ version: appointment.version });
    expect(canceled.status).toBe(200);
    expect((await toCall()).map((row) => row.uuid)).not.toContain(appointment.uuid);
  });

  it("another company's appointment is 404 and keeps its request; its list never shows ours", async () => {
    const appointment = await book('2035-06-08', '09:00', '09:30');
    await askForCall(appointment.uuid, '2035-05-25T08:00:00Z');
    const other = await createCompany(app, ['calendar_view', 'calendar_edit'], 'Callers');
    const res = await api(app).post(`/api/calendar/appointments/${appointment.uuid}/called`).set('authorization', other.user.token).send({ version: appointment.version });
    expect(res.status).toBe(404);
    expect((await reread(appointment.uuid)).callback_requested_at).toBe('2035-05-25T08:00:00.000Z');
    const theirs = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, filter: 'to_call' }).set('authorization', other.user.token);
    expect(theirs.status).toBe(404);
  });

  it('an unknown filter is 400 naming the field', async () => {
    const res = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, filter: 'everyone' }).set('authorization', admin);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['filter']);
  });
});
