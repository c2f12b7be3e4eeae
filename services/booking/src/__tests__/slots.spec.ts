import type { INestApplication } from '@nestjs/common';
import { LocalCatchers } from '@dental/messages';
import { api, createTestApp, sql } from '@dental/server-testing';
import { BookingBranches, type BookingBranch } from '../slots/booking-branch.js';
import { SlotsService } from '../slots/slots.service.js';
import { bookingClinic, deskAppointment, openingHours, workTime, type BookingClinic } from './booking-fixtures.js';

/**
 * Free starts, a table of cases on days of 2027 (each case its own day) with the clock given to the
 * service, so the table reads the same on any day: work-time gaps, appointments of the practitioner
 * and of the room, absences, holidays, the minimum notice, the horizon and the buffer, and the two
 * daylight-saving days of Riga (28 March and 31 October 2027), whose starts keep their wall times;
 * and, at a clinic of their own, the branch's opening hours cutting the work times.
 */
describe('online booking: free starts', () => {
  let app: INestApplication;
  let catchers: LocalCatchers;
  let clinic: BookingClinic;
  let booking: BookingBranch;
  let slots: SlotsService;
  const NOW = new Date('2027-02-01T06:00:00Z');
  const local = (iso: string) => iso.slice(11, 16);

  beforeAll(async () => {
    app = await createTestApp();
    catchers = await new LocalCatchers({}).start();
    clinic = await bookingClinic(app, catchers.smtpPort);
    // Open every day from early to late: each case here is about its own rule (the opening hours have theirs below).
    await openingHours(app, clinic, [1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, '07:00', '21:00']));
    booking = await app.get(BookingBranches).bySlug(clinic.slug);
    slots = app.get(SlotsService);
  });
  afterAll(async () => {
    await app.close();
    await catchers.stop();
  });

  /** The starts of one day for the first practitioner ("anyone" when `anyone`), as Riga wall times. */
  async function starts(day: string, options: { anyone?: boolean; booking?: Partial<BookingBranch>; now?: Date } = {}): Promise<string[]> {
    const service = await slots.service(booking, clinic.service);
    const users = options.anyone ? clinic.users : [clinic.users[0]];
    const found = await slots.free({ ...booking, ...options.booking }, service, users, day, day, options.now ?? NOW);
    return found.map((slot) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', hour: '2-digit', minute: '2-digit' }).format(slot.start));
  }
  const [A, B] = [0, 1];
  const w = (day: string, from: string, to: string, user = A, room = 0) => workTime(app, clinic, clinic.users[user], clinic.rooms[room], `${day}T${from}:00+02:00`, `${day}T${to}:00+02:00`);
  const appt = (day: string, from: string, to: string, user = A, room = 0) => deskAppointment(app, clinic, clinic.users[user], clinic.rooms[room], `${day}T${from}:00+02:00`, `${day}T${to}:00+02:00`);

  it.each([
    ['a gap in the work time', '2027-02-08', async (d: string) => { await w(d, '09:00', '10:00'); await w(d, '10:30', '11:30'); }, {}, ['09:00', '09:15', '09:30', '10:30', '10:45', '11:00']],
    ["the practitioner's appointment", '2027-02-09', async (d: string) => { await w(d, '09:00', '11:00'); await appt(d, '09:30', '10:15'); }, {}, ['09:00', '10:15', '10:30']],
    ["another practitioner's appointment in the room", '2027-02-10', async (d: string) => { await w(d, '09:00', '10:00'); await appt(d, '09:00', '09:30', B, 0); }, {}, ['09:30']],
    ['a canceled appointment holds nothing', '2027-02-11', async (d: string) => {
      await w(d, '09:00', '10:00');
      await appt(d, '09:00', '10:00');
      await sql(app, `update appointment set status = 4 where company_id = ? and time_from = ?`, [clinic.company.id, `${d}T09:00:00+02:00`]);
    }, {}, ['09:00', '09:15', '09:30']],
    ['a vacation of the practitioner', '2027-02-12', async (d: string) => {
      await w(d, '09:00', '10:00');
      await sql(app, `insert into user_vacation (company_id, user_uuid, date_from, date_to, type) values (?, ?, ?, ?, 1)`, [clinic.company.id, clinic.users[A], d, d]);
    }, {}, []],
    ['a holiday of the branch', '2027-02-15', async (d: string) => {
      await w(d, '09:00', '10:00');
      await sql(app, `insert into branch_holiday (company_id, branch_uuid, date_from, date_to, type) values (?, ?, ?, ?, 1)`, [clinic.company.id, clinic.branch, d, d]);
    }, {}, []],
    ['the buffer around an appointment', '2027-02-16', async (d: string) => { await w(d, '09:00', '11:00'); await appt(d, '09:30', '10:00'); }, { booking: { bufferMinutes: 10 } }, ['10:15', '10:30']],
    ['the minimum notice', '2027-02-17', async (d: string) => { await w(d, '09:00', '12:00'); }, { now: new Date('2027-02-17T06:00:00Z') }, ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30']],
    ['the horizon', '2027-02-18', async (d: string) => { await w(d, '09:00', '10:00'); }, { booking: { horizonDays: 16 } }, []],
    ['just inside the horizon', '2027-02-19', async (d: string) => { await w(d, '09:00', '10:00'); }, { booking: { horizonDays: 18 } }, ['09:00', '09:15', '09:30']],
    ['"anyone": each start once, from whoever is free', '2027-02-22', async (d: string) => {
      await w(d, '09:00', '10:00', A, 0);
      await w(d, '09:00', '10:00', B, 1);
      await appt(d, '09:00', '09:30', A, 0);
    }, { anyone: true }, ['09:00', '09:15', '09:30']],
  ])('offers the right starts with %s', async (_case, day, arrange, options, expected) => {
    await arrange(day);
    expect(await starts(day, options)).toEqual(expected);
  });

  it('keeps the wall times on the daylight-saving days of Riga, with the right offsets', async () => {
    const cases: [string, string, string][] = [
      ['2027-03-27', '+02:00', '2027-03-27T07:00:00Z'],
      ['2027-03-28', '+03:00', '2027-03-28T06:00:00Z'],
      ['2027-10-30', '+03:00', '2027-10-30T06:00:00Z'],
      ['2027-10-31', '+02:00', '2027-10-31T07:00:00Z'],
    ];
    for (const [day, offset] of cases) await workTime(app, clinic, clinic.users[A], clinic.rooms[0], `${day}T09:00:00${offset}`, `${day}T10:00:00${offset}`);
    for (const [day, offset, nineUtc] of cases) {
      const answer = await slots.slots(clinic.slug, { service_uuid: clinic.service, user_uuid: clinic.users[A], from: day, to: day }, new Date(`${day.slice(0, 8)}01T06:00:00Z`));
      expect(answer.map((slot) => slot.start)).toEqual([`${day}T09:00:00${offset}`, `${day}T09:15:00${offset}`, `${day}T09:30:00${offset}`]);
      expect(new Date(answer[0].start).toISOString()).toBe(new Date(nineUtc).toISOString());
      expect(answer.map((slot) => local(slot.start))).toEqual(['09:00', '09:15', '09:30']);
    }
  });

  describe("inside the branch's opening hours", () => {
    let shop: BookingClinic;
    let shopBooking: BookingBranch;
    beforeAll(async () => {
      shop = await bookingClinic(app, catchers.smtpPort);
      // Mondays 10:00-12:00, Tuesdays closed, Saturdays 09:00-13:00, Sundays closed.
      await openingHours(app, shop, [[1, '10:00', '12:00'], [2, null], [3, '08:00', '18:00'], [4, '08:00', '18:00'], [5, '08:00', '18:00'], [6, '09:00', '13:00']]);
      shopBooking = await app.get(BookingBranches).bySlug(shop.slug);
    });
    async function shopStarts(day: string): Promise<string[]> {
      const service = await slots.service(shopBooking, shop.service);
      const found = await slots.free(shopBooking, service, [shop.users[0]], day, day, NOW);
      return found.map((slot) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Riga', hour: '2-digit', minute: '2-digit' }).format(slot.start));
    }
    const work = (day: string, from: string, to: string) => workTime(app, shop, shop.users[0], shop.rooms[0], `${day}T${from}`, `${day}T${to}`);

    it.each([
      ['a work time that starts before the branch opens', '2027-03-01', ['08:00:00+02:00', '11:00:00+02:00'], ['10:00', '10:15', '10:30']],
      ['a work time that runs past closing', '2027-03-08', ['11:00:00+02:00', '13:00:00+02:00'], ['11:00', '11:15', '11:30']],
      ['a work time wider than the day on both ends', '2027-03-15', ['07:00:00+02:00', '14:00:00+02:00'], ['10:00', '10:15', '10:30', '10:45', '11:00', '11:15', '11:30']],
      ['a weekday the branch is closed', '2027-03-02', ['09:00:00+02:00', '12:00:00+02:00'], []],
      ['a Sunday the branch is closed', '2027-03-07', ['09:00:00+02:00', '12:00:00+02:00'], []],
      ['a work time wholly inside the hours', '2027-03-03', ['09:00:00+02:00', '10:00:00+02:00'], ['09:00', '09:15', '09:30']],
      ['a Saturday of shorter hours', '2027-03-06', ['08:00:00+02:00', '10:00:00+02:00'], ['09:00', '09:15', '09:30']],
      ['the Monday after the spring DST change (the hours are wall times)', '2027-03-29', ['09:00:00+03:00', '11:00:00+03:00'], ['10:00', '10:15', '10:30']],
    ])('offers only the opening hours with %s', async (_case, day, [from, to], expected) => {
      await work(day, from, to);
      expect(await shopStarts(day)).toEqual(expected);
    });
  });

  it('answers the page and refuses more than 31 days, an unknown service and a page that is off, each with a translated 4xx', async () => {
    const page = await api(app).get(`/api/public/booking/${clinic.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.services).toEqual([{ uuid: clinic.service, name: 'Apskate', duration_minutes: 30, price_from: 2500 }]);
    expect(page.body.data.practitioners.map((p: { first_name: string }) => p.first_name)).toEqual(['Anna', 'Baiba']);
    expect(page.body.data.embed_origins).toEqual(['https://www.klinika.lv']);
    expect(page.body.data.branch).toMatchObject({ address: 'Brīvības iela 1, Rīga', phone: '+371 67000000', time_zone: 'Europe/Riga' });

    const long = await api(app).get(`/api/public/booking/${clinic.slug}/slots`).query({ service_uuid: clinic.service, from: '2027-03-01', to: '2027-04-01' }).set('content-language', 'en');
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('At most 31 days at a time');
    const unknown = await api(app).get(`/api/public/booking/${clinic.slug}/slots`).query({ service_uuid: clinic.users[0], from: '2027-03-01', to: '2027-03-02' });
    expect(unknown.status).toBe(400);
    expect(await api(app).get('/api/public/booking/no-such-clinic').then((r) => r.status)).toBe(404);

    // The cluster's nginx asks for the page's frame-ancestors before serving /book/{slug}: the branch's sites, else nobody.
    const framed = await api(app).get(`/api/public/booking/${clinic.slug}/frame-ancestors`);
    expect(framed.status).toBe(204);
    expect(framed.headers['x-frame-ancestors']).toBe('https://www.klinika.lv');
    const nobody = await api(app).get('/api/public/booking/no-such-clinic/frame-ancestors');
    expect(nobody.status).toBe(204);
    expect(nobody.headers['x-frame-ancestors']).toBe("'none'");
  });
});
