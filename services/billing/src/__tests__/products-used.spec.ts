import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { appointmentProductsAnswerSchema, invoiceAnswerSchema } from '@dental/contracts';
import { api, booking, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { invoicesApi, priceList, type PriceList } from './billing-fixtures.js';

/**
 * Products used in an appointment: recorded while it is in the room or ended, billed as product
 * lines of the draft made from it, beside its procedures; company-scoped, permission-checked
 * (each refusal re-reads that nothing changed) and on the patient's audit trail.
 */
describe('billing: products used in an appointment', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
  }, 120_000);
  afterAll(() => app.close());

  const path = (appointment: string) => `/api/invoices/appointments/${appointment}/products`;
  const as = (token: string) => ({
    list: (appointment: string) => api(app).get(path(appointment)).set('authorization', token).set('content-language', 'en'),
    add: (appointment: string, body: object) => api(app).post(path(appointment)).set('authorization', token).set('content-language', 'en').send(body),
    remove: (appointment: string, uuid: string, version: number) =>
      api(app).delete(`${path(appointment)}/${uuid}?version=${version}`).set('authorization', token).set('content-language', 'en'),
  });
  const used = async (appointment: string) => appointmentProductsAnswerSchema.parse((await as(admin).list(appointment)).body).data;
  let day = 0;
  /** An appointment of its own day, in the room (Start is for today's only: the test puts it there directly). */
  const inRoom = async (extra: object = {}) => {
    day += 1;
    const booked = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, `2036-04-${String(day).padStart(2, '0')}`, '09:00', '09:30', { service_uuid: items.filling, ...extra }));
    expect(booked.status).toBe(201);
    const uuid = booked.body.data.uuid as string;
    await sql(app, 'update appointment set status = 7 where uuid = ?', [uuid]);
    return uuid;
  };

  it('records, lists and removes products used, and the draft bills them beside the procedure', async () => {
    const appointment = await inRoom();
    const paste = await as(admin).add(appointment, { product_uuid: items.toothpaste, count: 2 });
    expect(paste.status).toBe(201);
    expect(paste.body.data).toMatchObject({ product_uuid: items.toothpaste, name: 'Zobu pasta', count: 2, price: 399, unit: 'PCS' });
    const extra = (await as(admin).add(appointment, { product_uuid: items.toothpaste, count: 0.5 })).body.data;
    expect((await used(appointment)).map((item) => item.count)).toEqual([2, 0.5]);

    const stale = await as(admin).remove(appointment, extra.uuid, extra.version + 1);
    expect(stale.status).toBe(409);
    expect((await as(admin).remove(appointment, extra.uuid, extra.version)).status).toBe(204);
    expect((await used(appointment)).map((item) => item.uuid)).toEqual([paste.body.data.uuid]);

    const unknown = await as(admin).add(appointment, { product_uuid: randomUUID(), count: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ product_uuid: 'There is no such product in this clinic' });
    const badCount = await as(admin).add(appointment, { product_uuid: items.toothpaste, count: 0 });
    expect(badCount.status).toBe(400);
    expect(Object.keys(badCount.body.error.fields)).toEqual(['count']);

    const version = (await api(app).get(`/api/calendar/appointments/${appointment}`).set('authorization', admin)).body.data.version;
    expect((await api(app).post(`/api/calendar/appointments/${appointment}/end`).set('authorization', admin).send({ version })).status).toBe(200);
    const made = await invoicesApi(app, admin).create({ appointment_uuid: appointment });
    expect(made.status).toBe(201);
    const invoice = invoiceAnswerSchema.parse(made.body).data;
    expect(invoice.services.map((line) => line.service_uuid)).toEqual([items.filling]);
    expect(invoice.products.map((line) => [line.product_uuid, line.count, line.price_total])).toEqual([[items.toothpaste, 2, 798]]);
    expect(invoice.price_total).toBe(4500 + 798);

    // Invoiced: the draft has copied them, so they no longer change.
    const late = await as(admin).add(appointment, { product_uuid: items.toothpaste, count: 1 });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: 'APPOINTMENT_PRODUCTS_CLOSED' });
    expect(await used(appointment)).toHaveLength(1);

    const [{ patient_uuid }] = await sql<{ patient_uuid: string }>(app, 'select patient_uuid from appointment where uuid = ?', [appointment]);
    const trail = await sql<{ action: string; ip: string | null }>(
      app,
      `select action, ip from patient_audit where patient_uuid = ? and resource = 'invoices/products_used' and details->>'appointment' = ? order by created_at`,
      [patient_uuid, appointment],
    );
    expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(['create', 'read', 'delete']));
    expect(trail.every((row) => !!row.ip)).toBe(true);
  });

  it('refuses products used before the appointment has started', async () => {
    const day0 = await inRoom();
    await sql(app, 'update appointment set status = 1 where uuid = ?', [day0]);
    const res = await as(admin).add(day0, { product_uuid: items.toothpaste });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Products used can be recorded only while the appointment is in progress or ended, before it is invoiced');
    expect(await used(day0)).toEqual([]);
  });

  it('needs invoices_edit to write and patients_invoices_view to read, and changes nothing when refused', async () => {
    const appointment = await inRoom();
    const item = (await as(admin).add(appointment, { product_uuid: items.toothpaste })).body.data;
    const probe = await createProbeUser(app, ['patients_invoices_view']);
    expect((await as(probe.token).list(appointment)).status).toBe(200);
    expect((await as(probe.token).add(appointment, { product_uuid: items.toothpaste })).status).toBe(403);
    expect((await as(probe.token).remove(appointment, item.uuid, item.version)).status).toBe(403);
    await probe.grant(['invoices_edit']);
    expect((await as(probe.token).list(appointment)).status).toBe(403);
    expect((await used(appointment)).map((row) => [row.uuid, row.count])).toEqual([[item.uuid, 1]]);
  });

  it("answers 404 for another company's appointment and leaves its products as they were", async () => {
    const appointment = await inRoom();
    const item = (await as(admin).add(appointment, { product_uuid: items.toothpaste })).body.data;
    const other = await createCompany(app, ['patients_invoices_view', 'invoices_edit'], 'Other products');
    expect((await as(other.user.token).list(appointment)).status).toBe(404);
    expect((await as(other.user.token).add(appointment, { product_uuid: items.toothpaste })).status).toBe(404);
    expect((await as(other.user.token).remove(appointment, item.uuid, item.version)).status).toBe(404);
    expect((await used(appointment)).map((row) => row.uuid)).toEqual([item.uuid]);
  });
});
