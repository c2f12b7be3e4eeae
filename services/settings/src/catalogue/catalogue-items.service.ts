import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type {
  CatalogueListQuery,
  Product as ProductAnswer,
  ProductCreate,
  ProductEdit,
  Service as ServiceAnswer,
  ServiceCreate,
  ServiceEdit,
} from '@dental/contracts';
import {
  ApiException,
  applyFields,
  badRequest,
  checkVersion,
  findPage,
  notFound,
  softDelete,
  type Paged,
} from '@dental/server-core';
import { CatalogueCategory, type CatalogueType } from './catalogue-category.entity.js';
import { Product } from './product.entity.js';
import { Service } from './service.entity.js';

const SERVICE_FIELDS = {
  name: 'name',
  sku: 'sku',
  time: 'time',
  price_from: 'priceFrom',
  price_to: 'priceTo',
  vat_category: 'vatCategory',
  unit: 'unit',
} as const;
const PRODUCT_FIELDS = { name: 'name', sku: 'sku', time: 'time', price: 'price', vat_category: 'vatCategory', unit: 'unit' } as const;

/** Services and products of the price list (tenant-filtered); the invoices read them too. */
@Injectable()
export class CatalogueItemsService {
  constructor(private readonly em: EntityManager) {}

  // ------------------------------------------------------------------ services
  servicePage(query: CatalogueListQuery): Promise<Paged<Service>> {
    return findPage(this.em, Service, query, {
      sortable: { name: 'name', sku: 'sku', time: 'time', price_from: 'priceFrom', price_to: 'priceTo', created_at: 'createdAt' },
      searchIn: ['name', 'sku'],
      where: query.category_uuid ? { category: query.category_uuid } : undefined,
      populate: ['category'],
    });
  }

  async service(uuid: string): Promise<Service> {
    const service = await this.em.findOne(Service, { uuid }, { populate: ['category'] });
    if (!service) throw notFound();
    return service;
  }

  async createService(body: ServiceCreate): Promise<Service> {
    checkPriceRange(body.price_from, body.price_to);
    const category = await this.category(0, body.category_uuid);
    await this.checkSku(Service, body.sku);
    const service = this.em.create(Service, {
      category,
      name: body.name,
      sku: body.sku,
      time: body.time,
      priceFrom: body.price_from,
      priceTo: body.price_to,
      vatCategory: body.vat_category,
      unit: body.unit ?? 'PC',
    });
    await this.em.flush();
    return service;
  }

  async editService(uuid: string, body: ServiceEdit): Promise<Service> {
    const service = await this.service(uuid);
    await checkVersion(this.em, service, body.version);
    checkPriceRange(body.price_from ?? service.priceFrom, body.price_to ?? service.priceTo);
    if (body.category_uuid) service.category = (await this.category(0, body.category_uuid)) as never;
    if (body.sku !== undefined && body.sku !== service.sku) await this.checkSku(Service, body.sku);
    applyFields(service, body, SERVICE_FIELDS);
    await this.em.flush();
    return service;
  }

  async removeService(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.service(uuid), version);
  }

  // ------------------------------------------------------------------ products
  productPage(query: CatalogueListQuery): Promise<Paged<Product>> {
    return findPage(this.em, Product, query, {
      sortable: { name: 'name', sku: 'sku', price: 'price', created_at: 'createdAt' },
      searchIn: ['name', 'sku'],
      where: query.category_uuid ? { category: query.category_uuid } : undefined,
      populate: ['category'],
    });
  }

  async product(uuid: string): Promise<Product> {
    const product = await this.em.findOne(Product, { uuid }, { populate: ['category'] });
    if (!product) throw notFound();
    return product;
  }

  async createProduct(body: ProductCreate): Promise<Product> {
    const category = await this.category(1, body.category_uuid);
    await this.checkSku(Product, body.sku);
    const product = this.em.create(Product, {
      category,
      name: body.name,
      sku: body.sku,
      time: body.time ?? 0,
      price: body.price,
      vatCategory: body.vat_category,
      unit: body.unit ?? 'PCS',
    });
    await this.em.flush();
    return product;
  }

  async editProduct(uuid: string, body: ProductEdit): Promise<Product> {
    const product = await this.product(uuid);
    await checkVersion(this.em, product, body.version);
    if (body.category_uuid) product.category = (await this.category(1, body.category_uuid)) as never;
    if (body.sku !== undefined && body.sku !== product.sku) await this.checkSku(Product, body.sku);
    applyFields(product, body, PRODUCT_FIELDS);
    await this.em.flush();
    return product;
  }

  async removeProduct(uuid: string, version?: number): Promise<void> {
    await softDelete(this.em, await this.product(uuid), version);
  }

  // ------------------------------------------------------------------ rules
  private async category(type: CatalogueType, uuid: string): Promise<CatalogueCategory> {
    const category = await this.em.findOne(CatalogueCategory, { uuid, type });
    if (!category) throw badRequest('VALIDATION_FAILED', { category_uuid: 'invalid_option' });
    return category;
  }

  /** A sku names one live item of the company's services (or products): 400 SKU_TAKEN on the field. */
  private async checkSku(entity: typeof Service | typeof Product, sku: string): Promise<void> {
    if ((await this.em.count(entity as typeof Service, { sku })) > 0) throw new ApiException(400, 'SKU_TAKEN', { sku: 'SKU_TAKEN' });
  }
}

function checkPriceRange(from: number, to: number): void {
  if (from > to) throw badRequest('VALIDATION_FAILED', { price_to: 'price_range' });
}

export const toServiceAnswer = (service: Service): ServiceAnswer => ({
  uuid: service.uuid,
  category_uuid: service.category.uuid,
  category_name: service.category.getEntity().name,
  name: service.name,
  sku: service.sku,
  time: service.time,
  price_from: service.priceFrom,
  price_to: service.priceTo,
  vat_category: service.vatCategory,
  unit: service.unit,
  version: service.version,
});

export const toProductAnswer = (product: Product): ProductAnswer => ({
  uuid: product.uuid,
  category_uuid: product.category.uuid,
  category_name: product.category.getEntity().name,
  name: product.name,
  sku: product.sku,
  time: product.time,
  price: product.price,
  vat_category: product.vatCategory,
  unit: product.unit,
  version: product.version,
});
