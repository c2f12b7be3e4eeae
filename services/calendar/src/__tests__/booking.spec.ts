import type { INestApplication } from '@nestjs/common';
import { appointmentSaveAnswerSchema } from '@dental/contracts';
import { instantOf, todayIn } from '@dental/domain-time';
import { api, at, booking, bookingSetup, signIn, sql, textBody, type DemoFixtures } from '@dental/server-testing';

/**
 * Booking through the real API and Postgres: the database refuses double bookings (room and
 * practitioner), canceled slots free up, times must be in order, statuses move as
 * STATUS_TRANSITIONS (contracts) allows.
 * Every test books on its own day of January 2031, where the demo seed has nothing.
 */
describe('calendar: booking', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const create = (body: object, token = admin) => api(app).post('/api/calendar/appointments').set('authorization', token).set('content-language', 'en').send(body);
  /** Puts an appointment between two minutes of today's Riga evening, past the branch's hours. */
  const tonight = (uuid: string, from: number, to: number) => {
    const today = todayIn('Europe/Riga');
    return sql(app, 'update appointment set time_from = ?, time_to = ? where uuid = ?', [new Date(instantOf(today, from, 'Europe/Riga')), new Date(instantOf(today, to, 'Europe/Riga')), uuid]);
  };

  it('lets exactly one of 20 concurrent bookings of one room slot through; the others get 409', async () => {
    const body = booking(fx, '2031-01-06', '10:00', '10:30');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => create({ ...body, patient_uuid: fx.patients[index % fx.patients.length] })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const [refused] = answers.filter((res) => res.status === 409);
    expect(refused.body.error.code).toBe('APPOINTMENT_OVERLAP');
    expect(refused.body.error.message).toMatch(/^This time is already booked: .+ has an appointment 2031-01-06 10:00–10:30( in room .+)?$/);
  });

  it('refuses the same room at an overlapping time even with another practitioner', async () => {
    expect((await create(booking(fx, '2031-01-07', '10:00', '11:00'))).status).toBe(201);
    const res = await create(booking(fx, '2031-01-07', '10:30', '11:30', { practitioner_uuid: fx.manager }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPOINTMENT_OVERLAP');
    expect(Object.keys(res.body.error.fields)).toEqual(['room_uuid']);
    // Back to back is no overlap (half-open ranges).
    expect((await create(booking(fx, '2031-01-07', '11:00', '11:30', { practitioner_uuid: fx.manager }))).status).toBe(201);
  });

  it('refuses a practitioner in two rooms at once', async () => {
    expect((await create(booking(fx, '2031-01-08', '09:00', '10:00'))).status).toBe(201);
    const res = await create(booking(fx, '2031-01-08', '09:30', '10:30', { room_uuid: fx.rooms[1] }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPOINTMENT_OVERLAP');
    expect(Object.keys(res.body.error.fields)).toEqual(['practitioner_uuid']);
  });

  it('books a canceled slot again', async () => {
    const first = await create(booking(fx, '2031-01-09', '12:00', '13:00'));
    expect(first.status).toBe(201);
    expect((await create(booking(fx, '2031-01-09', '12:00', '13:00'))).status).toBe(409);
    const canceled = await api(app)
      .post(`/api/calendar/appointments/${first.body.data.uuid}/cancel`)
      .set('authorization', admin)
      .send({ version: first.body.data.version });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe(4);
    expect((await create(booking(fx, '2031-01-09', '12:00', '13:00'))).status).toBe(201);
  });

  it('refuses a start that is not before the end with the translated message', async () => {
    const res = await create(booking(fx, '2031-01-10', '11:00', '10:00'));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('APPOINTMENT_INVALID_TIME_RANGE');
    expect(res.body.error.message).toBe('The start of an appointment should be before closing time');
    expect(res.body.error.fields.time_to).toBeDefined();
    const lv = await api(app).post('/api/calendar/appointments').set('authorization', admin).set('content-language', 'lv').send(booking(fx, '2031-01-10', '10:00', '10:00'));
    expect(lv.body.error.message).toBe('Vizītes sākumam jābūt pirms beigām');
  });

  it('allows a booking outside the working time and flags it; inside it no flag', async () => {
    // Inside the branch's opening hours (from 08:00), before the doctor's work time.
    const outside = await create(booking(fx, '2031-01-13', '08:00', '08:30'));
    expect(outside.status).toBe(201);
    const answer = appointmentSaveAnswerSchema.parse(outside.body);
    expect(answer.warnings).toEqual([{ code: 'USER_NOT_WORKING', message: 'The user does not work during this time', field: 'practitioner_uuid' }]);
    expect(answer.data.outside_work_time).toBe(true);

    const scheduled = await api(app).post('/api/planner/worktimes').set('authorization', admin).send({
      branch_uuid: fx.branch,
      room_uuid: fx.rooms[0],
      user_uuid: fx.doctor,
      date_from: '2031-01-13',
      date_to: '2031-01-13',
      time_from: '09:00',
      time_to: '17:00',
      repeat_type: 'none',
    });
    expect(scheduled.status).toBe(201);
    const inside = await create(booking(fx, '2031-01-13', '09:00', '09:30'));
    expect(inside.status).toBe(201);
    expect(inside.body.warnings).toEqual([]);
    expect(inside.body.data.outside_work_time).toBe(false);
    // Half outside is still outside.
    const straddling = await create(booking(fx, '2031-01-13', '16:45', '17:15'));
    expect(straddling.body.warnings.map((w: { code: string }) => w.code)).toEqual(['USER_NOT_WORKING']);
  });

  it('moves, resizes and logs who changed what', async () => {
    const created = await create(booking(fx, '2031-01-14', '09:00', '09:30'));
    const uuid = created.body.data.uuid;
    const moved = await api(app)
      .patch(`/api/calendar/appointments/${uuid}/move`)
      .set('authorization', admin)
      .send({ room_uuid: fx.rooms[1], time_from: at('2031-01-14', '10:00'), time_to: at('2031-01-14', '10:30'), version: 1 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.room_uuid).toBe(fx.rooms[1]);
    const resized = await api(app)
      .patch(`/api/calendar/appointments/${uuid}/move`)
      .set('authorization', admin)
      .send({ room_uuid: fx.rooms[1], time_from: at('2031-01-14', '10:00'), time_to: at('2031-01-14', '11:00'), version: moved.body.data.version });
    expect(resized.body.data.time_to).toBe(at('2031-01-14', '11:00'));
    // A stale version is refused.
    const stale = await api(app).patch(`/api/calendar/appointments/${uuid}`).set('authorization', admin).send({ comment: 'late edit', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');

    const log = await api(app).get(`/api/calendar/appointments/${uuid}/changes`).set('authorization', admin);
    expect(log.status).toBe(200);
    expect(log.body.data.map((change: { action: string }) => change.action)).toEqual(['created', 'moved', 'moved']);
    expect(log.body.data[1].changes.room_uuid).toEqual([fx.rooms[0], fx.rooms[1]]);
    expect(log.body.data[1].user.first_name).toBe('Artūrs');
  });

  it('starts (7) and ends (8); 9 and 10 only by invoicing; no going back from finished', async () => {
    // Start needs today (day-rules.spec.ts): booked on a weekday far ahead, then put late this
    // evening, where the seed books nothing, directly (the branch is closed then).
    const created = await create(booking(fx, '2031-01-15', '16:00', '16:30', { room_uuid: fx.rooms[1] }));
    await tonight(created.body.data.uuid, 22 * 60, 22 * 60 + 30);
    const uuid = created.body.data.uuid;
    const manual = await api(app).patch(`/api/calendar/appointments/${uuid}/status`).set('authorization', admin).send({ status: 10, version: 1 });
    expect(manual.status).toBe(400);
    expect(manual.body.error.code).toBe('APPOINTMENT_STATUS_NOT_ALLOWED');
    const unpaid = await api(app).patch(`/api/calendar/appointments/${uuid}/status`).set('authorization', admin).send({ status: 9, version: 1 });
    expect(unpaid.status).toBe(400);
    const confirmed = await api(app).patch(`/api/calendar/appointments/${uuid}/status`).set('authorization', admin).send({ status: 3, version: 1 });
    expect(confirmed.body.data.status).toBe(3);
    const endEarly = await api(app).post(`/api/calendar/appointments/${uuid}/end`).set('authorization', admin).send({ version: 2 });
    expect(endEarly.status).toBe(409);
    const started = await api(app).post(`/api/calendar/appointments/${uuid}/start`).set('authorization', admin).send({ version: 2 });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe(7);
    const ended = await api(app).post(`/api/calendar/appointments/${uuid}/end`).set('authorization', admin).send({ version: 3 });
    expect(ended.body.data.status).toBe(8);
    expect(ended.body.data.status_name).toBe('finished');
    const back = await api(app).patch(`/api/calendar/appointments/${uuid}/status`).set('authorization', admin).send({ status: 1, version: 4 });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('APPOINTMENT_STATUS_NOT_ALLOWED');
  });

  it('queues an unplanned appointment and plans it from the queue', async () => {
    const queued = await create({ branch_uuid: fx.branch, patient_uuid: fx.patients[3], practitioner_uuid: fx.doctor, desired_date: '2031-01-16' });
    expect(queued.status).toBe(201);
    expect(queued.body.data).toMatchObject({ status: 0, time_from: null, reason: 'acute', desired_date: '2031-01-16' });
    const queue = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, desired_from: '2031-01-16', desired_to: '2031-01-16' }).set('authorization', admin);
    expect(queue.body.data.map((item: { uuid: string }) => item.uuid)).toContain(queued.body.data.uuid);
    const planned = await api(app)
      .post(`/api/calendar/appointments/${queued.body.data.uuid}/plan`)
      .set('authorization', admin)
      .send({ room_uuid: fx.rooms[2], time_from: at('2031-01-16', '14:00'), time_to: at('2031-01-16', '14:45'), version: 1 });
    expect(planned.status).toBe(200);
    expect(planned.body.data.status).toBe(1);
    expect(planned.body.data.practitioner.uuid).toBe(fx.doctor);
    const after = await api(app).get('/api/calendar/queue').query({ branch_uuid: fx.branch, desired_from: '2031-01-16', desired_to: '2031-01-16' }).set('authorization', admin);
    expect(after.body.data.map((item: { uuid: string }) => item.uuid)).not.toContain(queued.body.data.uuid);
  });

  it('shows the day with rooms paged, events and background work times', async () => {
    await create(booking(fx, '2031-01-17', '09:00', '09:30', { room_uuid: fx.rooms[1] }));
    const res = await api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch, date: '2031-01-17', view: 'day' }).set('authorization', admin);
    expect(res.status).toBe(200);
    expect(res.body.data.rooms.map((room: { uuid: string }) => room.uuid)).toEqual(fx.rooms);
    expect(res.body.data.events).toHaveLength(1);
    expect(res.body.data.from).toBe(at('2031-01-17', '00:00'));
    const admin1 = await api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch, date: '2031-01-17', room_type: 1 }).set('authorization', admin);
    expect(admin1.body.data.rooms.every((room: { hidden: number }) => room.hidden === 1)).toBe(true);
    expect(admin1.body.data.events).toHaveLength(0);
  });

  it('answers 404 for another company\u2019s appointment and never lets it be changed', async () => {
    const created = await create(booking(fx, '2031-01-20', '09:00', '09:30'));
    const other = await signIn(app, 'other');
    const uuid = created.body.data.uuid;
    expect((await api(app).get(`/api/calendar/appointments/${uuid}`).set('authorization', other)).status).toBe(404);
    expect((await api(app).patch(`/api/calendar/appointments/${uuid}`).set('authorization', other).send({ comment: 'x', version: 1 })).status).toBe(404);
    expect((await api(app).post(`/api/calendar/appointments/${uuid}/cancel`).set('authorization', other).send({ version: 1 })).status).toBe(404);
    expect((await api(app).get('/api/calendar/appointments').query({ branch_uuid: fx.branch }).set('authorization', other)).status).toBe(404);
    // Booking into another company's branch or with its patient is refused too.
    const foreign = await api(app).post('/api/calendar/appointments').set('authorization', other).send(booking(fx, '2031-01-20', '11:00', '11:30'));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.branch_uuid).toBeDefined();
  });

  it('exports the visible range as RFC 5545 iCalendar and as CSV', async () => {
    const created = await create(
      booking(fx, '2031-01-21', '09:00', '09:30', { comment: 'Jūtīgi zobi; lūdz zvanīt, ja kavējas — paldies! Ļoti garš komentārs, lai rinda būtu jālauž vairākās daļās' }),
    );
    const ics = await api(app).get('/api/calendar/export').query({ branch_uuid: fx.branch, date: '2031-01-21', format: 'ics' }).set('authorization', admin).buffer(true).parse(textBody);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const body = ics.body as string;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${created.body.data.uuid}\r\n`);
    expect(unfolded).toContain('DTSTART:20310121T070000Z\r\n');
    expect(unfolded).toContain('DTEND:20310121T073000Z\r\n');
    expect(unfolded).toContain('Jūtīgi zobi\\; lūdz zvanīt\\, ja kavējas');

    const csv = await api(app).get('/api/calendar/export').query({ branch_uuid: fx.branch, date: '2031-01-21', format: 'csv' }).set('authorization', admin).set('content-language', 'en');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Date;From;To;Room;Patient;Phone;Practitioner;Assistant;Service;Reason;Status;Price;Comment');
    expect(lines[1].startsWith('2031-01-21;09:00;09:30;')).toBe(true);
  });

  it('neutralises formula injection in the CSV export (OWASP: a leading apostrophe)', async () => {
    const patient = await api(app)
      .post('/api/patients')
      .set('authorization', admin)
      .send({ first_name: "-1+1+cmd|' /C calc'!A0", last_name: 'Injekcija' });
    expect(patient.status).toBe(201);
    const payload = '+1+HYPERLINK("http://evil.example","open")';
    const created = await create(booking(fx, '2031-01-22', '09:00', '09:30', { patient_uuid: patient.body.data.uuid, comment: payload, price: 1250 }));
    expect(created.status).toBe(201);
    const csv = await api(app).get('/api/calendar/export').query({ branch_uuid: fx.branch, date: '2031-01-22', format: 'csv' }).set('authorization', admin);
    expect(csv.status).toBe(200);
    const row = csv.text.split('\r\n').find((line) => line.includes('cmd|'));
    expect(row).toContain(`;'-1+1+cmd|' /C calc'!A0 Injekcija;`);
    // The price column is numeric: a real number stays a number; the comment is defused.
    expect(row).toContain(`;12.50;"'+1+HYPERLINK(""http://evil.example"",""open"")"`);
  });
});
