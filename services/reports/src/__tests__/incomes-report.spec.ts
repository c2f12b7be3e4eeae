import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Attribution, EventData, EventType } from '@dental/contracts';
import { EventOutbox } from '@dental/server-core';
import { api, bookingSetup, createProbeUser, eventsSettled, sql, type DemoFixtures } from '@dental/server-testing';

/**
 * The incomes report through the real API, on billing's events of March-April 2036 in the Riga
 * branch (nothing else is there): the reports module is tested on what it consumes, the events
 * (published here as billing publishes them), not on billing's tables; the writes through the
 * invoices API are income-summary.spec.ts's. Riga is on summer time (+03:00) from 2036-03-30, so a
 * payment at 23:30 on 31 March is 20:30 UTC and belongs to March, and 00:30 on 1 April (21:30 UTC
 * on 31 March) to April.
 */
describe('reports: incomes', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  const riga = (date: string, time: string) => `${date}T${time}:00${date >= '2036-03-30' && date < '2036-10-26' ? '+03:00' : '+02:00'}`;
  let companyId: number;
  const received: { paid_at: string; amount: number }[] = [];

  const publish = <T extends EventType>(type: T, data: EventData<T>) =>
    app.get(MikroORM).em.fork().transactional((em) => app.get(EventOutbox).publish(em, type, data, companyId));
  const issue = async (attribution: Attribution, issuedAt: string, total: number) => {
    const uuid = randomUUID();
    await publish('invoice.issued', { invoice_uuid: uuid, branch_uuid: fx.branch, patient_uuid: fx.patients[0], appointment_uuid: null, issued_at: issuedAt, total, attribution });
    return { uuid, attribution };
  };
  const pay = async (invoice: { uuid: string; attribution: Attribution }, method: number, amount: number, paidAt: string, canceled = false) => {
    const data = { payment_uuid: randomUUID(), kind: 'payment' as const, invoice_uuid: invoice.uuid, branch_uuid: fx.branch, patient_uuid: fx.patients[0], method, amount, paid_at: paidAt, attribution: invoice.attribution };
    await publish('payment.recorded', data);
    if (canceled) await publish('payment.canceled', { ...data, canceled_at: paidAt });
    else received.push({ paid_at: paidAt, amount });
  };

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    [{ id: companyId }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
    const withDoctor = { doctor_uuid: fx.doctor, assistant_uuid: fx.assistant, room_uuid: fx.rooms[0] };
    const withManager = { doctor_uuid: fx.manager, assistant_uuid: null, room_uuid: fx.rooms[1] };
    const byHandOf = { doctor_uuid: fx.doctor, assistant_uuid: null, room_uuid: null };

    const first = await issue(withDoctor, riga('2036-03-10', '12:00'), 10_000);
    const second = await issue(withManager, riga('2036-03-31', '23:30'), 5_000);
    const byHand = await issue(byHandOf, riga('2036-04-01', '00:10'), 3_000);
    await publish('invoice.credited', {
      credit_note_uuid: randomUUID(),
      invoice_uuid: first.uuid,
      branch_uuid: fx.branch,
      patient_uuid: fx.patients[0],
      issued_at: riga('2036-04-02', '10:00'),
      total: -2_000,
      attribution: withDoctor,
    });

    await pay(first, 1, 6_000, riga('2036-03-10', '13:00'));
    await pay(first, 3, 2_000, riga('2036-03-31', '23:30'));
    await pay(second, 2, 5_000, riga('2036-04-01', '00:30'));
    await pay(byHand, 1, 3_000, riga('2036-04-01', '09:00'), true);
    await eventsSettled(app);
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

  it('counts the payment at 23:30 Riga time on 31 March in March, and equals the payments received per Riga day', async () => {
    const res = await report({ bucket: 'day', by: 'doctor' });
    expect(find(res.body.data.rows, '2036-03-31', fx.doctor)).toMatchObject({ received: 2_000, by_method: { 3: 2_000 } });
    expect(find(res.body.data.rows, '2036-03-31', fx.manager)).toMatchObject({ received: 0, invoiced: 5_000 });
    const rigaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' });
    const expected = new Map<string, number>();
    for (const { paid_at, amount } of received) expected.set(rigaDay.format(new Date(paid_at)), (expected.get(rigaDay.format(new Date(paid_at))) ?? 0) + amount);
    const perDay = new Map<string, number>();
    for (const row of res.body.data.rows as Row[]) if (row.received) perDay.set(row.bucket, (perDay.get(row.bucket) ?? 0) + row.received);
    expect(Object.fromEntries(perDay)).toEqual(Object.fromEntries(expected));
    expect(Object.fromEntries(perDay)).toEqual({ '2036-03-10': 6_000, '2036-03-31': 2_000, '2036-04-01': 5_000 });
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

  it('shows an invoice issued and paid through the invoices API once its events are delivered', async () => {
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
    await eventsSettled(app);
    const after = (await report(period)).body.data.totals;
    expect(after.received - before.received).toBe(4500);
    expect((after.by_method['1'] ?? 0) - (before.by_method['1'] ?? 0)).toBe(4500);
    expect(after.invoiced - before.invoiced).toBe(4500);
  });

  it('counts treated procedures as production at their frozen price, on the treatment day, for the appointment\u2019s doctor and room', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Riga' }).format(new Date());
    const period = { from: today, to: today, bucket: 'month' };
    const room = fx.rooms[2] ?? fx.rooms[0];
    const production = async (by: string, key: string) => find((await report({ ...period, by })).body.data.rows, today.slice(0, 8) + '01', key)?.production ?? 0;
    const before = { doctor: await production('doctor', fx.doctor), room: await production('room', room) };
    const [caries] = await sql<{ uuid: string }>(app, `select uuid from tooth_status where company_id = ? and name = 'Kariess'`, [companyId]);
    const [filling] = await sql<{ uuid: string; price_from: number }>(app, `select uuid, price_from from service where company_id = ? and sku = 'P-002'`, [companyId]);
    const card = `/api/patients/${fx.patients[1]}`;
    const booked = await api(app)
      .post('/api/calendar/appointments')
      .set('authorization', admin)
      .send({ branch_uuid: fx.branch, patient_uuid: fx.patients[1], practitioner_uuid: fx.doctor, room_uuid: room, time_from: riga('2036-05-05', '10:00'), time_to: riga('2036-05-05', '11:00') });
    expect(booked.status).toBe(201);
    await sql(app, 'update appointment set status = 7 where uuid = ?', [booked.body.data.uuid]);
    const plan = (await api(app).post(`${card}/treatment-plans`).set('authorization', admin).send({ name: 'Report' })).body.data.uuid as string;
    const item = (await api(app).post(`${card}/tooth-map/items`).set('authorization', admin).send({ tooth: 27, surfaces: ['occlusal'], tooth_status_uuid: caries.uuid, stage: 'diagnosed' })).body.data.uuid as string;
    await api(app).post(`${card}/tooth-map/items/${item}/plan`).set('authorization', admin).send({ service_uuid: filling.uuid, plan_uuid: plan });
    expect((await api(app).post(`${card}/tooth-map/items/${item}/treat`).set('authorization', admin).send({ appointment_uuid: booked.body.data.uuid })).status).toBe(200);
    // Treated now (the day it is counted on), in the appointment of 5 May 2036: its doctor's and room's.
    await eventsSettled(app);
    expect(await production('doctor', fx.doctor)).toBe(before.doctor + filling.price_from);
    expect(await production('room', room)).toBe(before.room + filling.price_from);
  });
});
