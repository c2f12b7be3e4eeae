import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Attribution, EventData, EventType } from '@dental/contracts';
import { EventOutbox } from '@dental/server-core';
import { rebuildReports } from '../rebuild/reports-rebuild.js';
import { api, at, booking, bookingSetup, createProbeUser, eventsSettled, sql, type DemoFixtures } from '@dental/server-testing';

/**
 * The owner's view (GET /api/reports/branches) through the real API, on 10-14 January 2039 (nothing
 * else is there): appointments booked in the Riga and Jurmala branches, billing's events published
 * for both and for the other company's branch (as billing publishes them), and each branch's line
 * compared with that branch's own incomes and workload reports.
 */
describe('reports: branches side by side', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  const period = { from: '2039-01-10', to: '2039-01-14' };
  const none: Attribution = { doctor_uuid: null, assistant_uuid: null, room_uuid: null };

  const publish = <T extends EventType>(companyId: number, type: T, data: EventData<T>) =>
    app.get(MikroORM).em.fork().transactional((em) => app.get(EventOutbox).publish(em, type, data, companyId));
  const invoiceAndPayment = async (companyId: number, branch: string, patient: string, total: number, paid: number, method: number, day: string) => {
    const uuid = randomUUID();
    await publish(companyId, 'invoice.issued', { invoice_uuid: uuid, branch_uuid: branch, patient_uuid: patient, appointment_uuid: null, issued_at: at(day, '12:00'), total, attribution: none });
    await publish(companyId, 'payment.recorded', {
      payment_uuid: randomUUID(), kind: 'payment', invoice_uuid: uuid, branch_uuid: branch, patient_uuid: patient, method, amount: paid, paid_at: at(day, '12:30'), attribution: none,
    });
  };
  const book = async (body: ReturnType<typeof booking>) => {
    const res = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(body);
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  };

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    const companies = await sql<{ id: number; slug: string }>(app, `select id, slug from company where slug in ('demo', 'other')`);
    const demo = companies.find((c) => c.slug === 'demo')!.id;
    const other = companies.find((c) => c.slug === 'other')!.id;
    const [jurmalaRoom] = await sql<{ uuid: string }>(app, 'select uuid from room where branch_uuid = ? and deleted_at is null order by sort_order limit 1', [fx.otherBranch]);
    const [theirs] = await sql<{ uuid: string; patient: string }>(
      app,
      'select b.uuid, (select p.uuid from patient p where p.company_id = b.company_id limit 1) as patient from branch b where b.company_id = ? limit 1',
      [other],
    );
    await book(booking(fx, '2039-01-10', '09:00', '09:30'));
    await book(booking(fx, '2039-01-11', '10:00', '10:45'));
    await book(booking(fx, '2039-01-12', '11:00', '11:20', { branch_uuid: fx.otherBranch, room_uuid: jurmalaRoom.uuid }));
    await invoiceAndPayment(demo, fx.branch, fx.patients[0], 10_000, 6_000, 1, '2039-01-10');
    await invoiceAndPayment(demo, fx.branch, fx.patients[0], 4_000, 4_000, 3, '2039-01-13');
    await invoiceAndPayment(demo, fx.otherBranch, fx.patients[1], 7_500, 2_500, 1, '2039-01-12');
    // The other company's money in the same days: never in the demo company's view.
    await invoiceAndPayment(other, theirs.uuid, theirs.patient, 99_900, 99_900, 1, '2039-01-11');
    await eventsSettled(app);
  }, 120_000);
  afterAll(() => app.close());

  const branches = (token = admin, query: Record<string, string> = period) => api(app).get('/api/reports/branches').query(query).set('authorization', token).set('content-language', 'en');
  type Line = { branch_uuid: string; name: string; incomes: { received: number; invoiced: number; by_method: Record<string, number> }; workload: { appointments: number; booked_minutes: number } };

  it('lists each branch with its incomes and workload, equal to that branch\u2019s own reports', async () => {
    const res = await branches();
    expect(res.status).toBe(200);
    const lines = res.body.data.branches as Line[];
    const riga = lines.find((l) => l.branch_uuid === fx.branch)!;
    const jurmala = lines.find((l) => l.branch_uuid === fx.otherBranch)!;
    expect(riga.incomes).toMatchObject({ received: 10_000, invoiced: 14_000, by_method: { 1: 6_000, 3: 4_000 } });
    expect(riga.workload).toMatchObject({ appointments: 2, booked_minutes: 75 });
    expect(jurmala.incomes).toMatchObject({ received: 2_500, invoiced: 7_500 });
    expect(jurmala.workload).toMatchObject({ appointments: 1, booked_minutes: 20 });
    expect(res.body.data.methods).toEqual(['1', '3']);
    for (const line of [riga, jurmala]) {
      const [incomes, workload] = await Promise.all(
        ['incomes', 'workload'].map((kind) => api(app).get(`/api/reports/${kind}`).query({ ...period, branch_uuid: line.branch_uuid }).set('authorization', admin)),
      );
      expect(line.incomes).toEqual(incomes.body.data.totals);
      expect(line.workload).toEqual(workload.body.data.totals);
    }
  });

  it('gives the chain\u2019s totals as the sums of the branches\u2019 lines', async () => {
    const { data } = (await branches()).body as { data: { branches: (Line & { workload: Record<string, number> })[]; totals: { incomes: Line['incomes'] & { production: number }; workload: Record<string, number> } } };
    const sum = (pick: (l: (typeof data.branches)[number]) => number) => data.branches.reduce((total, l) => total + pick(l), 0);
    expect(data.totals.incomes.received).toBe(sum((l) => l.incomes.received));
    expect(data.totals.incomes.invoiced).toBe(sum((l) => l.incomes.invoiced));
    expect(data.totals.incomes.by_method['1']).toBe(sum((l) => l.incomes.by_method['1'] ?? 0));
    for (const field of ['appointments', 'finished', 'canceled', 'no_show', 'booked_minutes', 'working_minutes']) {
      expect(data.totals.workload[field]).toBe(sum((l) => l.workload[field]));
    }
    expect(data.totals.incomes).toMatchObject({ received: 12_500, invoiced: 21_500 });
    expect(data.totals.workload.appointments).toBe(3);
  });

  it('counts only the caller\u2019s company: the other company sees its own branches and money, not the demo\u2019s', async () => {
    const ours = (await branches()).body.data as { branches: Line[] };
    const theirBranches = await sql<{ uuid: string }>(app, `select b.uuid from branch b join company c on c.id = b.company_id where c.slug = 'other'`);
    expect(ours.branches.some((l) => theirBranches.some((b) => b.uuid === l.branch_uuid))).toBe(false);
    const other = await createProbeUser(app, ['report_view'], 'other');
    const res = await branches(other.token);
    expect(res.status).toBe(200);
    expect(res.body.data.totals.incomes.received).toBe(99_900);
    expect(res.body.data.totals.workload.appointments).toBe(0);
    expect((res.body.data.branches as Line[]).map((l) => l.branch_uuid)).not.toContain(fx.branch);
    // Read again: the other company's call changed nothing of ours.
    expect((await branches()).body.data.totals.incomes.received).toBe(12_500);
  });

  it('answers the same lines after the read model is replayed from the event log (the day summary follows its rows)', async () => {
    const before = (await branches()).body.data;
    await app.get(MikroORM).em.fork().transactional((em) => rebuildReports(em));
    expect((await branches()).body.data).toEqual(before);
  });

  it('needs report_view, read again on every request', async () => {
    const probe = await createProbeUser(app);
    const refused = await branches(probe.token);
    expect(refused.status).toBe(403);
    expect(refused.body.data).toBeUndefined();
    await probe.grant(['report_view']);
    expect((await branches(probe.token)).body.data.totals.workload.appointments).toBe(3);
    await probe.grant([]);
    expect((await branches(probe.token)).status).toBe(403);
  });

  it('refuses a bad period with the field named', async () => {
    const res = await branches(admin, { from: '2039-01-14', to: '2039-01-10' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.to).toBe('The end date must not be before the start date');
    expect((await branches(admin, { from: '2039-01-10' })).status).toBe(400);
  });
});
