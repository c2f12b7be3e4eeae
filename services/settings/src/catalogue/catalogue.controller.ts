import { Controller, Delete, Get, HttpCode, Patch, Post, type Type } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  catalogueListQuerySchema,
  categoryCreateSchema,
  categoryEditSchema,
  categorySchema,
  deleteQuerySchema,
  envelope,
  pagedEnvelope,
  pageQuerySchema,
  productCreateSchema,
  productEditSchema,
  productSchema,
  serviceCreateSchema,
  serviceEditSchema,
  serviceSchema,
  uuidParamsSchema,
  type CatalogueListQuery,
  type CategoryCreate,
  type CategoryEdit,
  type PageQuery,
  type Permission,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer, type Paged } from '@dental/server-core';
import type { z } from 'zod';
import type { CatalogueCategory, CatalogueType } from './catalogue-category.entity.js';
import { CatalogueCategoryService, toCategoryAnswer } from './catalogue-category.service.js';
import { CatalogueItemsService, toProductAnswer, toServiceAnswer } from './catalogue-items.service.js';
import type { CatalogueItem } from './catalogue-item.entity.js';

type Uuid = { uuid: string };

/** One catalogue (services or products): its routes, permissions, contract and item operations. */
interface Catalogue<Item extends CatalogueItem, Create, Edit> {
  /** The controller's name: OpenAPI operation ids and summaries are read from it. */
  name: string;
  type: CatalogueType;
  tag: string;
  /** Route of its categories ("groups") and of its items, under /api/settings. */
  categories: string;
  items: string;
  view: Permission;
  edit: Permission;
  schemas: { create: z.ZodType<Create>; edit: z.ZodType<Edit>; answer: z.ZodType };
  toAnswer: (item: Item) => unknown;
  operations: (items: CatalogueItemsService) => {
    page: (query: CatalogueListQuery) => Promise<Paged<Item>>;
    get: (uuid: string) => Promise<Item>;
    create: (body: Create) => Promise<Item>;
    edit: (uuid: string, body: Edit) => Promise<Item>;
    remove: (uuid: string, version?: number) => Promise<void>;
  };
}

/**
 * The controller of one catalogue. Services and products are served alike (categories of their
 * catalogue type, then items), so one definition serves both; each route still declares its own
 * permission with @Access, read from the catalogue (the route-access snapshot lists them).
 */
function catalogueController<Item extends CatalogueItem, Create, Edit>(catalogue: Catalogue<Item, Create, Edit>): Type {
  const { type, categories: categoriesPath, items: itemsPath, view, edit, schemas, toAnswer } = catalogue;

  @ApiTags(catalogue.tag)
  @Controller('settings')
  class CatalogueController {
    private readonly items;

    constructor(
      private readonly categories: CatalogueCategoryService,
      items: CatalogueItemsService,
    ) {
      this.items = catalogue.operations(items);
    }

    @Get(categoriesPath)
    @Access(view)
    @ZodAnswer(pagedEnvelope(categorySchema))
    async categoryList(@ZodQuery(pageQuerySchema) query: PageQuery) {
      const page = await this.categories.page(type, query);
      const counts = await this.categories.itemCounts(type, page.items.map((category) => category.uuid));
      return pagedAnswer(page, (category) => toCategoryAnswer(category, counts.get(category.uuid) ?? 0));
    }

    @Get(`${categoriesPath}/:uuid`)
    @Access(view)
    @ZodAnswer(envelope(categorySchema))
    async category(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
      return this.categoryAnswer(await this.categories.get(type, uuid));
    }

    @Post(categoriesPath)
    @HttpCode(201)
    @Access(edit)
    @ZodAnswer(envelope(categorySchema), 201)
    async createCategory(@ZodBody(categoryCreateSchema) body: CategoryCreate) {
      return this.categoryAnswer(await this.categories.create(type, body));
    }

    @Patch(`${categoriesPath}/:uuid`)
    @Access(edit)
    @ZodAnswer(envelope(categorySchema))
    async editCategory(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(categoryEditSchema) body: CategoryEdit) {
      return this.categoryAnswer(await this.categories.edit(type, uuid, body));
    }

    /** 409 while the category still holds live items. */
    @Delete(`${categoriesPath}/:uuid`)
    @HttpCode(204)
    @Access(edit)
    async removeCategory(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
      await this.categories.remove(type, uuid, version);
    }

    @Get(itemsPath)
    @Access(view)
    @ZodAnswer(pagedEnvelope(schemas.answer))
    async list(@ZodQuery(catalogueListQuerySchema) query: CatalogueListQuery) {
      return pagedAnswer(await this.items.page(query), toAnswer);
    }

    @Get(`${itemsPath}/:uuid`)
    @Access(view)
    @ZodAnswer(envelope(schemas.answer))
    async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
      return { data: toAnswer(await this.items.get(uuid)) };
    }

    @Post(itemsPath)
    @HttpCode(201)
    @Access(edit)
    @ZodAnswer(envelope(schemas.answer), 201)
    async create(@ZodBody(schemas.create) body: Create) {
      return { data: toAnswer(await this.items.create(body)) };
    }

    @Patch(`${itemsPath}/:uuid`)
    @Access(edit)
    @ZodAnswer(envelope(schemas.answer))
    async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(schemas.edit) body: Edit) {
      return { data: toAnswer(await this.items.edit(uuid, body)) };
    }

    @Delete(`${itemsPath}/:uuid`)
    @HttpCode(204)
    @Access(edit)
    async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
      await this.items.remove(uuid, version);
    }

    private async categoryAnswer(category: CatalogueCategory) {
      const counts = await this.categories.itemCounts(type, [category.uuid]);
      return { data: toCategoryAnswer(category, counts.get(category.uuid) ?? 0) };
    }
  }

  Object.defineProperty(CatalogueController, 'name', { value: catalogue.name });
  return CatalogueController;
}

/** The services catalogue (catalogue type 0): service_settings_view to read, service_edit to write. */
export const ServiceCatalogueController = catalogueController({
  name: 'ServiceCatalogueController',
  type: 0,
  tag: 'services',
  categories: 'service-categories',
  items: 'services',
  view: 'service_settings_view',
  edit: 'service_edit',
  schemas: { create: serviceCreateSchema, edit: serviceEditSchema, answer: serviceSchema },
  toAnswer: toServiceAnswer,
  operations: (items) => ({
    page: (query) => items.servicePage(query),
    get: (uuid) => items.service(uuid),
    create: (body) => items.createService(body),
    edit: (uuid, body) => items.editService(uuid, body),
    remove: (uuid, version) => items.removeService(uuid, version),
  }),
});

/** The products catalogue (catalogue type 1): product_settings_view to read, product_edit to write. */
export const ProductCatalogueController = catalogueController({
  name: 'ProductCatalogueController',
  type: 1,
  tag: 'products',
  categories: 'product-categories',
  items: 'products',
  view: 'product_settings_view',
  edit: 'product_edit',
  schemas: { create: productCreateSchema, edit: productEditSchema, answer: productSchema },
  toAnswer: toProductAnswer,
  operations: (items) => ({
    page: (query) => items.productPage(query),
    get: (uuid) => items.product(uuid),
    create: (body) => items.createProduct(body),
    edit: (uuid, body) => items.editProduct(uuid, body),
    remove: (uuid, version) => items.removeProduct(uuid, version),
  }),
});
