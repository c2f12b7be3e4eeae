import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { invoiceAnswerSchema, type Invoice } from '@dental/contracts';
import { todayIn } from '@dental/domain-time';
import { withTenant } from '@dental/server-core';
import { api, bookingSetup, sql, type DemoFixtures, SEALED_CODE_COLUMNS, sealedCodeValues } from '@dental/server-testing';
import { InvoiceListService } from '../invoices/invoice-list.service.js';
import { toListRow } from '../invoices/invoice.mapper.js';
import { freshBranch, invoicesApi, priceList, retireFreshBranches, type PriceList } from './billing-fixtures.js';

/**
 * The list's lean read (invoice-list.sql.ts) answers byte for byte what hydrating the page's
 * invoices and mapping them (toListRow) answers, on a branch with every kind of row: a draft, an
 * issued invoice with its doctor, one paid in part, one credited, its credit note, one of a patient
 * and a doctor deleted since, one whose patient card changed after issue (the buyer kept on it).
 */
describe('billing: the invoice list\u2019s lean read', () => {
  let app: INestApplication;
  let admin: string;
  let fx: DemoFixtures;
  let items: PriceList;
  let branch: string;

  beforeAll(async () => {
    ({ app, admin, fx } = await bookingSetup());
    items = await priceList(app);
    branch = await freshBranch(app, fx.branch);
  }, 120_000);
  afterAll(async () => {
    await retireFreshBranches(app);
    await app.close();
  });

  it('answers every row as the entity mapping did, whatever became of its patient and doctor', async () => {
    const inv = invoicesApi(app, admin);
    const patient = async (first: string, code: string | null = null) => {
      const uuid = randomUUID();
      await sql(app, `insert into patient (uuid, company_id, first_name, last_name, ${SEALED_CODE_COLUMNS}, communication_language) select ?, company_id, ?, 'Liesa', ?, ?, ?, 'ru' from branch where uuid = ?`, [
        uuid,
        first,
        ...sealedCodeValues(code),
        branch,
      ]);
      return uuid;
    };
    const draft = async (who: string, body: object = {}): Promise<Invoice> => {
      const made = await inv.create({ patient_uuid: who, branch_uuid: branch, services: [{ service_uuid: items.filling }], ...body });
      expect(made.status).toBe(201);
      return invoiceAnswerSchema.parse(made.body).data;
    };
    const issue = async (who: string, body: object = {}) => {
      const made = await draft(who, body);
      return invoiceAnswerSchema.parse((await inv.issue(made.uuid, made.version)).body).data;
    };
    await draft(await patient('Melnraksts'), { comment: 'draft', discount: { percent: 10 } });
    const withDoctor = await issue(await patient('Ārsts', '160490-22222'), { doctor_uuid: fx.doctor, payer: { name: 'SIA Zobs', registration_number: '40003000000', address: 'Rīga', country: 'LV' } });
    expect((await inv.pay(withDoctor.uuid, { method: 1, amount: 1000 })).status).toBe(201);
    const credited = await issue(await patient('Kredīts'));
    expect((await inv.credit(credited.uuid)).status).toBe(201);
    const gone = await patient('Dzēsts');
    const goneInvoice = await issue(gone, { doctor_uuid: fx.manager });
    await sql(app, 'update patient set deleted_at = now() where uuid = ?', [gone]);
    const renamed = await patient('Vecais');
    await issue(renamed);
    await sql(app, `update patient set first_name = 'Jaunais', (${SEALED_CODE_COLUMNS}) = (?, ?, ?) where uuid = ?`, [...sealedCodeValues('160490-33333'), renamed]);

    // The unpaid of a month, as the desk reads it (the benchmark's "unpaid of a month" row).
    const today = todayIn();
    const month = { status: 'unpaid', date_from: `${today.slice(0, 8)}01`, date_to: today, sort: 'issued_at', order: 'desc' };
    for (const query of [{}, { status: 'draft' }, { kind: 'credit_note' }, { search: 'Vecais' }, { sort: 'amount_remaining', order: 'desc' }, month]) {
      const res = await api(app).get('/api/invoices').query({ branch_uuid: branch, per_page: 100, ...query }).set('authorization', admin);
      expect(res.status).toBe(200);
      const lean = res.body.data as { uuid: string }[];
      expect(lean.length).toBeGreaterThan(0);
      const [{ id }] = await sql<{ id: number }>(app, `select id from company where slug = 'demo'`);
      const em = app.get(EntityManager).fork();
      const mapped = await withTenant(em, id, async () => (await app.get(InvoiceListService).entities(lean.map((row) => row.uuid))).map(toListRow));
      expect(JSON.stringify(lean)).toBe(JSON.stringify(mapped));
    }
    // The deleted patient's invoice is there, under the name it was issued to.
    const all = (await api(app).get('/api/invoices').query({ branch_uuid: branch, per_page: 100 }).set('authorization', admin)).body.data as { uuid: string; patient: { first_name: string } }[];
    expect(all.find((row) => row.uuid === goneInvoice.uuid)?.patient.first_name).toBe('Dzēsts');
  });
});
