import type { INestApplication } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { branchSettingsSchema, branchWorkingHoursSchema, freeSlotAnswerSchema, type WorkingDay } from '@dental/contracts';
import { instantOf, wallOf } from '@dental/domain-time';
import { withTenant } from '@dental/server-core';
import { api, at, booking, bookingSetup, createProbeUser, findOrFail, signIn, sql, type DemoFixtures } from '@dental/server-testing';
import { FreeSlotService } from '../appointments/free-slot.service.js';

/**
 * "Book now" starts at the next free slot (GET /api/calendar/free-slot): the first point of the
 * branch's slot grid from now at which a room is free for the whole visit, inside the branch's
 * opening hours and off its holidays. The rules are shown at chosen instants of January 2037 (the
 * service with its clock; nothing else books then), the endpoint at the real now.
 */
describe('calendar: the next free slot', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let companyId: number;
  /** The Riga branch's slot length in minutes and its week, as settings keep them. */
  let slot: number;
  let week: WorkingDay[];

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    slot = branchSettingsSchema.parse((await api(app).get(`/api/settings/branches/${fx.branch}/settings`).set('authorization', admin)).body.data).slot_duration;
    week = branchWorkingHoursSchema.parse((await api(app).get(`/api/settings/branches/${fx.branch}/working-hours`).set('authorization', admin)).body.data).days;
  });
  afterAll(() => app.close());

  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const hhmm = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  /** The first point of the slot grid at or after a wall time. */
  const onGrid = (time: string) => hhmm(Math.ceil(minutes(time) / slot) * slot);
  const plus = (time: string, added: number) => hhmm(minutes(time) + added);
  const openingOf = (weekday: number) => findOrFail(week, (day) => day.weekday === weekday && !day.closed, `an open weekday ${weekday}`) as { open: string; close: string };
  const nextAt = (now: Date, duration = 30) =>
    withTenant(app.get(EntityManager), companyId, () => app.get(FreeSlotService).next({ branch_uuid: fx.branch, duration, room_type: 0 }, now));
  const book = async (date: string, from: string, to: string, room: number, practitioner: string) => {
    const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, date, from, to, { room_uuid: fx.rooms[room], practitioner_uuid: practitioner }));
    if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  };

  it('starts on the slot grid after now, in the first room free for the whole visit', async () => {
    expect(fx.rooms.length).toBeGreaterThanOrEqual(3);
    const start = onGrid('10:01');
    // The first room is taken from then on, the second one until ten minutes into the visit.
    await book('2037-01-05', start, plus(start, 60), 0, fx.doctor);
    await book('2037-01-05', '10:00', plus(start, 10), 1, fx.manager);
    const found = await nextAt(new Date(Date.parse(at('2037-01-05', '10:00')) + 30_000));
    expect(found).toEqual({ room_uuid: fx.rooms[2], time_from: at('2037-01-05', start), time_to: at('2037-01-05', plus(start, 30)) });
  });

  it('waits until a room is free when every room is taken, then takes the first of them', async () => {
    const [{ uuid: adminUuid }] = await sql<{ uuid: string }>(app, `select uuid from "user" where username = 'admin'`);
    const people = [fx.doctor, fx.manager, fx.assistant, adminUuid];
    for (const [room] of fx.rooms.entries()) await book('2037-01-06', '10:00', '11:00', room, people[room % people.length]);
    const found = await nextAt(new Date(at('2037-01-06', '10:00')), 45);
    expect(found).toEqual({ room_uuid: fx.rooms[0], time_from: at('2037-01-06', onGrid('11:00')), time_to: at('2037-01-06', plus(onGrid('11:00'), 45)) });
  });

  it('goes on to the next open day when the visit no longer fits before closing, skipping a holiday', async () => {
    const wednesday = openingOf(3);
    const friday = openingOf(5);
    openingOf(4);
    const holiday = await api(app).post(`/api/settings/branches/${fx.branch}/holidays`).set('authorization', admin).send({ date_from: '2037-01-08', date_to: '2037-01-08', type: 1, comment: 'Free slot test' });
    expect(holiday.status).toBe(201);
    const found = await nextAt(new Date(at('2037-01-07', plus(wednesday.close, -20))), 30);
    expect(found).toEqual({ room_uuid: fx.rooms[0], time_from: at('2037-01-09', friday.open), time_to: at('2037-01-09', plus(friday.open, 30)) });
  });

  it('answers a free room and time from now, inside the opening hours, to those who may book', async () => {
    const before = Date.now();
    const res = await api(app).get('/api/calendar/free-slot').query({ branch_uuid: fx.branch, duration: 30 }).set('authorization', admin);
    expect(res.status).toBe(200);
    const found = freeSlotAnswerSchema.parse(res.body).data;
    if (!found) throw new Error('no free slot in the next two weeks');
    const from = Date.parse(found.time_from);
    expect(from).toBeGreaterThanOrEqual(before - 60_000);
    expect(Date.parse(found.time_to) - from).toBe(30 * 60_000);
    const wall = wallOf(from, 'Europe/Riga');
    const opening = openingOf(new Date(`${wall.ymd}T12:00:00Z`).getUTCDay() || 7);
    expect(from).toBeGreaterThanOrEqual(instantOf(wall.ymd, minutes(opening.open), 'Europe/Riga'));
    expect(Date.parse(found.time_to)).toBeLessThanOrEqual(instantOf(wall.ymd, minutes(opening.close), 'Europe/Riga'));
    const overlapping = await sql(app, 'select uuid from appointment where room_uuid = ? and status <> 4 and deleted_at is null and time_from < ? and time_to > ?', [found.room_uuid, found.time_to, found.time_from]);
    expect(overlapping).toEqual([]);

    const viewer = await createProbeUser(app, ['calendar_view']);
    expect((await api(app).get('/api/calendar/free-slot').query({ branch_uuid: fx.branch }).set('authorization', viewer.token)).status).toBe(403);
    expect((await api(app).get('/api/calendar/free-slot').query({ branch_uuid: fx.branch }).set('authorization', await signIn(app, 'other'))).status).toBe(404);
    const bad = await api(app).get('/api/calendar/free-slot').query({ branch_uuid: fx.branch, duration: 2 }).set('authorization', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['duration']);
  });
});
