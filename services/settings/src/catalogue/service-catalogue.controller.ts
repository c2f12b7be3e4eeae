import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
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
  uuidParamsSchema,
  serviceCreateSchema,
  serviceEditSchema,
  serviceSchema,
  type CatalogueListQuery,
  type CategoryCreate,
  type CategoryEdit,
  type PageQuery,
  type ServiceCreate,
  type ServiceEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import type { CatalogueCategory } from './catalogue-category.entity.js';
import { CatalogueCategoryService, toCategoryAnswer } from './catalogue-category.service.js';
import { CatalogueItemsService, toServiceAnswer } from './catalogue-items.service.js';

type Uuid = { uuid: string };
const TYPE = 0;

/**
 * The services catalogue (catalogue type 0): its categories ("groups") and services.
 * service_settings_view to read, service_edit to write.
 */
@ApiTags('services')
@Controller('settings')
export class ServiceCatalogueController {
  constructor(
    private readonly categories: CatalogueCategoryService,
    private readonly items: CatalogueItemsService,
  ) {}

  @Get('service-categories')
  @Access('service_settings_view')
  @ZodAnswer(pagedEnvelope(categorySchema))
  async categoryList(@ZodQuery(pageQuerySchema) query: PageQuery) {
    const page = await this.categories.page(TYPE, query);
    const counts = await this.categories.itemCounts(TYPE, page.items.map((category) => category.uuid));
    return pagedAnswer(page, (category) => toCategoryAnswer(category, counts.get(category.uuid) ?? 0));
  }

  @Get('service-categories/:uuid')
  @Access('service_settings_view')
  @ZodAnswer(envelope(categorySchema))
  async category(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return this.categoryAnswer(await this.categories.get(TYPE, uuid));
  }

  @Post('service-categories')
  @HttpCode(201)
  @Access('service_edit')
  @ZodAnswer(envelope(categorySchema), 201)
  async createCategory(@ZodBody(categoryCreateSchema) body: CategoryCreate) {
    return this.categoryAnswer(await this.categories.create(TYPE, body));
  }

  @Patch('service-categories/:uuid')
  @Access('service_edit')
  @ZodAnswer(envelope(categorySchema))
  async editCategory(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(categoryEditSchema) body: CategoryEdit) {
    return this.categoryAnswer(await this.categories.edit(TYPE, uuid, body));
  }

  /** 409 while the category still holds live services. */
  @Delete('service-categories/:uuid')
  @HttpCode(204)
  @Access('service_edit')
  async removeCategory(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.categories.remove(TYPE, uuid, version);
  }

  @Get('services')
  @Access('service_settings_view')
  @ZodAnswer(pagedEnvelope(serviceSchema))
  async list(@ZodQuery(catalogueListQuerySchema) query: CatalogueListQuery) {
    return pagedAnswer(await this.items.servicePage(query), toServiceAnswer);
  }

  @Get('services/:uuid')
  @Access('service_settings_view')
  @ZodAnswer(envelope(serviceSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toServiceAnswer(await this.items.service(uuid)) };
  }

  @Post('services')
  @HttpCode(201)
  @Access('service_edit')
  @ZodAnswer(envelope(serviceSchema), 201)
  async create(@ZodBody(serviceCreateSchema) body: ServiceCreate) {
    return { data: toServiceAnswer(await this.items.createService(body)) };
  }

  @Patch('services/:uuid')
  @Access('service_edit')
  @ZodAnswer(envelope(serviceSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(serviceEditSchema) body: ServiceEdit) {
    return { data: toServiceAnswer(await this.items.editService(uuid, body)) };
  }

  @Delete('services/:uuid')
  @HttpCode(204)
  @Access('service_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.items.removeService(uuid, version);
  }

  private async categoryAnswer(category: CatalogueCategory) {
    const counts = await this.categories.itemCounts(TYPE, [category.uuid]);
    return { data: toCategoryAnswer(category, counts.get(category.uuid) ?? 0) };
  }
}
