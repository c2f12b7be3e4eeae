import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { invoiceAnswerSchema, type Invoice } from '@dental/contracts';
import { formatMoney } from '@dental/domain-money';
import { api, at, binaryBody, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { freshBranch, invoicesApi, priceList, retireFreshBranches, type PriceList } from './billing-fixtures.js';

/** Whitespace as one plain space (Intl writes a no-break space before €). */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

/**
 * Refunds: what was paid beyond what is owed (a credit note after payment) goes back to the payer
 * by a method of its own, as a payment row of kind `refund` with a negative amount. The invoice
 * then reads settled, the refund has its own line in the invoice's payments and on its PDF, and
 * the incomes report counts it as money out under its method. The payment days are far ahead, so
 * the report's days hold these payments alone.
 */
describe('billing: refunds of an overpaid invoice', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;
  let branch: string;
  let patient: string;
  let inv: ReturnType<typeof invoicesApi>;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
    branch = await freshBranch(app, fx.branch);
    // A patient of our own who reads Latvian: the PDF is then in Latvian alone.
    patient = randomUUID();
    await sql(app, `insert into patient (uuid, company_id, first_name, last_name, communication_language) select ?, company_id, 'Ilze', 'Atmaksa', 'lv' from branch where uuid = ?`, [patient, branch]);
    inv = invoicesApi(app, admin);
  }, 120_000);
  afterAll(async () => {
    await retireFreshBranches(app);
    await app.close();
  });

  /** Two fillings (2 x 45.00) paid in full in cash on `day`, then one of them credited: 45.00 overpaid. */
  const overpaid = async (day: string): Promise<Invoice> => {
    const made = await inv.create({ patient_uuid: patient, branch_uuid: branch, doctor_uuid: fx.doctor, services: [{ service_uuid: items.filling, count: 2 }] });
    const issued = invoiceAnswerSchema.parse((await inv.issue(made.body.data.uuid, made.body.data.version)).body).data;
    expect((await inv.pay(issued.uuid, { method: 1, amount: 9000, paid_at: at(day, '10:00') })).status).toBe(201);
    expect((await inv.credit(issued.uuid, { lines: [{ line_uuid: issued.services[0]?.uuid, count: 1 }], reason: 'Viena plombe netika likta' })).status).toBe(201);
    const after = invoiceAnswerSchema.parse((await inv.get(issued.uuid)).body).data;
    expect(after).toMatchObject({ amount: 4500, amount_paid: 9000, amount_remaining: 0, amount_overpaid: 4500, payment_state: 'paid' });
    return after;
  };
  const refund = (uuid: string, body: object, token = admin) =>
    api(app).post(`/api/invoices/${uuid}/refunds`).set('authorization', token).set('content-language', 'en').send(body);
  const incomes = async (day: string) => {
    const res = await api(app).get('/api/reports/incomes').query({ branch_uuid: branch, from: day, to: day, bucket: 'day' }).set('authorization', admin);
    expect(res.status).toBe(200);
    return res.body.data.totals as { received: number; by_method: Record<string, number> };
  };

  it('pays the overpayment back by its own method: the invoice reads settled and the report counts money out', async () => {
    const invoice = await overpaid('2037-02-09');
    const tooMuch = await refund(invoice.uuid, { method: 3, amount: 4501, paid_at: at('2037-02-09', '12:00') });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({ code: 'REFUND_EXCEEDS_OVERPAID', fields: { amount: 'The refund is larger than what was overpaid' } });

    const done = await refund(invoice.uuid, { method: 3, amount: 4500, paid_at: at('2037-02-09', '12:00') });
    expect(done.status).toBe(201);
    const settled = invoiceAnswerSchema.parse(done.body).data;
    expect(settled).toMatchObject({ amount: 4500, amount_paid: 4500, amount_remaining: 0, amount_overpaid: 0, payment_state: 'paid' });
    // How the invoice was paid is still cash: the card refund does not make it "other".
    expect(settled.payment_type).toBe(1);
    expect(settled.payments.map((row) => [row.kind, row.method, row.amount, row.status])).toEqual([
      ['payment', 1, 9000, 2],
      ['refund', 3, -4500, 2],
    ]);
    // Nothing is left to pay back.
    expect((await refund(invoice.uuid, { method: 1, amount: 1 })).body.error.code).toBe('REFUND_EXCEEDS_OVERPAID');
    // Received that day: 90.00 in cash less 45.00 paid back by card.
    expect(await incomes('2037-02-09')).toMatchObject({ received: 4500, by_method: { 1: 9000, 3: -4500 } });
  });

  it('prints the refund on its own line, and what was paid and refunded apart', async () => {
    const invoice = await overpaid('2037-02-10');
    await refund(invoice.uuid, { method: 2, amount: 4500, paid_at: at('2037-02-10', '12:00') });
    const res = await api(app).get(`/api/invoices/${invoice.uuid}/pdf`).set('authorization', admin).buffer(true).parse(binaryBody);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.body as Buffer)), { mergePages: true });
    const printed = flat(text);
    expect(printed).toContain(`10.02.2037 Skaidra nauda ${flat(formatMoney(9000, 'lv'))}`);
    expect(printed).toContain(`10.02.2037 Atmaksa Bankas pārskaitījums ${flat(formatMoney(-4500, 'lv'))}`);
    expect(printed).toContain(`Samaksāts ${flat(formatMoney(9000, 'lv'))} Atmaksāts ${flat(formatMoney(4500, 'lv'))}`);
    expect(printed).toContain(`Atlikums apmaksai ${flat(formatMoney(0, 'lv'))}`);
  });

  it('cancels a refund like a payment; a payment its refund stands on is not canceled before the refund (409)', async () => {
    const invoice = await overpaid('2037-02-11');
    const refunded = invoiceAnswerSchema.parse((await refund(invoice.uuid, { method: 1, amount: 4500, paid_at: at('2037-02-11', '12:00') })).body).data;
    const [payment, back] = refunded.payments;
    const refused = await inv.cancel(invoice.uuid, payment?.uuid as string);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'PAYMENT_REFUNDED', message: 'Canceling this payment would leave more refunded than paid; cancel the refund first' });
    expect(invoiceAnswerSchema.parse((await inv.get(invoice.uuid)).body).data).toEqual(refunded);

    const reopened = invoiceAnswerSchema.parse((await inv.cancel(invoice.uuid, back?.uuid as string)).body).data;
    expect(reopened).toMatchObject({ amount_paid: 9000, amount_overpaid: 4500 });
    expect(await incomes('2037-02-11')).toMatchObject({ received: 9000, by_method: { 1: 9000 } });
    expect((await inv.cancel(invoice.uuid, payment?.uuid as string)).status).toBe(200);
  });

  it('refuses a refund of a draft (409), without payments_add (403) and of another company (404), changing nothing', async () => {
    const invoice = await overpaid('2037-02-12');
    const draft = await inv.create({ patient_uuid: patient, branch_uuid: branch, services: [{ service_uuid: items.filling }] });
    expect((await refund(draft.body.data.uuid, { method: 1, amount: 100 })).body.error.code).toBe('INVOICE_NOT_ISSUED');
    const viewer = await createProbeUser(app, ['patients_invoices_view', 'invoices_edit']);
    expect((await refund(invoice.uuid, { method: 1, amount: 100 }, viewer.token)).status).toBe(403);
    const other = await createCompany(app, ['patients_invoices_view', 'payments_add'], 'Refunds');
    expect((await refund(invoice.uuid, { method: 1, amount: 100 }, other.user.token)).status).toBe(404);
    expect((await refund(invoice.uuid, { method: 9, amount: -5 })).body.error.fields).toMatchObject({ method: expect.any(String), amount: expect.any(String) });
    expect(invoiceAnswerSchema.parse((await inv.get(invoice.uuid)).body).data).toEqual(invoice);
  });
});
