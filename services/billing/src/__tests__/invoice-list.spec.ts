import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { invoiceAnswerSchema, invoiceListAnswerSchema, type Invoice, type InvoiceListAnswer } from '@dental/contracts';
import { api, bookingSetup, sql, type DemoFixtures, SEALED_CODE_COLUMNS, sealedCodeValues } from '@dental/server-testing';
import { freshBranch, invoicesApi, priceList, retireFreshBranches, type PriceList } from './billing-fixtures.js';

/**
 * The /invoices list (issue 25): an issued invoice stays listed, under the name it was issued to,
 * whatever became of its patient since; the count and the sums are always those of the rows; the
 * search finds a buyer by personal code; the payment filter takes a payment method and finds
 * every invoice with a payment of it. Each test lists a branch of its own.
 */
describe('billing: the invoice list', () => {
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

  const newPatient = async (branch: string, firstName: string, lastName: string, personalCode: string | null = null) => {
    const uuid = randomUUID();
    await sql(
      app,
      `insert into patient (uuid, company_id, first_name, last_name, ${SEALED_CODE_COLUMNS}, communication_language) select ?, company_id, ?, ?, ?, ?, ?, 'lv' from branch where uuid = ?`,
      [uuid, firstName, lastName, ...sealedCodeValues(personalCode), branch],
    );
    return uuid;
  };
  const draft = async (branch: string, patient: string, body: object = {}): Promise<Invoice> => {
    const made = await inv.create({ patient_uuid: patient, branch_uuid: branch, services: [{ service_uuid: items.filling }], ...body });
    expect(made.status).toBe(201);
    return invoiceAnswerSchema.parse(made.body).data;
  };
  const issued = async (branch: string, patient: string, body: object = {}): Promise<Invoice> => {
    const made = await draft(branch, patient, body);
    return invoiceAnswerSchema.parse((await inv.issue(made.uuid, made.version)).body).data;
  };
  const list = async (query: Record<string, string | number>): Promise<InvoiceListAnswer> => {
    const res = await inv.list({ per_page: 100, ...query });
    expect(res.status).toBe(200);
    return invoiceListAnswerSchema.parse(res.body);
  };
  /** The answer's count and sums are its rows': what the screen shows above the rows adds up to them. */
  const expectSumsOfRows = (answer: InvoiceListAnswer) => {
    const sum = (pick: (row: InvoiceListAnswer['data'][number]) => number) => answer.data.reduce((total, row) => total + pick(row), 0);
    expect(answer.meta.total).toBe(answer.data.length);
    expect(answer.sums).toMatchObject({
      count: answer.data.length,
      price_to_pay: sum((row) => (row.kind === 'credit_note' ? -row.price_to_pay : row.price_to_pay)),
      amount_paid: sum((row) => row.amount_paid),
      amount_remaining: sum((row) => row.amount_remaining),
    });
  };

  it('keeps an issued invoice listed under the name it was issued to after its patient is renamed and deleted', async () => {
    const branch = await freshBranch(app, fx.branch);
    const leaving = await newPatient(branch, 'Jānis', 'Aizgājējs', '150390-11111');
    const staying = await newPatient(branch, 'Anna', 'Paliek');
    const kept = await issued(branch, leaving, { services: [{ service_uuid: items.whitening }] });
    await inv.pay(kept.uuid, { method: 1, amount: 5000 });
    await issued(branch, staying);
    await draft(branch, staying);

    await sql(app, `update patient set first_name = 'Pārdēvēts', personal_code_sealed = null, personal_code_hash = null, personal_code_prefix_hash = null where uuid = ?`, [leaving]);
    expect((await api(app).delete(`/api/patients/${leaving}`).set('authorization', admin)).status).toBe(204);

    const all = await list({ branch_uuid: branch });
    expectSumsOfRows(all);
    expect(all.data).toHaveLength(3);
    expect(all.data.find((row) => row.uuid === kept.uuid)?.patient).toMatchObject({ uuid: leaving, first_name: 'Jānis', last_name: 'Aizgājējs', personal_code: '150390-11111' });
    expect(all.sums).toMatchObject({ price_to_pay: 12100 + 4500 + 4500, amount_paid: 5000 });
    // Every page of a filter holds what its count says.
    const unpaid = await list({ branch_uuid: branch, status: 'partially_paid' });
    expect(unpaid.data.map((row) => row.uuid)).toEqual([kept.uuid]);
    expectSumsOfRows(unpaid);
    // The invoice itself, its PDF and a payment on it still work; the PDF names the buyer as issued.
    expect((await inv.get(kept.uuid)).body.data.patient.first_name).toBe('Jānis');
    expect((await api(app).get(`/api/invoices/${kept.uuid}/pdf`).set('authorization', admin)).status).toBe(200);
    expect((await inv.pay(kept.uuid, { method: 1, amount: 100 })).status).toBe(201);
  });

  it('lists an invoice whose doctor and branch were deleted since, and counts only what it lists', async () => {
    const branch = await freshBranch(app, fx.branch);
    const patient = await newPatient(branch, 'Ieva', 'Bērziņa');
    const doctor = randomUUID();
    await sql(
      app,
      `insert into "user" (uuid, company_id, username, first_name, last_name, password_hash)
       select ?, company_id, ?, 'Aizgājis', 'Ārsts', password_hash from "user" where uuid = ?`,
      [doctor, `gone-${doctor.slice(0, 8)}`, fx.doctor],
    );
    const invoice = await issued(branch, patient, { doctor_uuid: doctor });
    await sql(app, 'update "user" set deleted_at = now() where uuid = ?', [doctor]);
    await sql(app, 'update branch set deleted_at = now() where uuid = ?', [branch]);
    // The patient's tab lists it (a retired branch is no longer one to choose on /invoices).
    const all = await list({ patient_uuid: patient });
    expect(all.data.map((row) => [row.uuid, row.doctor?.last_name])).toEqual([[invoice.uuid, 'Ārsts']]);
    expectSumsOfRows(all);
  });

  it('finds the buyer by personal code, with or without the dash, as the invoice was issued', async () => {
    const branch = await freshBranch(app, fx.branch);
    const coded = await newPatient(branch, 'Pēteris', 'Kodiņš', '020285-10123');
    const other = await newPatient(branch, 'Marta', 'Citāda', '311299-20456');
    const invoice = await issued(branch, coded);
    const pending = await draft(branch, coded);
    await issued(branch, other);
    for (const search of ['020285-10123', '02028510123', '020285']) {
      const found = await list({ branch_uuid: branch, search });
      expect({ search, found: found.data.map((row) => row.uuid).sort() }).toEqual({ search, found: [invoice.uuid, pending.uuid].sort() });
      expectSumsOfRows(found);
    }
    // A fragment from inside the code finds the issued invoice (the code kept as issued) but not the
    // draft: the card holds its code sealed, found by the whole code or its first six digits only.
    expect((await list({ branch_uuid: branch, search: '285-101' })).data.map((row) => row.uuid)).toEqual([invoice.uuid]);
    // The card's code changes later: the issued invoice is still found by the code it was issued with, the draft by the card's.
    await sql(app, `update patient set (${SEALED_CODE_COLUMNS}) = (?, ?, ?) where uuid = ?`, [...sealedCodeValues('020285-19999'), coded]);
    expect((await list({ branch_uuid: branch, search: '020285-10123' })).data.map((row) => row.uuid)).toEqual([invoice.uuid]);
    expect((await list({ branch_uuid: branch, search: '02028519999' })).data.map((row) => row.uuid)).toEqual([pending.uuid]);
    // Names and numbers are still found as before.
    expect((await list({ branch_uuid: branch, search: 'Citāda' })).data).toHaveLength(1);
    expect((await list({ branch_uuid: branch, search: invoice.invoice_id ?? '' })).data.map((row) => row.uuid)).toEqual([invoice.uuid]);
  });

  it('filters by a payment method (1-5): a split cash + card invoice is found under both, a canceled payment under neither', async () => {
    const branch = await freshBranch(app, fx.branch);
    const patient = await newPatient(branch, 'Līga', 'Dalīta');
    const split = await issued(branch, patient, { services: [{ service_uuid: items.whitening }] });
    await inv.pay(split.uuid, { method: 1, amount: 6000 });
    await inv.pay(split.uuid, { method: 3, amount: 6100 });
    const transfer = await issued(branch, patient);
    const withdrawn = (await inv.pay(transfer.uuid, { method: 3, amount: 1000 })).body.data as Invoice;
    await inv.cancel(transfer.uuid, withdrawn.payments[0]?.uuid as string);
    await inv.pay(transfer.uuid, { method: 2, amount: 4500 });
    await issued(branch, patient);

    const under = async (method: number) => {
      const answer = await list({ branch_uuid: branch, method });
      expectSumsOfRows(answer);
      return answer.data.map((row) => row.uuid);
    };
    expect(await under(1)).toEqual([split.uuid]);
    expect((await under(3)).sort()).toEqual([split.uuid]);
    expect(await under(2)).toEqual([transfer.uuid]);
    expect(await under(4)).toEqual([]);
    // The split invoice's payment type still reads "other" (mixed), as the list's column shows it.
    expect((await list({ branch_uuid: branch, method: 1 })).data[0]?.payment_type).toBe(4);
    expect((await inv.list({ branch_uuid: branch, method: 7 })).status).toBe(400);
  });
});
