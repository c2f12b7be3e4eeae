import type { INestApplication } from '@nestjs/common';
import { branchWorkingHoursSchema } from '@dental/contracts';
import { addDays, instantOf, todayIn } from '@dental/domain-time';
import { api, at, booking, bookingSetup, findOrFail, sql, type DemoFixtures } from '@dental/server-testing';

/**
 * The rules of a clinic's day (docs/decisions.md, "A clinic's day"): Start only today, nothing
 * outside the branch's opening hours, no booking over a holiday or the practitioner's absence, and
 * an overlap that says what it overlaps.
 * Every test books on its own day of March 2031 (nothing of the demo seed there), except Start,
 * which needs today.
 */
describe('calendar: the rules of a clinic day', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  const create = (body: object, language = 'en') =>
    api(app).post('/api/calendar/appointments').set('authorization', admin).set('content-language', language).send(body);
  /** 'HH:mm' moved by some minutes. */
  const shift = (time: string, minutes: number) => {
    const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  const stored = async (uuid: string) => (await sql<{ status: number; version: number }>(app, 'select status, version from appointment where uuid = ?', [uuid]))[0];

  it('refuses Start on an appointment of another day, translated, and starts one of today', async () => {
    const tomorrow = await create(booking(fx, '2039-03-03', '09:00', '09:30'));
    expect(tomorrow.status).toBe(201);
    const refused = await api(app).post(`/api/calendar/appointments/${tomorrow.body.data.uuid}/start`).set('authorization', admin).set('content-language', 'en').send({ version: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('APPOINTMENT_NOT_TODAY');
    expect(refused.body.error.message).toBe('Only an appointment of today can be started (this one is on 2039-03-03)');
    const lv = await api(app).patch(`/api/calendar/appointments/${tomorrow.body.data.uuid}/status`).set('authorization', admin).set('content-language', 'lv').send({ status: 7, version: 1 });
    expect(lv.status).toBe(409);
    expect(lv.body.error.message).toBe('Sākt var tikai šodienas vizīti (šī ir 2039-03-03)');
    expect(await stored(tomorrow.body.data.uuid)).toEqual({ status: 1, version: 1 });

    // Late in the evening of today (the branch's day), where the demo seed books nothing: booked
    // within the branch's hours far ahead, then put there directly (the branch is closed then).
    // The manager, in the third room: booking.spec puts the doctor there tonight too.
    const late = await create(booking(fx, '2039-03-03', '16:00', '16:20', { room_uuid: fx.rooms[2], practitioner_uuid: fx.manager }));
    expect(late.status).toBe(201);
    const today = todayIn('Europe/Riga');
    await sql(app, 'update appointment set time_from = ?, time_to = ? where uuid = ?', [
      new Date(instantOf(today, 23 * 60 + 30, 'Europe/Riga')),
      new Date(instantOf(today, 23 * 60 + 50, 'Europe/Riga')),
      late.body.data.uuid,
    ]);
    const started = await api(app).post(`/api/calendar/appointments/${late.body.data.uuid}/start`).set('authorization', admin).send({ version: 1 });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe(7);
  });

  it("refuses a booking outside the branch's opening hours, naming them; outside the practitioner's work time only warns", async () => {
    // The Riga branch's week as settings keeps it (the demo opens weekdays and closes a day of the weekend).
    const week = branchWorkingHoursSchema.parse((await api(app).get(`/api/settings/branches/${fx.branch}/working-hours`).set('authorization', admin)).body.data).days;
    const monday = findOrFail(week, (day) => day.weekday === 1 && !day.closed, 'an open Monday');
    const closed = findOrFail(week, (day) => day.closed, 'a closed weekday');
    const { open, close } = monday as { open: string; close: string };
    const hours = `${open}–${close}`;
    // The week of Monday 2031-11-03 (winter time, as `at` reads), where nothing else books.
    const closedDate = addDays('2031-11-03', closed.weekday - 1);

    const evening = await create(booking(fx, '2031-11-03', shift(close, 90), shift(close, 120)));
    expect(evening.status).toBe(409);
    expect(evening.body.error.code).toBe('APPOINTMENT_OUTSIDE_BRANCH_HOURS');
    expect(evening.body.error.message).toBe(`Outside the branch's opening hours (2031-11-03: ${hours})`);
    expect(evening.body.error.fields).toEqual({ time_from: evening.body.error.message });
    const pastClosing = await create(booking(fx, '2031-11-03', shift(close, -15), shift(close, 15)), 'lv');
    expect(pastClosing.status).toBe(409);
    expect(pastClosing.body.error.message).toBe(`Ārpus filiāles darba laika (2031-11-03: ${hours})`);
    const beforeOpening = await create(booking(fx, '2031-11-03', shift(open, -30), shift(open, 30)), 'ru');
    expect(beforeOpening.body.error.message).toBe(`Вне часов работы филиала (2031-11-03: ${hours})`);
    const closedDay = await create(booking(fx, closedDate, '11:00', '11:30'));
    expect(closedDay.status).toBe(409);
    expect(closedDay.body.error.message).toBe(`Outside the branch's opening hours (${closedDate}: closed)`);
    expect(await sql(app, 'select uuid from appointment where time_from >= ? and time_from < ?', [at('2031-11-03', '00:00'), at('2031-11-10', '00:00')])).toEqual([]);

    // From opening to closing is bookable; the demo plans no work so far ahead, so it is flagged, not refused.
    const first = await create(booking(fx, '2031-11-03', open, shift(open, 30)));
    expect(first.status).toBe(201);
    expect(first.body.warnings.map((warning: { code: string }) => warning.code)).toEqual(['USER_NOT_WORKING']);
    expect(first.body.data.outside_work_time).toBe(true);
    expect((await create(booking(fx, '2031-11-03', shift(close, -30), close, { room_uuid: fx.rooms[1] }))).status).toBe(201);

    // Moving or re-timing out of the hours is refused as well; an edit that keeps the time is not.
    const moved = await api(app)
      .patch(`/api/calendar/appointments/${first.body.data.uuid}/move`)
      .set('authorization', admin)
      .set('content-language', 'en')
      .send({ room_uuid: fx.rooms[0], time_from: at('2031-11-03', shift(close, 60)), time_to: at('2031-11-03', shift(close, 90)), version: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('APPOINTMENT_OUTSIDE_BRANCH_HOURS');
    const commented = await api(app).patch(`/api/calendar/appointments/${first.body.data.uuid}`).set('authorization', admin).send({ comment: 'Acute pain', version: 1 });
    expect(commented.status).toBe(200);
    expect(await stored(first.body.data.uuid)).toEqual({ status: 1, version: 2 });
  });

  it('names the room and the time of the appointment a booking overlaps', async () => {
    expect((await create(booking(fx, '2031-03-04', '10:00', '11:00'))).status).toBe(201);
    const res = await create(booking(fx, '2031-03-04', '10:30', '11:30', { practitioner_uuid: fx.manager }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPOINTMENT_OVERLAP');
    const room = (await sql<{ name: string }>(app, 'select name from room where uuid = ?', [fx.rooms[0]]))[0].name;
    expect(res.body.error.message).toBe(`This time is already booked: room ${room} has an appointment 2031-03-04 10:00–11:00`);
    expect(res.body.error.fields).toEqual({ room_uuid: res.body.error.message });
  });

  it('names the practitioner, the room and the other branch when the practitioner is busy there', async () => {
    const [jurmalaRoom] = await sql<{ uuid: string; name: string }>(app, 'select uuid, name from room where branch_uuid = ? and deleted_at is null order by sort_order limit 1', [fx.otherBranch]);
    const [doctor] = await sql<{ first_name: string; last_name: string }>(app, 'select first_name, last_name from "user" where uuid = ?', [fx.doctor]);
    const [branch] = await sql<{ name: string }>(app, 'select name from branch where uuid = ?', [fx.otherBranch]);
    const there = await create(booking(fx, '2031-03-05', '09:00', '10:00', { branch_uuid: fx.otherBranch, room_uuid: jurmalaRoom.uuid }));
    expect(there.status).toBe(201);
    const res = await create(booking(fx, '2031-03-05', '09:30', '10:30', { room_uuid: fx.rooms[1] }), 'lv');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      `Šis laiks jau ir aizņemts: ${doctor.first_name} ${doctor.last_name} ir vizīte 2031-03-05 09:00–10:00 kabinetā ${jurmalaRoom.name} (filiālē ${branch.name})`,
    );
    expect(Object.keys(res.body.error.fields)).toEqual(['practitioner_uuid']);
  });

  it('refuses a booking on a holiday with its reason, and a move onto it; other days stay bookable', async () => {
    const holiday = await api(app)
      .post(`/api/settings/branches/${fx.branch}/holidays`)
      .set('authorization', admin)
      .send({ date_from: '2031-03-10', date_to: '2031-03-10', type: 1, comment: 'Clinic anniversary' });
    expect(holiday.status).toBe(201);
    const res = await create(booking(fx, '2031-03-10', '09:00', '09:30'));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPOINTMENT_HOLIDAY');
    expect(res.body.error.message).toBe('The branch is closed on 2031-03-10: Clinic anniversary');
    expect((await sql(app, 'select uuid from appointment where time_from >= ? and time_from < ?', [at('2031-03-10', '00:00'), at('2031-03-11', '00:00')])).length).toBe(0);

    const before = await create(booking(fx, '2031-03-11', '09:00', '09:30'));
    expect(before.status).toBe(201);
    const moved = await api(app)
      .patch(`/api/calendar/appointments/${before.body.data.uuid}/move`)
      .set('authorization', admin)
      .set('content-language', 'ru')
      .send({ room_uuid: fx.rooms[0], time_from: at('2031-03-10', '12:00'), time_to: at('2031-03-10', '12:30'), version: 1 });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe('Филиал 2031-03-10 закрыт: Clinic anniversary');
    expect(await stored(before.body.data.uuid)).toEqual({ status: 1, version: 1 });
  });

  it('refuses booking a practitioner over a vacation, naming the type when there is no comment; others may book', async () => {
    const vacation = await api(app).post(`/api/settings/users/${fx.doctor}/vacations`).set('authorization', admin).send({ date_from: '2031-03-17', date_to: '2031-03-18', type: 3 });
    expect(vacation.status).toBe(201);
    const [doctor] = await sql<{ first_name: string; last_name: string }>(app, 'select first_name, last_name from "user" where uuid = ?', [fx.doctor]);
    const res = await create(booking(fx, '2031-03-18', '15:00', '15:30'));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('APPOINTMENT_ABSENCE');
    expect(res.body.error.message).toBe(`${doctor.first_name} ${doctor.last_name} is absent on 2031-03-18: sickness`);
    expect(res.body.error.fields.practitioner_uuid).toBe(res.body.error.message);
    expect((await create(booking(fx, '2031-03-18', '15:00', '15:30', { practitioner_uuid: fx.manager }))).status).toBe(201);
    expect((await create(booking(fx, '2031-03-19', '15:00', '15:30'))).status).toBe(201);
  });

  it('keeps an appointment that stands on a later absence editable (comment) but not movable within it', async () => {
    const created = await create(booking(fx, '2031-03-24', '09:00', '09:30'));
    expect(created.status).toBe(201);
    await api(app).post(`/api/settings/users/${fx.doctor}/vacations`).set('authorization', admin).send({ date_from: '2031-03-24', date_to: '2031-03-24', type: 1 });
    const edited = await api(app)
      .patch(`/api/calendar/appointments/${created.body.data.uuid}`)
      .set('authorization', admin)
      .send({ comment: 'call first', room_uuid: fx.rooms[0], time_from: at('2031-03-24', '09:00'), time_to: at('2031-03-24', '09:30'), version: 1 });
    expect(edited.status).toBe(200);
    const later = await api(app)
      .patch(`/api/calendar/appointments/${created.body.data.uuid}`)
      .set('authorization', admin)
      .send({ time_from: at('2031-03-24', '10:00'), time_to: at('2031-03-24', '10:30'), version: 2 });
    expect(later.status).toBe(409);
    expect(later.body.error.code).toBe('APPOINTMENT_ABSENCE');
  });

  it('names the patient, people and rooms in the change log instead of their ids', async () => {
    const created = await create(booking(fx, '2031-03-25', '09:00', '09:30'));
    const uuid = created.body.data.uuid;
    await api(app)
      .patch(`/api/calendar/appointments/${uuid}/move`)
      .set('authorization', admin)
      .send({ room_uuid: fx.rooms[1], time_from: at('2031-03-25', '10:00'), time_to: at('2031-03-25', '10:30'), version: 1 });
    const log = await api(app).get(`/api/calendar/appointments/${uuid}/changes`).set('authorization', admin);
    expect(log.status).toBe(200);
    const [patient] = await sql<{ name: string }>(app, "select concat_ws(' ', first_name, last_name) as name from patient where uuid = ?", [fx.patients[0]]);
    const rooms = await sql<{ uuid: string; name: string }>(app, 'select uuid, name from room where uuid in (?, ?)', [fx.rooms[0], fx.rooms[1]]);
    expect(log.body.data[0].names[fx.patients[0]]).toBe(patient.name);
    expect(log.body.data[1].changes.room_uuid).toEqual([fx.rooms[0], fx.rooms[1]]);
    expect(log.body.data[1].names).toEqual(Object.fromEntries(rooms.map((room) => [room.uuid, room.name])));
  });
});
