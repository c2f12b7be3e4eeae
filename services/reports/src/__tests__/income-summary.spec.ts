import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { api, bookingSetup, eventsSettled, sql, uniqueTag, type DemoFixtures } from '@dental/server-testing';
import { rebuildReports } from '../rebuild/reports-rebuild.js';
import { branchCte } from '../reports/report-scope.js';
import { invoicedSql, productionSql, receivedSql } from './income-oracle.js';

/**
 * The incomes read model built from events, end to end: every write goes through the API (treat,
 * invalidate, issue, pay, cancel, credit note) in a branch of the test's own, its events reach the
 * reports' consumer, and then the report equals the live SQL over the writers' rows
 * (income-oracle.ts) row for row, for every split and bucket; a replay of the event log rebuilds
 * it equal. Riga is on summer time (+03:00) from 2037-03-29: a payment at 23:30 on 31 March is
 * 20:30 UTC and belongs to March.
 */
describe('reports: the incomes summary written with each payment, invoice and treatment', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let companyId: number;
  let branch: string;
  let room: string;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
  const thisMonth = { from: `${today.slice(0, 8)}01`, to: today };
  const march = { from: '2037-03-01', to: '2037-04-30' };
  type Figures = { received: number; by_method: Record<string, number>; invoiced: number; production: number };
  type Row = Figures & { bucket: string; key: string | null };

  const report = (period: { from: string; to: string }, bucket: string, by: string) =>
    api(app).get('/api/reports/incomes').query({ branch_uuid: branch, ...period, bucket, by }).set('authorization', admin);

  /** The same report computed live from payments, invoices and treated items (rows of all zeros left out, as the report does). */
  async function oracle(period: { from: string; to: string }, bucket: string, by: 'doctor' | 'assistant' | 'room'): Promise<Row[]> {
    const cte = branchCte({ companyId, branchUuid: branch, ...period });
    const run = (query: string) => sql<{ bucket: string; key: string | null; method?: string; cents: string }>(app, `${cte.sql} ${query}`, [...cte.params, bucket, companyId]);
    const [received, invoiced, production] = await Promise.all([run(receivedSql(by)), run(invoicedSql(by)), run(productionSql(by))]);
    const rows = new Map<string, Row>();
    const row = (source: { bucket: string; key: string | null }) => {
      const id = `${source.bucket}|${source.key}`;
      let found = rows.get(id);
      if (!found) rows.set(id, (found = { bucket: source.bucket, key: source.key, received: 0, by_method: {}, invoiced: 0, production: 0 }));
      return found;
    };
    for (const r of received) {
      row(r).received += Number(r.cents);
      const method = r.method ?? '';
      row(r).by_method[method] = (row(r).by_method[method] ?? 0) + Number(r.cents);
    }
    for (const r of invoiced) row(r).invoiced += Number(r.cents);
    for (const r of production) row(r).production += Number(r.cents);
    return sorted([...rows.values()].filter((r) => r.received || r.invoiced || r.production));
  }
  const sorted = (rows: Row[]) => [...rows].sort((a, b) => a.bucket.localeCompare(b.bucket) || (a.key ?? '').localeCompare(b.key ?? ''));
  const reported = async (period: { from: string; to: string }, bucket: string, by: string) => {
    const res = await report(period, bucket, by);
    expect(res.status).toBe(200);
    return sorted((res.body.data.rows as (Row & { label: string | null })[]).map(({ bucket, key, received, by_method, invoiced, production }) => ({ bucket, key, received, by_method, invoiced, production })));
  };
  const summary = () =>
    sql(
      app,
      `select branch_uuid, day::text, doctor_uuid, assistant_uuid, room_uuid, method, received::int, invoiced::int, production::int from report_income_day
       where company_id = ? and branch_uuid = ? and (received <> 0 or invoiced <> 0 or production <> 0) order by 1, 2, 3, 4, 5, 6`,
      [companyId, branch],
    );

  let invoice: { uuid: string; version: number; services: { uuid: string }[] };
  let byHand: { uuid: string; amount_remaining: number };
  let filling: { uuid: string; price_from: number };

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    // A branch and room of this test's own (the writers' rows of the demo branch are other tests' too).
    [branch, room] = [randomUUID(), randomUUID()];
    await sql(app, `insert into branch (uuid, company_id, department_uuid, name, time_zone) select ?, company_id, department_uuid, ?, time_zone from branch where uuid = ?`, [
      branch,
      `Test reports ${uniqueTag()}`,
      fx.branch,
    ]);
    await sql(app, `insert into room (uuid, company_id, branch_uuid, name) values (?, ?, ?, 'Reports')`, [room, companyId, branch]);
    const [caries] = await sql<{ uuid: string }>(app, `select uuid from tooth_status where company_id = ? and name = 'Kariess'`, [companyId]);
    [filling] = await sql<{ uuid: string; price_from: number }>(app, `select uuid, price_from from service where company_id = ? and sku = 'P-002'`, [companyId]);
    const card = `/api/patients/${fx.patients[1]}`;
    const post = async (path: string, body: object, status = [200, 201]) => {
      const res = await api(app).post(path).set('authorization', admin).send(body);
      if (!status.includes(res.status)) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    };
    // A started appointment (on a free day: the treatment and invoice dates are today's) with doctor,
    // assistant and room; two fillings treated in it, one invalidated.
    const start = new Date('2037-03-31T10:00:00+03:00');
    const visit = await post('/api/calendar/appointments', {
      branch_uuid: branch,
      patient_uuid: fx.patients[1],
      practitioner_uuid: fx.doctor,
      assistant_uuid: fx.assistant,
      room_uuid: room,
      time_from: start.toISOString(),
      time_to: new Date(start.getTime() + 1_800_000).toISOString(),
    });
    await sql(app, 'update appointment set status = 7 where uuid = ?', [visit.uuid]);
    const plan = (await post(`${card}/treatment-plans`, { name: 'Summary' })).uuid as string;
    for (const tooth of [26, 27]) {
      const item = (await post(`${card}/tooth-map/items`, { tooth, surfaces: ['occlusal'], tooth_status_uuid: caries.uuid, stage: 'diagnosed' })).uuid as string;
      await post(`${card}/tooth-map/items/${item}/plan`, { service_uuid: filling.uuid, plan_uuid: plan });
      await post(`${card}/tooth-map/items/${item}/treat`, { appointment_uuid: visit.uuid });
      if (tooth === 26) await post(`${card}/tooth-map/items/${item}/invalidate`, { reason: 'Wrong tooth' });
    }
    // Its invoice issued (the treated filling), paid in part on 31 March 2037 23:30 Riga and today, one payment canceled, then credited in part.
    await sql(app, 'update appointment set status = 8 where uuid = ?', [visit.uuid]);
    const draft = await post('/api/invoices', { appointment_uuid: visit.uuid });
    invoice = await post(`/api/invoices/${draft.uuid}/issue`, { version: draft.version });
    await post(`/api/invoices/${invoice.uuid}/payments`, { method: 1, amount: 1_000, paid_at: '2037-03-31T23:30:00+03:00' });
    await post(`/api/invoices/${invoice.uuid}/payments`, { method: 1, amount: 500, paid_at: '2037-04-01T00:30:00+03:00' });
    const paid = await post(`/api/invoices/${invoice.uuid}/payments`, { method: 3, amount: 700 });
    const canceled = paid.payments.find((p: { amount: number; method: number }) => p.amount === 700 && p.method === 3);
    await post(`/api/invoices/${invoice.uuid}/payments/${canceled.uuid}/cancel`, {});
    await post(`/api/invoices/${invoice.uuid}/credit-note`, { lines: [{ line_uuid: invoice.services[0].uuid, count: 0.5 }] });
    // An invoice made by hand (no appointment: its doctor, no room or assistant).
    const hand = await post('/api/invoices', { patient_uuid: fx.patients[0], branch_uuid: branch, doctor_uuid: fx.manager, services: [{ service_uuid: filling.uuid }] });
    byHand = await post(`/api/invoices/${hand.uuid}/issue`, { version: hand.version });
    await eventsSettled(app);
  }, 120_000); // some twenty writes through the API on a shared machine
  afterAll(async () => {
    // The branch ends (soft delete: its records stay), so the demo company's branch list is the demo's again.
    await sql(app, 'update branch set deleted_at = now() where uuid = ?', [branch]);
    await app.close();
  });

  it('equals the live SQL of the underlying rows for every split and bucket, this month and around 31 March 2037', async () => {
    for (const period of [thisMonth, march]) {
      for (const by of ['doctor', 'assistant', 'room'] as const) {
        for (const bucket of ['day', 'week', 'month']) {
          expect({ period, by, bucket, rows: await reported(period, bucket, by) }).toEqual({ period, by, bucket, rows: await oracle(period, bucket, by) });
        }
      }
    }
    // 23:30 Riga on 31 March (20:30 UTC) is March's; 00:30 on 1 April (21:30 UTC on 31 March) is April's.
    const marchDays = await reported(march, 'day', 'doctor');
    expect(marchDays.find((r) => r.bucket === '2037-03-31' && r.key === fx.doctor)?.by_method['1']).toBe(1_000);
    expect(marchDays.find((r) => r.bucket === '2037-04-01' && r.key === fx.doctor)?.by_method['1']).toBe(500);
    // The equality covered a canceled payment and an invalidated treated filling (neither counts).
    const [{ canceled }] = await sql<{ canceled: number }>(app, `select count(*)::int as canceled from payment where invoice_uuid = ? and status = 3`, [invoice.uuid]);
    const [{ invalidated }] = await sql<{ invalidated: number }>(app, `select count(*)::int as invalidated from tooth_map_item where patient_uuid = ? and stage = 'treated' and invalidated_at is not null`, [fx.patients[1]]);
    expect({ canceled, invalidated }).toEqual({ canceled: 1, invalidated: 1 });
  });

  it('leaves the summary unchanged when a payment is refused, and adds up payments made in parallel', async () => {
    const before = await summary();
    const refused = await api(app).post(`/api/invoices/${byHand.uuid}/payments`).set('authorization', admin).send({ method: 1, amount: byHand.amount_remaining + 1 });
    expect(refused.status).toBe(400);
    await eventsSettled(app);
    expect(await summary()).toEqual(before);

    const totalBefore = (await report(thisMonth, 'month', 'doctor')).body.data.totals.received as number;
    const part = Math.floor(byHand.amount_remaining / 5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api(app).post(`/api/invoices/${byHand.uuid}/payments`).set('authorization', admin).send({ method: 2, amount: part })));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    await eventsSettled(app);
    const after = (await report(thisMonth, 'month', 'doctor')).body.data;
    expect(after.totals.received - totalBefore).toBe(5 * part);
    expect(await reported(thisMonth, 'day', 'doctor')).toEqual(await oracle(thisMonth, 'day', 'doctor'));
  });

  it('puts payments around the October 2037 change (25 October has 25 hours in Riga) on Riga\u2019s days', async () => {
    const hand = (await api(app).post('/api/invoices').set('authorization', admin).send({ patient_uuid: fx.patients[0], branch_uuid: branch, doctor_uuid: fx.doctor, services: [{ service_uuid: filling.uuid }] })).body.data;
    const issued = (await api(app).post(`/api/invoices/${hand.uuid}/issue`).set('authorization', admin).send({ version: hand.version })).body.data;
    const pay = async (paidAt: string, amount: number) =>
      expect((await api(app).post(`/api/invoices/${issued.uuid}/payments`).set('authorization', admin).send({ method: 1, amount, paid_at: paidAt })).status).toBe(201);
    await pay('2037-10-24T23:30:00+03:00', 100); // 20:30 UTC on the 24th
    await pay('2037-10-25T00:30:00+03:00', 200); // 21:30 UTC on the 24th, already the 25th in Riga
    await pay('2037-10-25T03:30:00+02:00', 300); // after the clocks went back
    await pay('2037-10-25T23:30:00+02:00', 400); // 21:30 UTC on the 25th
    await pay('2037-10-26T00:30:00+02:00', 500); // 22:30 UTC on the 25th, the 26th in Riga
    await eventsSettled(app);
    const october = { from: '2037-10-19', to: '2037-11-01' };
    const days = await reported(october, 'day', 'doctor');
    expect(days.filter((r) => r.key === fx.doctor).map((r) => [r.bucket, r.received])).toEqual([
      ['2037-10-24', 100],
      ['2037-10-25', 900],
      ['2037-10-26', 500],
    ]);
    for (const by of ['doctor', 'assistant', 'room'] as const) {
      for (const bucket of ['day', 'week', 'month']) expect(await reported(october, bucket, by)).toEqual(await oracle(october, bucket, by));
    }
  });

  it('is what a replay of the event log into an empty read model makes', async () => {
    await eventsSettled(app);
    const readModel = () =>
      Promise.all([
        sql(app, `select company_id, branch_uuid, day::text, doctor_uuid, assistant_uuid, room_uuid, method, received::text, invoiced::text, production::text from report_income_day where received <> 0 or invoiced <> 0 or production <> 0 order by 1, 2, 3, 4, 5, 6, 7`),
        sql(app, `select * from report_appointment order by uuid`),
        sql(app, `select * from report_work_time order by uuid`),
      ]);
    const live = await readModel();
    expect(live[0].length).toBeGreaterThan(0);
    const replayed = await app.get(MikroORM).em.fork().transactional((em) => rebuildReports(em));
    expect(replayed).toBeGreaterThan(0);
    expect(await readModel()).toEqual(live);
  });
});
