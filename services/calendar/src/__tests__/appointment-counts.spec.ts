import type { INestApplication } from '@nestjs/common';
import { api, at, booking, bookingSetup, sql, type DemoFixtures } from '@dental/server-testing';
import { AppointmentCountsService } from '../stats/appointment-counts.service.js';

/**
 * AppointmentCountsService counts in raw SQL (one grouped query), which the tenant filter does not
 * scope: the company it is given is the only thing between one clinic's counts and another's.
 * A day of June 2033 where nothing else books.
 */
describe('appointment counts (raw SQL): one company at a time', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  const range = { from: new Date(at('2033-06-07', '00:00')), to: new Date(at('2033-06-08', '00:00')), timeZone: 'Europe/Riga' };

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2033-06-07', '09:00', '09:30'));
    expect(res.status).toBe(201);
  });
  afterAll(() => app.close());

  it("counts the company's own appointments and never another company's", async () => {
    const companies = await sql<{ id: number; slug: string }>(app, `select id, slug from company where slug in ('demo', 'other')`);
    const id = (slug: string) => companies.find((company) => company.slug === slug)!.id;
    const counts = app.get(AppointmentCountsService);
    expect((await counts.count({ ...range, companyId: id('demo') })).total.all).toBe(1);
    const theirs = await counts.count({ ...range, companyId: id('other') });
    expect(theirs).toEqual({ total: { all: 0, planned: 0, closed: 0, canceled: 0 }, days: [] });
    // Not even when asked for the demo company's branch and doctor by uuid.
    expect((await counts.count({ ...range, companyId: id('other'), branchUuid: fx.branch, practitionerUuids: [fx.doctor] })).total.all).toBe(0);
  });
});
