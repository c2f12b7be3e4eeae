import type { INestApplication } from '@nestjs/common';
import { invoiceAnswerSchema } from '@dental/contracts';
import { api, booking, bookingSetup, sql, type DemoFixtures } from '@dental/server-testing';
import { invoicesApi } from './billing-fixtures.js';

/**
 * From treatment to invoice: the procedures treated on the dental card during an appointment are
 * the lines of that appointment's invoice, each at the price frozen on the card (not today's price
 * list) and pointing at the card item it bills.
 */
describe('billing: an invoice from the dental card', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
  });
  afterAll(() => app.close());

  it('bills the treated fillings at their frozen prices', async () => {
    const [caries] = await sql<{ uuid: string }>(app, `select s.uuid from tooth_status s join company c on c.id = s.company_id where c.slug = 'demo' and s.name = 'Kariess'`);
    const [filling] = await sql<{ uuid: string; price_from: number }>(app, `select s.uuid, s.price_from from service s join company c on c.id = s.company_id where c.slug = 'demo' and s.sku = 'P-002'`);
    const patient = (await api(app).post('/api/patients').set('authorization', admin).send({ first_name: 'Rēķins', last_name: 'No kartes' })).body.data.uuid as string;
    const card = `/api/patients/${patient}`;
    const plan = (await api(app).post(`${card}/treatment-plans`).set('authorization', admin).send({ name: 'Plombes' })).body.data.uuid as string;
    const items: string[] = [];
    for (const tooth of [36, 46]) {
      const item = (await api(app).post(`${card}/tooth-map/items`).set('authorization', admin).send({ tooth, surfaces: ['occlusal'], tooth_status_uuid: caries.uuid, stage: 'diagnosed' })).body.data.uuid as string;
      expect((await api(app).post(`${card}/tooth-map/items/${item}/plan`).set('authorization', admin).send({ service_uuid: filling.uuid, plan_uuid: plan })).status).toBe(200);
      items.push(item);
    }
    expect((await api(app).post(`${card}/treatment-plans/${plan}/approve`).set('authorization', admin).send({})).status).toBe(200);

    const booked = await api(app).post('/api/calendar/appointments').set('authorization', admin).send(booking(fx, '2035-02-06', '09:00', '10:00', { patient_uuid: patient }));
    expect(booked.status).toBe(201);
    const appointment = booked.body.data.uuid as string;
    // Start is allowed only on the appointment's own day (calendar's booking rules): this future one is put in the room directly.
    await sql(app, 'update appointment set status = 7 where uuid = ?', [appointment]);
    for (const item of items) expect((await api(app).post(`${card}/tooth-map/items/${item}/treat`).set('authorization', admin).send({ appointment_uuid: appointment })).status).toBe(200);
    const current = (await api(app).get(`/api/calendar/appointments/${appointment}`).set('authorization', admin)).body.data;
    expect((await api(app).post(`/api/calendar/appointments/${appointment}/end`).set('authorization', admin).send({ version: current.version })).status).toBe(200);

    // The price list moves after treatment: the invoice keeps what was agreed.
    await sql(app, 'update service set price_from = price_from + 1000, price_to = price_to + 1000 where uuid = ?', [filling.uuid]);
    try {
      const made = await invoicesApi(app, admin).create({ appointment_uuid: appointment });
      expect(made.status).toBe(201);
      const invoice = invoiceAnswerSchema.parse(made.body).data;
      expect(invoice.services.map((line) => [line.tooth, line.service_uuid, line.price])).toEqual([
        [36, filling.uuid, filling.price_from],
        [46, filling.uuid, filling.price_from],
      ]);
      expect(invoice.price_total).toBe(2 * filling.price_from);
      const sources = await sql<{ source_uuid: string }>(app, 'select source_uuid from invoice_line where invoice_uuid = ? order by position', [invoice.uuid]);
      expect(sources.map((row) => row.source_uuid)).toEqual(items);
    } finally {
      await sql(app, 'update service set price_from = price_from - 1000, price_to = price_to - 1000 where uuid = ?', [filling.uuid]);
    }
  });
});
