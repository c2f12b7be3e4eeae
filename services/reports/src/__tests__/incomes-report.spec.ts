import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { api, bookingSetup, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { rebuildIncomeSummary } from '../incomes/income-summary.js';

/**
 * The incomes report through the real API, on invoices, credit notes and payments of March-April
 * 2036 in the Riga branch (nothing else is there). The billing rows are seeded as the billing
 * module stores them, by SQL, so the summary is rebuilt from them afterwards (the writes through the
 * API that keep it current are income-summary.spec.ts's); Riga is on summer time (+03:00) from 2036-03-30, so a payment at 23:30 on
 * 31 March is 20:30 UTC and belongs to March, and 00:30 on 1 April (21:30 UTC on 31 March) to April.
 */
describe('reports: incomes', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  const riga = (date: string, time: string) => `${date}T${time}:00${date >= '2036-03-30' && date < '2036-10-26' ? '+03:00' : '+02:00'}`;
  let companyId: number;
  let numbers = 0;
  const rebuild = () => rebuildIncomeSummary(app.get(MikroORM).em.fork(), companyId);

  const invoice = async (fields: { appointment?: string | null; doctor?: string | null; issuedAt: string | null; total: number; kind?: 'invoice' | 'credit_note'; credited?: string }) => {
    const uuid = randomUUID();
    const issued = fields.issuedAt !== null;
    await sql(
      app,
      `insert into invoice (uuid, company_id, branch_uuid, patient_uuid, doctor_uuid, appointment_uuid, kind, status, number, credited_invoice_uuid, issued_at, price_total, price_to_pay)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [uuid, companyId, fx.branch, fx.patients[0], fields.doctor ?? null, fields.appointment ?? null, fields.kind ?? 'invoice', issued ? 'issued' : 'draft', issued ? `RPT-${++numbers}` : null, fields.credited ?? null, fields.issuedAt, fields.total, fields.total],
    );
    return uuid;
  };
  const payment = (invoiceUuid: string, method: number, amount: number, paidAt: string, status = 2) =>
    sql(app, `insert into payment (company_id, invoice_uuid, method, amount, status, paid_at) values (?, ?, ?, ?, ?, ?)`, [companyId, invoiceUuid, method, amount, status, paidAt]);

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    const book = async (date: string, extra: Record<string, unknown>) => {
      const res = await api(app)
        .post('/api/calendar/appointments')
        .set('authorization', admin)
        .send({ branch_uuid: fx.branch, patient_uuid: fx.patients[0], time_from: riga(date, '09:00'), time_to: riga(date, '09:30'), ...extra });
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      return res.body.data.uuid as string;
    };
    const withDoctor = await book('2036-03-10', { practitioner_uuid: fx.doctor, assistant_uuid: fx.assistant, room_uuid: fx.rooms[0] });
    const withManager = await book('2036-03-12', { practitioner_uuid: fx.manager, room_uuid: fx.rooms[1] });

    const first = await invoice({ appointment: withDoctor, doctor: fx.doctor, issuedAt: riga('2036-03-10', '12:00'), total: 10_000 });
    const second = await invoice({ appointment: withManager, doctor: fx.manager, issuedAt: riga('2036-03-31', '23:30'), total: 5_000 });
    const byHand = await invoice({ doctor: fx.doctor, issuedAt: riga('2036-04-01', '00:10'), total: 3_000 });
    await invoice({ kind: 'credit_note', credited: first, issuedAt: riga('2036-04-02', '10:00'), total: 2_000 });
    await invoice({ appointment: null, doctor: fx.doctor, issuedAt: null, total: 99_000 }); // a draft: not invoiced

    await payment(first, 1, 6_000, riga('2036-03-10', '13:00'));
    await payment(first, 3, 2_000, riga('2036-03-31', '23:30'));
    await payment(second, 2, 5_000, riga('2036-04-01', '00:30'));
    await payment(byHand, 1, 3_000, riga('2036-04-01', '09:00'), 3); // canceled
    await payment(byHand, 1, 1_000, riga('2036-04-03', '09:00'), 1); // expected, not received
    await rebuild();
  });
  afterAll(() => app.close());

  const report = (query: Record<string, string>, token = admin) =>
    api(app).get('/api/reports/incomes').query({ branch_uuid: fx.branch, from: '2036-03-01', to: '2036-04-30', ...query }).set('authorization', token).set('content-language', 'en');
  type Row = { bucket: string; key: string | null; received: number; by_method: Record<string, number>; invoiced: number; production: number };
  const find = (rows: Row[], bucket: string, key: string | null) => rows.find((row) => row.bucket === bucket && row.key === key);

  it('sums payments by payment date and method, invoices less credit notes by issue date, per doctor and month', async () => {
    const res = await report({ bucket: 'month', by: 'doctor' });
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as Row[];
    expect(find(rows, '2036-03-01', fx.doctor)).toMatchObject({ received: 8_000, by_method: { 1: 6_000, 3: 2_000 }, invoiced: 10_000 });
    expect(find(rows, '2036-03-01', fx.manager)).toMatchObject({ received: 0, invoiced: 5_000 });
    expect(find(rows, '2036-04-01', fx.doctor)).toMatchObject({ received: 0, invoiced: 3_000 - 2_000 });
    expect(find(rows, '2036-04-01', fx.manager)).toMatchObject({ received: 5_000, by_method: { 2: 5_000 }, invoiced: 0 });
    expect(res.body.data.totals).toMatchObject({ received: 13_000, by_method: { 1: 6_000, 2: 5_000, 3: 2_000 }, invoiced: 16_000 });
    expect(res.body.data.methods).toEqual(['1', '2', '3']);
  });

  it('counts the payment at 23:30 Riga time on 31 March in March, and equals the payments table per day', async () => {
    const res = await report({ bucket: 'day', by: 'doctor' });
    expect(find(res.body.data.rows, '2036-03-31', fx.doctor)).toMatchObject({ received: 2_000, by_method: { 3: 2_000 } });
    expect(find(res.body.data.rows, '2036-03-31', fx.manager)).toMatchObject({ received: 0, invoiced: 5_000 });
    const underlying = await sql<{ day: string; cents: string }>(
      app,
      `select to_char(p.paid_at at time zone 'Europe/Riga', 'YYYY-MM-DD') as day, sum(p.amount) as cents
       from payment p join invoice i on i.uuid = p.invoice_uuid
       where i.branch_uuid = ? and p.status = 2 and p.paid_at >= '2036-02-29T22:00:00Z' and p.paid_at < '2036-04-30T21:00:00Z' group by 1`,
      [fx.branch],
    );
    const perDay = new Map<string, number>();
    for (const row of res.body.data.rows as Row[]) if (row.received) perDay.set(row.bucket, (perDay.get(row.bucket) ?? 0) + row.received);
    expect(Object.fromEntries(perDay)).toEqual(Object.fromEntries(underlying.map((row) => [row.day, Number(row.cents)])));
  });

  it('attributes to the appointment\u2019s room and assistant; an invoice by hand has neither', async () => {
    const rooms = (await report({ bucket: 'month', by: 'room' })).body.data.rows as Row[];
    expect(find(rooms, '2036-03-01', fx.rooms[0])).toMatchObject({ received: 8_000, invoiced: 10_000 });
    expect(find(rooms, '2036-03-01', fx.rooms[1])).toMatchObject({ received: 0, invoiced: 5_000 });
    expect(find(rooms, '2036-04-01', fx.rooms[0])).toMatchObject({ invoiced: -2_000 });
    expect(find(rooms, '2036-04-01', fx.rooms[1])).toMatchObject({ received: 5_000 });
    expect(find(rooms, '2036-04-01', null)).toMatchObject({ invoiced: 3_000, label: null });
    const assistants = (await report({ bucket: 'month', by: 'assistant' })).body.data;
    expect(find(assistants.rows, '2036-03-01', fx.assistant)).toMatchObject({ received: 8_000, invoiced: 10_000 });
    expect(assistants.totals).toMatchObject({ received: 13_000, invoiced: 16_000 });
  });

  it('exports the rows and totals as CSV, amounts in euros', async () => {
    const res = await api(app)
      .get('/api/reports/incomes/export.csv')
      .query({ branch_uuid: fx.branch, from: '2036-03-01', to: '2036-04-30', bucket: 'month', by: 'room' })
      .set('authorization', admin)
      .set('content-language', 'en');
    expect(res.status).toBe(200);
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Period from;Room;Received;Received: cash;Received: bank transfer;Received: card;Invoiced;Production');
    expect(lines).toContain('2036-04-01;(not set);0.00;0.00;0.00;0.00;30.00;0.00');
    expect(lines.at(-1)).toBe('Total;;130.00;60.00;50.00;20.00;160.00;0.00');
  });

  it('needs report_view (read again), and answers 404 for another company\u2019s branch', async () => {
    const probe = await createProbeUser(app);
    expect((await report({}, probe.token)).status).toBe(403);
    await probe.grant(['report_view']);
    expect((await report({}, probe.token)).body.data.totals.received).toBe(13_000);
    const [theirs] = await sql<{ uuid: string }>(app, `select b.uuid from branch b join company c on c.id = b.company_id where c.slug = 'other' limit 1`);
    expect((await report({ branch_uuid: theirs.uuid })).status).toBe(404);
    const other = await createProbeUser(app, ['report_view'], 'other');
    const all = await api(app).get('/api/reports/incomes').query({ from: '2036-03-01', to: '2036-04-30' }).set('authorization', other.token);
    expect(all.body.data.totals).toMatchObject({ received: 0, invoiced: 0 });
  });

  it('shows an invoice issued and paid through the invoices API at once (the summary is written in the same transaction)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
    const period = { from: `${today.slice(0, 8)}01`, to: today, bucket: 'month', by: 'doctor' };
    const before = (await report(period)).body.data.totals;
    const service = randomUUID();
    const category = randomUUID();
    await sql(app, `insert into catalogue_category (uuid, company_id, type, name) values (?, ?, 0, ?)`, [category, companyId, `Reports ${category}`]);
    await sql(app, `insert into service (uuid, company_id, category_uuid, name, sku, time, price_from, price_to, vat_category, unit) values (?, ?, ?, 'Plombe', ?, 30, 4500, 4500, 'exempt', 'PC')`, [
      service,
      companyId,
      category,
      `R${category.slice(0, 8)}`,
    ]);
    const created = await api(app)
      .post('/api/invoices')
      .set('authorization', admin)
      .send({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, doctor_uuid: fx.doctor, services: [{ service_uuid: service }] });
    expect(created.status).toBe(201);
    const issued = await api(app).post(`/api/invoices/${created.body.data.uuid}/issue`).set('authorization', admin).send({ version: created.body.data.version });
    expect(issued.status).toBe(200);
    const paid = await api(app).post(`/api/invoices/${created.body.data.uuid}/payments`).set('authorization', admin).send({ method: 1, amount: 4500 });
    expect(paid.status).toBe(201);
    const after = (await report(period)).body.data.totals;
    expect(after.received - before.received).toBe(4500);
    expect((after.by_method['1'] ?? 0) - (before.by_method['1'] ?? 0)).toBe(4500);
    expect(after.invoiced - before.invoiced).toBe(4500);
  });

  it('counts treated procedures as production at their frozen price, on the treatment day, for the appointment\u2019s doctor and room', async () => {
    const [caries] = await sql<{ uuid: string }>(app, `select uuid from tooth_status where company_id = ? and name = 'Kariess'`, [companyId]);
    const [filling] = await sql<{ uuid: string; price_from: number }>(app, `select uuid, price_from from service where company_id = ? and sku = 'P-002'`, [companyId]);
    const card = `/api/patients/${fx.patients[1]}`;
    const booked = await api(app)
      .post('/api/calendar/appointments')
      .set('authorization', admin)
      .send({ branch_uuid: fx.branch, patient_uuid: fx.patients[1], practitioner_uuid: fx.doctor, room_uuid: fx.rooms[2] ?? fx.rooms[0], time_from: riga('2036-05-05', '10:00'), time_to: riga('2036-05-05', '11:00') });
    expect(booked.status).toBe(201);
    await sql(app, 'update appointment set status = 7 where uuid = ?', [booked.body.data.uuid]);
    const plan = (await api(app).post(`${card}/treatment-plans`).set('authorization', admin).send({ name: 'Report' })).body.data.uuid as string;
    const item = (await api(app).post(`${card}/tooth-map/items`).set('authorization', admin).send({ tooth: 27, surfaces: ['occlusal'], tooth_status_uuid: caries.uuid, stage: 'diagnosed' })).body.data.uuid as string;
    await api(app).post(`${card}/tooth-map/items/${item}/plan`).set('authorization', admin).send({ service_uuid: filling.uuid, plan_uuid: plan });
    expect((await api(app).post(`${card}/tooth-map/items/${item}/treat`).set('authorization', admin).send({ appointment_uuid: booked.body.data.uuid })).status).toBe(200);
    // Treated "now" by the API; the report's period is the appointment's day, so the treatment is moved to it.
    await sql(app, 'update tooth_map_item set treated_at = ? where uuid = ?', [riga('2036-05-05', '10:30'), item]);
    await rebuild();

    const period = { from: '2036-05-01', to: '2036-05-31', bucket: 'month' };
    const byDoctor = (await report({ ...period, by: 'doctor' })).body.data;
    expect(find(byDoctor.rows, '2036-05-01', fx.doctor)?.production).toBe(filling.price_from);
    expect(byDoctor.totals.production).toBe(filling.price_from);
    const byRoom = (await report({ ...period, by: 'room' })).body.data;
    expect(find(byRoom.rows, '2036-05-01', fx.rooms[2] ?? fx.rooms[0])?.production).toBe(filling.price_from);
  });
});
