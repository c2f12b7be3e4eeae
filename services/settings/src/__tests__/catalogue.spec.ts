import type { INestApplication } from '@nestjs/common';
import { VAT_CATEGORIES } from '@dental/domain-money';
import { VAT_CATEGORY_CODES, pagedEnvelope, serviceSchema } from '@dental/contracts';
import { api, createTestApp, uniqueTag } from '@dental/server-testing';
import { describeCrud, tokensFor, type Tokens } from './settings-test-kit.js';

let app: INestApplication;
let tokens: Tokens;
let serviceCategory: string;
let productCategory: string;

beforeAll(async () => {
  app = await createTestApp();
  tokens = await tokensFor(app);
  serviceCategory = (await api(app).get('/api/settings/service-categories').set('authorization', tokens.admin)).body.data[0].uuid;
  productCategory = (await api(app).get('/api/settings/product-categories').set('authorization', tokens.admin)).body.data[0].uuid;
});
afterAll(() => app.close());

const ready = async () => ({ app, tokens });

describeCrud('service categories', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/service-categories',
    table: 'catalogue_category',
    view: 'service_settings_view',
    edit: 'service_edit',
    create: () => ({ name: `Grupa ${uniqueTag()}`, color: '#112233' }),
    edited: { name: 'Periodontoloģija', description: 'Smaganu ārstēšana' },
    invalid: { body: { name: '' }, field: 'name' },
    searchBy: 'name',
  },
}));

describeCrud('services', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/services',
    table: 'service',
    view: 'service_settings_view',
    edit: 'service_edit',
    create: () => ({ category_uuid: serviceCategory, name: `Pakalpojums ${uniqueTag()}`, sku: `T-${uniqueTag()}`, time: 30, price_from: 4000, price_to: 5000, vat_category: 'exempt', unit: 'PC' }),
    edited: { name: 'Zobu pulēšana', price_from: 3000, price_to: 3000, vat_category: 'reduced' },
    invalid: { body: { category_uuid: serviceCategory, name: 'X', sku: 'A-1', time: 10, price_from: 100, price_to: 200, vat_category: 'exempt', unit: 'XX' }, field: 'unit' },
    searchBy: 'sku',
  },
}));

describeCrud('product categories', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/product-categories',
    table: 'catalogue_category',
    view: 'product_settings_view',
    edit: 'product_edit',
    create: () => ({ name: `Preces ${uniqueTag()}` }),
    edited: { name: 'Balināšanas preces' },
    invalid: { body: { name: 'x'.repeat(201) }, field: 'name' },
    searchBy: 'name',
  },
}));

describeCrud('products', async () => ({
  ...(await ready()),
  crud: {
    base: '/api/settings/products',
    table: 'product',
    view: 'product_settings_view',
    edit: 'product_edit',
    create: () => ({ category_uuid: productCategory, name: `Prece ${uniqueTag()}`, sku: `G-${uniqueTag()}`, price: 990, vat_category: 'standard', unit: 'PCS' }),
    edited: { name: 'Zobu diegs ar vasku', price: 450 },
    invalid: { body: { category_uuid: productCategory, name: 'X', sku: 'G-x', price: 9.5, vat_category: 'standard' }, field: 'price' },
    searchBy: 'sku',
  },
}));

describe('the price list rules', () => {
  const post = (path: string, body: object) => api(app).post(path).set('authorization', tokens.admin).set('content-language', 'en').send(body);

  it('keeps the contract VAT categories the same as the money library', () => {
    expect([...VAT_CATEGORY_CODES]).toEqual([...VAT_CATEGORIES]);
  });

  it('seeds a Latvian catalogue: 40+ VAT-exempt services in nine categories and 15 products at 21 %', async () => {
    const services = pagedEnvelope(serviceSchema).parse((await api(app).get('/api/settings/services').query({ per_page: 200 }).set('authorization', tokens.admin)).body);
    const seeded = services.data.filter((service) => /^[KHPEQRIOB]-0\d\d$/.test(service.sku));
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seeded.map((service) => service.category_name)).size).toBe(9);
    expect(seeded.every((service) => service.vat_category === 'exempt')).toBe(true);
    const products = (await api(app).get('/api/settings/products').query({ search: 'G-0', per_page: 50 }).set('authorization', tokens.admin)).body.data;
    expect(products.filter((product: { sku: string }) => /^G-0\d\d$/.test(product.sku))).toHaveLength(15);
    expect(products.every((product: { vat_category: string }) => product.vat_category === 'standard')).toBe(true);
  });

  it('refuses a sku another live service already has (400 SKU_TAKEN on the field), and frees it on delete', async () => {
    const sku = `S-${uniqueTag()}`;
    const body = { category_uuid: serviceCategory, name: 'Pirmais', sku, time: 15, price_from: 100, price_to: 100, vat_category: 'exempt' };
    const first = await post('/api/settings/services', body);
    expect(first.status).toBe(201);
    const second = await post('/api/settings/services', { ...body, name: 'Otrais' });
    expect(second.status).toBe(400);
    expect(second.body.error).toMatchObject({ code: 'SKU_TAKEN', fields: { sku: 'This code is already used by another item' } });
    // Another company may use the same code.
    const otherCategory = (await api(app).get('/api/settings/service-categories').set('authorization', tokens.other)).body.data[0].uuid;
    expect((await api(app).post('/api/settings/services').set('authorization', tokens.other).send({ ...body, category_uuid: otherCategory })).status).toBe(201);
    expect((await api(app).delete(`/api/settings/services/${first.body.data.uuid}`).set('authorization', tokens.admin)).status).toBe(204);
    expect((await post('/api/settings/services', { ...body, name: 'Trešais' })).status).toBe(201);
  });

  it('refuses a lowest price above the highest, on price_to', async () => {
    const res = await post('/api/settings/services', { category_uuid: serviceCategory, name: 'X', sku: `S-${uniqueTag()}`, time: 15, price_from: 5000, price_to: 4000, vat_category: 'exempt' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ price_to: 'The highest price must not be below the lowest' });
  });

  it("refuses a category of the other kind or of another company", async () => {
    const res = await post('/api/settings/services', { category_uuid: productCategory, name: 'X', sku: `S-${uniqueTag()}`, time: 15, price_from: 1, price_to: 1, vat_category: 'exempt' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('category_uuid');
  });

  it('refuses deleting a category that still holds services (409)', async () => {
    expect((await api(app).delete(`/api/settings/service-categories/${serviceCategory}`).set('authorization', tokens.admin)).status).toBe(409);
  });
});
