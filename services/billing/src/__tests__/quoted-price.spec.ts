import type { INestApplication } from '@nestjs/common';
import { invoiceAnswerSchema } from '@dental/contracts';
import { api, booking, bookingSetup, sql, type DemoFixtures } from '@dental/server-testing';
import { invoicesApi, priceList, type PriceList } from './billing-fixtures.js';

/**
 * The price quoted at booking is the appointment's (calendar keeps it on the appointment), and the
 * invoice of that appointment bills it, whatever the price list says by then (issue 25: booked at
 * €35, invoiced at €38 after a catalogue change).
 */
describe('billing: the price quoted at booking', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
  }, 120_000);
  afterAll(() => app.close());

  const appointments = '/api/calendar/appointments';
  const book = async (day: string, extra: object) => {
    const res = await api(app).post(appointments).set('authorization', admin).send(booking(fx, day, '09:00', '09:30', extra));
    expect(res.status).toBe(201);
    return res.body.data as { uuid: string; price: number | null; version: number };
  };
  const reprice = async (service: string, priceFrom: number, priceTo: number) => {
    const [{ version }] = await sql<{ version: number }>(app, 'select version from service where uuid = ?', [service]);
    const res = await api(app).patch(`/api/settings/services/${service}`).set('authorization', admin).send({ price_from: priceFrom, price_to: priceTo, version });
    expect(res.status).toBe(200);
  };
  /** Ends the appointment (put in the room directly: Start is allowed only on its own day) and makes its invoice draft. */
  const invoiceOf = async (appointment: string) => {
    await sql(app, 'update appointment set status = 7 where uuid = ?', [appointment]);
    const { version } = (await api(app).get(`${appointments}/${appointment}`).set('authorization', admin)).body.data;
    expect((await api(app).post(`${appointments}/${appointment}/end`).set('authorization', admin).send({ version })).status).toBe(200);
    const made = await invoicesApi(app, admin).create({ appointment_uuid: appointment });
    expect(made.status).toBe(201);
    return invoiceAnswerSchema.parse(made.body).data;
  };

  it("keeps the service's price of the day it was booked, and invoices it after the price list went up", async () => {
    const quoted = await book('2036-06-09', { service_uuid: items.filling });
    expect(quoted.price).toBe(4500);
    await reprice(items.filling, 4800, 6000);
    expect((await api(app).get(`${appointments}/${quoted.uuid}`).set('authorization', admin)).body.data.price).toBe(4500);
    const invoice = await invoiceOf(quoted.uuid);
    expect(invoice.services.map((line) => [line.service_uuid, line.price])).toEqual([[items.filling, 4500]]);
    expect(invoice.price_to_pay).toBe(4500);
    // The draft stays editable at its quoted price (the screen sends its lines back as they are); a new price must be today's.
    const inv = invoicesApi(app, admin);
    const edited = await inv.edit(invoice.uuid, { version: invoice.version, services: [{ service_uuid: items.filling, count: 2, price: 4500 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.data.price_to_pay).toBe(9000);
    const typed = await inv.edit(invoice.uuid, { version: edited.body.data.version, services: [{ service_uuid: items.filling, price: 4600 }] });
    expect(typed.status).toBe(400);
    expect(typed.body.error.fields).toEqual({ 'services.0.price': 'The price must be within the service price range' });
  });

  it('invoices a price agreed at booking that the new price list no longer allows', async () => {
    const agreed = await book('2036-06-10', { service_uuid: items.whitening, price: 11000 });
    // 121.00 fixed before; the agreed 110.00 was a discount given at booking. Now the service costs 130.00 to 140.00.
    await reprice(items.whitening, 13000, 14000);
    const invoice = await invoiceOf(agreed.uuid);
    expect(invoice.services.map((line) => line.price)).toEqual([11000]);
    expect(invoice.price_total).toBe(11000);
  });

  it('quotes again when the booking changes to another service without a price', async () => {
    const [pricey] = await sql<{ price_from: number }>(app, 'select price_from from service where uuid = ?', [items.whitening]);
    const booked = await book('2036-06-11', { service_uuid: items.whitening });
    expect(booked.price).toBe(pricey?.price_from);
    const [{ price_from: fillingFrom }] = await sql<{ price_from: number }>(app, 'select price_from from service where uuid = ?', [items.filling]);
    const changed = await api(app).patch(`${appointments}/${booked.uuid}`).set('authorization', admin).send({ service_uuid: items.filling, version: booked.version });
    expect(changed.status).toBe(200);
    expect(changed.body.data.price).toBe(fillingFrom);
    // A price sent with the change is the one agreed.
    const named = await api(app).patch(`${appointments}/${booked.uuid}`).set('authorization', admin).send({ service_uuid: items.whitening, price: 9900, version: changed.body.data.version });
    expect(named.body.data.price).toBe(9900);
  });
});
