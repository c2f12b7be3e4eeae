import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { api, sql, uniqueTag } from '@dental/server-testing';

/** Price-list items of the demo company that the billing tests invoice (made here, so their prices are known). */
export interface PriceList {
  /** Exempt (medical) service, 45.00, range 45.00-60.00. */
  filling: string;
  /** Standard-rate (21 %) service, 121.00. */
  whitening: string;
  /** Standard-rate (21 %) product, 3.99. */
  toothpaste: string;
}

export async function priceList(app: INestApplication, companySlug = 'demo'): Promise<PriceList> {
  const tag = uniqueTag();
  const [{ id }] = await sql<{ id: number }>(app, 'select id from company where slug = ?', [companySlug]);
  const services = randomUUID();
  const products = randomUUID();
  await sql(app, `insert into catalogue_category (uuid, company_id, type, name) values (?, ?, 0, ?), (?, ?, 1, ?)`, [services, id, `Billing ${tag}`, products, id, `Billing goods ${tag}`]);
  const filling = randomUUID();
  const whitening = randomUUID();
  const toothpaste = randomUUID();
  await sql(
    app,
    `insert into service (uuid, company_id, category_uuid, name, sku, time, price_from, price_to, vat_category, unit) values
       (?, ?, ?, 'Plombe ar ēku', ?, 30, 4500, 6000, 'exempt', 'PC'),
       (?, ?, ?, 'Zobu balināšana', ?, 60, 12100, 12100, 'standard', 'PC')`,
    [filling, id, services, `F${tag}`, whitening, id, services, `W${tag}`],
  );
  await sql(app, `insert into product (uuid, company_id, category_uuid, name, sku, price, vat_category, unit) values (?, ?, ?, 'Zobu pasta', ?, 399, 'standard', 'PCS')`, [
    toothpaste,
    id,
    products,
    `P${tag}`,
  ]);
  return { filling, whitening, toothpaste };
}

/** A branch of its own (its series start at 1), in the department of `sameAs`. */
export async function freshBranch(app: INestApplication, sameAs: string): Promise<string> {
  const uuid = randomUUID();
  await sql(
    app,
    `insert into branch (uuid, company_id, department_uuid, name, company_name, company_number, time_zone)
     select ?, company_id, department_uuid, ?, company_name, company_number, time_zone from branch where uuid = ?`,
    [uuid, `Billing ${uniqueTag()}`, sameAs],
  );
  return uuid;
}

/**
 * Ends the branches freshBranch made (soft delete: their invoices stay), so the demo company's
 * branch list other test files assert exactly is the demo's again. Call in `afterAll`.
 */
export async function retireFreshBranches(app: INestApplication): Promise<void> {
  await sql(app, `update branch set deleted_at = now() where name like 'Billing %' and deleted_at is null`);
}

export const invoicesApi = (app: INestApplication, token: string) => ({
  create: (body: object) => api(app).post('/api/invoices').set('authorization', token).set('content-language', 'en').send(body),
  get: (uuid: string) => api(app).get(`/api/invoices/${uuid}`).set('authorization', token).set('content-language', 'en'),
  edit: (uuid: string, body: object) => api(app).patch(`/api/invoices/${uuid}`).set('authorization', token).set('content-language', 'en').send(body),
  remove: (uuid: string, version: number) => api(app).delete(`/api/invoices/${uuid}?version=${version}`).set('authorization', token).set('content-language', 'en'),
  issue: (uuid: string, version: number) => api(app).post(`/api/invoices/${uuid}/issue`).set('authorization', token).set('content-language', 'en').send({ version }),
  pay: (uuid: string, body: object) => api(app).post(`/api/invoices/${uuid}/payments`).set('authorization', token).set('content-language', 'en').send(body),
  cancel: (uuid: string, payment: string) => api(app).post(`/api/invoices/${uuid}/payments/${payment}/cancel`).set('authorization', token).set('content-language', 'en').send({}),
  credit: (uuid: string, body: object = {}) => api(app).post(`/api/invoices/${uuid}/credit-note`).set('authorization', token).set('content-language', 'en').send(body),
  list: (query: Record<string, string | number>) => api(app).get('/api/invoices').query(query).set('authorization', token).set('content-language', 'en'),
});
