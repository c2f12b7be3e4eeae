import type { INestApplication } from '@nestjs/common';
import { invoiceAnswerSchema, invoiceListAnswerSchema, type Invoice } from '@dental/contracts';
import { api, at, booking, bookingSetup, createCompany, createProbeUser, sql, type DemoFixtures } from '@dental/server-testing';
import { freshBranch, retireFreshBranches, invoicesApi, priceList, type PriceList } from './billing-fixtures.js';

/**
 * Invoices through the real API and Postgres: amounts against hand-worked examples, numbering and
 * payments under concurrency, immutability once issued, the appointment's statuses 9 and 10,
 * company isolation and permissions (each refused call re-reads that nothing changed).
 */
describe('billing: invoices', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;
  let inv: ReturnType<typeof invoicesApi>;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
    inv = invoicesApi(app, admin);
  }, 120_000);
  afterAll(async () => {
    await retireFreshBranches(app);
    await app.close();
  });

  const draft = async (extra: object = {}, branch = fx.branch): Promise<Invoice> => {
    const res = await inv.create({ patient_uuid: fx.patients[0], branch_uuid: branch, services: [{ service_uuid: items.filling, count: 1 }], ...extra });
    expect(res.status).toBe(201);
    return invoiceAnswerSchema.parse(res.body).data;
  };
  const issued = async (extra: object = {}, branch = fx.branch): Promise<Invoice> => {
    const made = await draft(extra, branch);
    const res = await inv.issue(made.uuid, made.version);
    expect(res.status).toBe(200);
    return invoiceAnswerSchema.parse(res.body).data;
  };

  it('calculates lines and totals as worked by hand: exempt lines carry no VAT, half-up per line', async () => {
    const invoice = await draft({
      services: [
        // 2 x 45.00 exempt, 10 %: gross 90.00, discount 9.00, total 81.00, VAT 0.
        { service_uuid: items.filling, count: 2, discount: { percent: 10 } },
        // 121.00 at 21 %, 10.00 off: total 111.00, VAT 111.00 x 21/121 = 19.264... -> 19.26, net 91.74.
        { service_uuid: items.whitening, count: 1, discount: { cents: 1000 } },
      ],
      // 3 x 3.99 at 21 %: 11.97, VAT 2.0774 -> 2.08, net 9.89; insurer 50 % = 5.985 -> 5.99 (half-up), patient 5.98.
      products: [{ product_uuid: items.toothpaste, count: 3, insurance: { percent: 50 } }],
    });
    const [filling, whitening] = invoice.services;
    expect(filling).toMatchObject({ price_gross: 9000, price_discount: 900, price_total: 8100, price_vat: 0, price_without_vat: 8100, vat: 'exempt', vat_rate_percent: 0 });
    expect(whitening).toMatchObject({ price_total: 11100, price_vat: 1926, price_without_vat: 9174, vat_rate_percent: 21 });
    expect(invoice.products[0]).toMatchObject({ price_total: 1197, price_vat: 208, price_without_vat: 989, price_insurance: 599, price_to_pay: 598 });
    expect(invoice).toMatchObject({
      status: 'draft',
      invoice_id: null,
      price_total: 20397,
      price_vat: 2134,
      price_without_vat: 18263,
      price_insurance: 599,
      price_to_pay: 19798,
    });
    expect(invoice.vat_breakdown).toEqual([
      { vat: 'exempt', rate_percent: 0, price_without_vat: 8100, price_vat: 0, price_total: 8100 },
      { vat: 'standard', rate_percent: 21, price_without_vat: 10163, price_vat: 2134, price_total: 12297 },
    ]);
  });

  it("spreads the invoice's fixed discount over lines without their own, to the cent", async () => {
    // 10.00 over 45.00 and 121.00 (gross): 2.710843... and 7.289156... -> 2.71 and 7.29.
    const invoice = await draft({ services: [{ service_uuid: items.filling }, { service_uuid: items.whitening }], discount: { cents: 1000 } });
    expect(invoice.services.map((line) => line.price_discount)).toEqual([271, 729]);
    expect(invoice.price_discount).toBe(1000);
    expect(invoice.price_total).toBe(15600);
  });

  it('refuses a price outside the service range, an unknown service and a discount above the price, naming the field', async () => {
    const outside = await inv.create({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, services: [{ service_uuid: items.filling, price: 7000 }] });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields).toEqual({ 'services.0.price': 'The price must be within the service price range' });
    const unknown = await inv.create({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, services: [{ service_uuid: fx.patients[0] }] });
    expect(unknown.body.error.fields).toEqual({ 'services.0.service_uuid': 'There is no such service in this clinic' });
    const discount = await inv.create({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, services: [{ service_uuid: items.filling, discount: { cents: 4501 } }] });
    expect(discount.body.error.fields).toEqual({ 'services.0.discount': 'The discount is larger than the price' });
    const missing = await inv.create({ services: [] });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['branch_uuid', 'patient_uuid']);
  });

  it('edits and deletes drafts; an issued invoice refuses both with 409 and stays as it was', async () => {
    const made = await draft();
    const edited = await inv.edit(made.uuid, { version: made.version, services: [{ service_uuid: items.filling, count: 3 }], comment: 'Trīs plombes' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ price_total: 13500, comment: 'Trīs plombes' });
    const stale = await inv.edit(made.uuid, { version: made.version, comment: 'x' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('VERSION_CONFLICT');

    const done = await inv.issue(edited.body.data.uuid, edited.body.data.version);
    expect(done.status).toBe(200);
    const before = done.body.data;
    const patch = await inv.edit(made.uuid, { version: before.version, comment: 'changed' });
    expect(patch.status).toBe(409);
    expect(patch.body.error).toMatchObject({ code: 'INVOICE_ISSUED', message: 'An issued invoice cannot be changed; correct it with a credit note' });
    expect((await inv.remove(made.uuid, before.version)).status).toBe(409);
    expect((await inv.issue(made.uuid, before.version)).status).toBe(409);
    const reread = await inv.get(made.uuid);
    expect(reread.body.data).toEqual(before);

    const other = await draft();
    expect((await inv.remove(other.uuid, other.version)).status).toBe(204);
    expect((await inv.get(other.uuid)).status).toBe(404);
  });

  it('gives 50 concurrent issues on one branch 50 consecutive numbers, no gap, no duplicate', async () => {
    const branch = await freshBranch(app, fx.branch);
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft({}, branch)));
    const answers = await Promise.all(drafts.map((made) => inv.issue(made.uuid, made.version)));
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const numbers = answers.map((res) => res.body.data.invoice_id as string);
    const prefix = numbers[0]?.replace(/-\d{4}-\d{6}$/, '');
    const year = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Riga' }).slice(0, 4);
    expect(prefix).toMatch(/^RC\d*$/);
    const sequence = numbers.map((number) => {
      expect(number).toMatch(new RegExp(`^${prefix}-${year}-\\d{6}$`));
      return Number(number.slice(-6));
    });
    expect(sequence.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  }, 180_000);

  it('never lets 20 concurrent payments exceed the total', async () => {
    const invoice = await issued({ services: [{ service_uuid: items.whitening }] });
    expect(invoice.amount_remaining).toBe(12100);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => inv.pay(invoice.uuid, { method: index % 2 ? 1 : 3, amount: 2500 })));
    const accepted = answers.filter((res) => res.status === 201);
    const refused = answers.filter((res) => res.status !== 201);
    expect(accepted).toHaveLength(4);
    expect(refused.every((res) => res.status === 400 && res.body.error.code === 'PAYMENT_EXCEEDS_REMAINING')).toBe(true);
    expect(refused[0]?.body.error.fields).toEqual({ amount: 'The payment is larger than what remains to be paid' });
    const after = (await inv.get(invoice.uuid)).body.data as Invoice;
    expect(after.amount_paid).toBe(10000);
    expect(after.amount_remaining).toBe(2100);
    expect(after.payments.filter((payment) => payment.status === 2)).toHaveLength(4);
    const [{ sum }] = await sql<{ sum: string }>(app, `select sum(amount)::text as sum from payment where invoice_uuid = ? and status = 2`, [invoice.uuid]);
    expect(Number(sum)).toBe(10000);
  }, 120_000);

  it('refuses paying an invoice with no services with the spec message, and paying a draft', async () => {
    const empty = await draft({ services: [] });
    const issuing = await inv.issue(empty.uuid, empty.version);
    expect(issuing.status).toBe(400);
    expect(issuing.body.error).toMatchObject({ code: 'INVOICE_NO_SERVICES', message: 'An invoice with no services cannot be paid' });
    // Products alone are no services: the invoice is refused at issue, so no unpayable invoice is ever numbered.
    const goods = await draft({ services: [], products: [{ product_uuid: items.toothpaste }] });
    const refused = await inv.issue(goods.uuid, goods.version);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'INVOICE_NO_SERVICES', message: 'An invoice with no services cannot be paid' });
    expect((await inv.get(goods.uuid)).body.data).toMatchObject({ status: 'draft', invoice_id: null, version: goods.version });
    // One issued before this rule (or imported) still cannot be paid.
    await sql(app, `update invoice set status = 'issued', number = ?, issued_at = now(), listed_at = now() where uuid = ?`, [`OLD-${goods.uuid.slice(0, 8)}`, goods.uuid]);
    const paying = await inv.pay(goods.uuid, { method: 1, amount: 100 });
    expect(paying.status).toBe(400);
    expect(paying.body.error.message).toBe('An invoice with no services cannot be paid');
    const lv = await api(app).post(`/api/invoices/${goods.uuid}/payments`).set('authorization', admin).set('content-language', 'lv').send({ method: 1, amount: 100 });
    expect(lv.body.error.message).toBe('Rēķinu bez pakalpojumiem nevar apmaksāt');
    const unissued = await draft();
    expect((await inv.pay(unissued.uuid, { method: 1, amount: 100 })).body.error.code).toBe('INVOICE_NOT_ISSUED');
  });

  it('moves an ended appointment to 9 when invoiced and to 10 when paid in full (half cash, half card)', async () => {
    const booked = await api(app)
      .post('/api/calendar/appointments')
      .set('authorization', admin)
      .send(booking(fx, '2031-03-03', '09:00', '09:30', { service_uuid: items.filling, price: 5000 }));
    expect(booked.status).toBe(201);
    const appointment = booked.body.data.uuid as string;
    const status = async () => (await api(app).get(`/api/calendar/appointments/${appointment}`).set('authorization', admin)).body.data;
    // Start is allowed only on the appointment's own day (calendar's booking rules): this future one is put in the room directly.
    await sql(app, 'update appointment set status = 7 where uuid = ?', [appointment]);
    // An appointment that has not ended cannot be invoiced yet.
    expect((await inv.create({ appointment_uuid: appointment })).status).toBe(409);
    await api(app).post(`/api/calendar/appointments/${appointment}/end`).set('authorization', admin).send({ version: (await status()).version });
    expect((await status()).status).toBe(8);

    const made = await inv.create({ appointment_uuid: appointment });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ appointment_uuid: appointment, price_to_pay: 5000, supply_date: '2031-03-03', doctor: { uuid: fx.doctor } });
    expect(made.body.data.services).toHaveLength(1);
    expect((await inv.create({ appointment_uuid: appointment })).body.error.code).toBe('APPOINTMENT_NOT_INVOICEABLE');
    const done = await inv.issue(made.body.data.uuid, made.body.data.version);
    expect((await status()).status).toBe(9);

    const cash = await inv.pay(done.body.data.uuid, { method: 1, amount: 2500, paid_at: at('2031-03-03', '10:00') });
    expect(cash.body.data).toMatchObject({ amount_paid: 2500, amount_remaining: 2500, payment_type: 1, payment_state: 'partially_paid' });
    expect((await status()).status).toBe(9);
    const card = await inv.pay(done.body.data.uuid, { method: 3, amount: 2500 });
    expect(card.body.data).toMatchObject({ amount_paid: 5000, amount_remaining: 0, payment_type: 4, payment_state: 'paid' });
    expect((await status()).status).toBe(10);

    // A canceled payment stays in the history, stops counting, and reopens the appointment.
    const cardPayment = card.body.data.payments.find((payment: { method: number }) => payment.method === 3).uuid as string;
    const canceled = await inv.cancel(done.body.data.uuid, cardPayment);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.payments.map((payment: { method: number; status: number }) => [payment.method, payment.status])).toEqual([[3, 3], [1, 2]]);
    expect(canceled.body.data).toMatchObject({ amount_paid: 2500, payment_type: 1 });
    expect((await status()).status).toBe(9);
    expect((await inv.cancel(done.body.data.uuid, cardPayment)).body.error.code).toBe('PAYMENT_CANCELED');
  });

  it('corrects with a credit note of its own series that lowers what is owed', async () => {
    const invoice = await issued({ services: [{ service_uuid: items.filling, count: 2 }, { service_uuid: items.whitening }] });
    const partial = await inv.credit(invoice.uuid, { lines: [{ line_uuid: invoice.services[0]?.uuid, count: 1 }], reason: 'Viena plombe netika likta' });
    expect(partial.status).toBe(201);
    expect(partial.body.data).toMatchObject({ kind: 'credit_note', status: 'issued', price_to_pay: 4500, credited_invoice: { uuid: invoice.uuid } });
    expect(partial.body.data.invoice_id).toMatch(/^KR\d*-\d{4}-\d{6}$/);
    const after = (await inv.get(invoice.uuid)).body.data as Invoice;
    // 2 x 45.00 + 121.00 = 211.00, less one filling.
    expect(after).toMatchObject({ price_to_pay: 21100, amount_credited: 4500, amount: 16600, amount_remaining: 16600 });
    expect(after.credit_notes).toEqual([{ uuid: partial.body.data.uuid, invoice_id: partial.body.data.invoice_id, price_to_pay: 4500 }]);
    const tooMuch = await inv.credit(invoice.uuid, { lines: [{ line_uuid: invoice.services[0]?.uuid, count: 2 }] });
    expect(tooMuch.body.error.code).toBe('CREDIT_EXCEEDS_INVOICE');
    const rest = await inv.credit(invoice.uuid);
    expect(rest.body.data.price_to_pay).toBe(16600);
    expect((await inv.get(invoice.uuid)).body.data).toMatchObject({ amount_remaining: 0, payment_state: 'paid' });
    expect((await inv.credit(rest.body.data.uuid)).body.error.code).toBe('CREDIT_NOTE_OF_CREDIT_NOTE');
  });

  it('reverses a line unit by unit without leaving a cent: the last part takes what the earlier ones left', async () => {
    // Beside the filling (45.00): 3 x 3.99 at 21 %, insurer 50 %: VAT 2.08 and insurer 5.99 on the line; one unit alone is VAT 0.69 and insurer 2.00.
    const invoice = await issued({ products: [{ product_uuid: items.toothpaste, count: 3, insurance: { percent: 50 } }] });
    const line = invoice.products[0];
    expect(line).toMatchObject({ price_total: 1197, price_vat: 208, price_insurance: 599, price_to_pay: 598 });
    const notes: Invoice[] = [];
    for (let unit = 0; unit < 3; unit += 1) {
      const note = await inv.credit(invoice.uuid, { lines: [{ line_uuid: line?.uuid, count: 1 }] });
      expect(note.status).toBe(201);
      notes.push(note.body.data as Invoice);
    }
    const sum = (field: 'price_total' | 'price_vat' | 'price_without_vat' | 'price_insurance' | 'price_to_pay') => notes.reduce((total, note) => total + note[field], 0);
    expect([sum('price_total'), sum('price_vat'), sum('price_without_vat'), sum('price_insurance'), sum('price_to_pay')]).toEqual([1197, 208, 989, 599, 598]);
    expect(notes.map((note) => note.price_vat)).toEqual([69, 69, 70]);
    expect((await inv.get(invoice.uuid)).body.data).toMatchObject({ amount_credited: 598, amount: 4500, amount_remaining: 4500 });
  });

  it('lists with filters and the sums of the filtered rows', async () => {
    const branch = await freshBranch(app, fx.branch);
    const paid = await issued({ services: [{ service_uuid: items.whitening }] }, branch);
    await inv.pay(paid.uuid, { method: 2, amount: 12100 });
    await issued({ services: [{ service_uuid: items.filling }] }, branch);
    await draft({}, branch);
    const all = invoiceListAnswerSchema.parse((await inv.list({ branch_uuid: branch, per_page: 10 })).body);
    expect(all.meta.total).toBe(3);
    expect(all.sums).toMatchObject({ count: 3, price_to_pay: 12100 + 4500 + 4500, amount_paid: 12100 });
    const unpaid = invoiceListAnswerSchema.parse((await inv.list({ branch_uuid: branch, status: 'unpaid' })).body);
    expect(unpaid.data.map((row) => row.price_to_pay)).toEqual([4500]);
    expect(unpaid.sums).toMatchObject({ count: 1, amount_remaining: 4500 });
    const transfer = invoiceListAnswerSchema.parse((await inv.list({ branch_uuid: branch, method: 2 })).body);
    expect(transfer.data.map((row) => row.uuid)).toEqual([paid.uuid]);
    expect((await inv.list({ branch_uuid: branch, sort: 'nope' })).status).toBe(400);
    const balance = await api(app).get('/api/invoices/balance').query({ patient_uuid: fx.patients[0] }).set('authorization', admin);
    expect(balance.status).toBe(200);
    expect(balance.body.data.amount_remaining).toBeGreaterThanOrEqual(4500);
  });

  it('audits the branch-wide list per patient shown, the export as a company entry, and every invoice read with the client address', async () => {
    const branch = await freshBranch(app, fx.branch);
    const invoice = await issued({}, branch);
    const trail = (requestId: string) =>
      sql<{ patient_uuid: string | null; action: string; resource: string; ip: string | null; details: Record<string, unknown> }>(
        app,
        'select patient_uuid, action, resource, ip, details from patient_audit where request_id = ? order by created_at',
        [requestId],
      );
    const listId = `invoice-list-${invoice.uuid}`;
    expect((await inv.list({ branch_uuid: branch }).set('x-request-id', listId)).status).toBe(200);
    const listed = await trail(listId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ patient_uuid: fx.patients[0], action: 'list', resource: 'invoices/list', details: { invoices: [invoice.uuid] } });
    expect(listed[0]?.ip).toMatch(/127\.0\.0\.1|::1/);

    // A page of several patients: one entry each, naming that patient's invoices on the page.
    const second = await issued({}, branch);
    const other = await issued({ patient_uuid: fx.patients[1] }, branch);
    const pageId = `invoice-list-page-${invoice.uuid}`;
    expect((await inv.list({ branch_uuid: branch }).set('x-request-id', pageId)).status).toBe(200);
    const page = await trail(pageId);
    expect(page.map((entry) => entry.patient_uuid).sort()).toEqual([fx.patients[0], fx.patients[1]].sort());
    const invoicesOf = (patient: string) => ((page.find((entry) => entry.patient_uuid === patient)?.details.invoices ?? []) as string[]).sort();
    expect(invoicesOf(fx.patients[0])).toEqual([invoice.uuid, second.uuid].sort());
    expect(invoicesOf(fx.patients[1])).toEqual([other.uuid]);

    const exportId = `invoice-export-${invoice.uuid}`;
    const csv = await api(app).get('/api/invoices/export.csv').query({ branch_uuid: branch }).set('authorization', admin).set('x-request-id', exportId);
    expect(csv.status).toBe(200);
    const exported = await trail(exportId);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ patient_uuid: null, action: 'export', resource: 'invoices', details: { query: { branch_uuid: branch } } });
    expect(exported[0]?.ip).toBeTruthy();

    const readId = `invoice-read-${invoice.uuid}`;
    expect((await inv.get(invoice.uuid).set('x-request-id', readId)).status).toBe(200);
    const read = await trail(readId);
    expect(read).toEqual([expect.objectContaining({ patient_uuid: fx.patients[0], action: 'read', resource: 'invoices/invoice' })]);
    expect(read[0]?.ip).toBeTruthy();
  });

  it("answers 404 for another company's invoice and leaves it unchanged", async () => {
    const invoice = await issued();
    const other = await createCompany(app, ['patients_invoices_view', 'invoices_edit', 'payments_add', 'invoices_export'], 'Other');
    const theirs = invoicesApi(app, other.user.token);
    expect((await theirs.get(invoice.uuid)).status).toBe(404);
    expect((await theirs.pay(invoice.uuid, { method: 1, amount: 100 })).status).toBe(404);
    expect((await theirs.credit(invoice.uuid)).status).toBe(404);
    expect((await theirs.edit(invoice.uuid, { version: invoice.version, comment: 'x' })).status).toBe(404);
    expect((await api(app).get(`/api/invoices/${invoice.uuid}/pdf`).set('authorization', other.user.token)).status).toBe(404);
    expect((await api(app).get(`/api/invoices/${invoice.uuid}/ubl`).set('authorization', other.user.token)).status).toBe(404);
    const pending = await draft();
    expect((await theirs.issue(pending.uuid, pending.version)).status).toBe(404);
    expect((await theirs.remove(pending.uuid, pending.version)).status).toBe(404);
    expect((await inv.get(pending.uuid)).body.data).toEqual(pending);
    expect((await theirs.list({})).body.data).toEqual([]);
    expect((await inv.get(invoice.uuid)).body.data).toEqual(invoice);
  });

  it('refuses each write without its permission (403) and changes nothing', async () => {
    const paidOnce = await issued();
    const invoice = (await inv.pay(paidOnce.uuid, { method: 1, amount: 1000 })).body.data as Invoice;
    const payment = invoice.payments[0]?.uuid as string;
    const pending = await draft();
    const probe = await createProbeUser(app, ['patients_invoices_view']);
    const as = invoicesApi(app, probe.token);
    const file = (uuid: string, kind: 'pdf' | 'ubl') => api(app).get(`/api/invoices/${uuid}/${kind}`).set('authorization', probe.token);
    expect((await as.get(invoice.uuid)).status).toBe(200);
    expect((await as.create({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, services: [] })).status).toBe(403);
    expect((await as.edit(pending.uuid, { version: pending.version, comment: 'x' })).status).toBe(403);
    expect((await as.issue(pending.uuid, pending.version)).status).toBe(403);
    expect((await as.remove(pending.uuid, pending.version)).status).toBe(403);
    expect((await as.pay(invoice.uuid, { method: 1, amount: 100 })).status).toBe(403);
    expect((await as.cancel(invoice.uuid, payment)).status).toBe(403);
    expect((await as.credit(invoice.uuid)).status).toBe(403);
    expect((await api(app).get('/api/invoices/export.csv').set('authorization', probe.token)).status).toBe(403);
    await probe.grant(['invoices_edit']);
    expect((await as.get(invoice.uuid)).status).toBe(403);
    expect((await file(invoice.uuid, 'pdf')).status).toBe(403);
    expect((await file(invoice.uuid, 'ubl')).status).toBe(403);
    expect((await as.pay(invoice.uuid, { method: 1, amount: 100 })).status).toBe(403);
    expect((await as.cancel(invoice.uuid, payment)).status).toBe(403);
    await probe.grant(['payments_add']);
    expect((await as.create({ patient_uuid: fx.patients[0], branch_uuid: fx.branch, services: [] })).status).toBe(403);
    expect((await as.issue(pending.uuid, pending.version)).status).toBe(403);
    expect((await as.list({})).status).toBe(403);
    // Nothing changed: the issued invoice (its payment still counted) and the draft are as they were.
    expect((await inv.get(invoice.uuid)).body.data).toEqual(invoice);
    expect((await inv.get(pending.uuid)).body.data).toEqual(pending);
  });
});
