import type { INestApplication } from '@nestjs/common';
import { historyPageSchema } from '@dental/contracts';
import { api, at, booking, bookingSetup, signIn, sql, type DemoFixtures } from '@dental/server-testing';

/**
 * The patient card's history tab reads `GET /api/calendar/history?patient_uuid=` without a branch:
 * the patient's appointments in every branch of the company, newest first, paged; upcoming ones on
 * request. A fresh patient per run, booked in February 2024 (past) and March 2034 (upcoming), days
 * the seed and the other calendar tests leave empty.
 */
describe('calendar: a patient\u2019s history across branches', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let patient: string;
  let jurmalaRoom: string;

  const history = (query: Record<string, string | number | boolean>, token = admin) =>
    api(app).get('/api/calendar/history').query(query).set('authorization', token).set('content-language', 'en');

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    const created = await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Vēsture', last_name: `Pacients${Date.now()}` });
    expect(created.status).toBe(201);
    patient = created.body.data.uuid;
    [{ uuid: jurmalaRoom }] = await sql<{ uuid: string }>(app, `select uuid from room where branch_uuid = ? and hidden = 0 and deleted_at is null order by sort_order limit 1`, [
      fx.otherBranch,
    ]);
    const book = async (body: object) => {
      const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(body);
      expect(res.status).toBe(201);
    };
    // Riga 12 Feb, Jurmala 13 Feb (past); Jurmala 14 Mar 2034 (upcoming).
    await book(booking(fx, '2024-02-12', '09:00', '09:30', { patient_uuid: patient }));
    await book(booking(fx, '2024-02-13', '10:00', '10:30', { patient_uuid: patient, branch_uuid: fx.otherBranch, room_uuid: jurmalaRoom }));
    await book(booking(fx, '2034-03-14', '11:00', '11:30', { patient_uuid: patient, branch_uuid: fx.otherBranch, room_uuid: jurmalaRoom }));
  });
  afterAll(() => app.close());

  it('lists the patient\u2019s past appointments of both branches, newest first, paged, without a branch', async () => {
    const res = await history({ patient_uuid: patient });
    expect(res.status).toBe(200);
    const page = historyPageSchema.parse(res.body);
    expect(page.meta.total).toBe(2);
    expect(page.data.map((row) => row.time_from)).toEqual([at('2024-02-13', '10:00'), at('2024-02-12', '09:00')]);
    expect(page.data.map((row) => row.branch.uuid)).toEqual([fx.otherBranch, fx.branch]);
    expect(page.data[0].branch.time_zone).toBe('Europe/Riga');
    expect(page.data[0].room).toEqual({ uuid: jurmalaRoom, name: expect.any(String) });
    expect(page.data.every((row) => row.patient.uuid === patient)).toBe(true);

    const second = historyPageSchema.parse((await history({ patient_uuid: patient, per_page: 1, page: 2 })).body);
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2 });
    expect(second.data.map((row) => row.time_from)).toEqual([at('2024-02-12', '09:00')]);

    // With a branch, as before: that branch only.
    const riga = historyPageSchema.parse((await history({ patient_uuid: patient, branch_uuid: fx.branch })).body);
    expect(riga.data.map((row) => row.branch.uuid)).toEqual([fx.branch]);
  });

  it('adds upcoming appointments with include_upcoming (newest first, so they come first)', async () => {
    const page = historyPageSchema.parse((await history({ patient_uuid: patient, include_upcoming: true })).body);
    expect(page.meta.total).toBe(3);
    expect(page.data.map((row) => row.time_from)).toEqual([at('2034-03-14', '11:00'), at('2024-02-13', '10:00'), at('2024-02-12', '09:00')]);
    expect(historyPageSchema.parse((await history({ patient_uuid: patient, include_upcoming: false })).body).meta.total).toBe(2);
  });

  it('answers 400 naming branch_uuid when neither a branch nor a patient is given', async () => {
    const res = await history({ include_upcoming: true });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields)).toEqual(['branch_uuid']);
  });

  it('gives another company nothing of this patient', async () => {
    const other = await signIn(app, 'other');
    const res = await history({ patient_uuid: patient, include_upcoming: true }, other);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.meta.total).toBe(0);
  });
});
