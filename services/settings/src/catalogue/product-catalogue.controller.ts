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
  productCreateSchema,
  productEditSchema,
  productSchema,
  type CatalogueListQuery,
  type CategoryCreate,
  type CategoryEdit,
  type PageQuery,
  type ProductCreate,
  type ProductEdit,
} from '@dental/contracts';
import { Access, ZodAnswer, ZodBody, ZodParams, ZodQuery, pagedAnswer } from '@dental/server-core';
import type { CatalogueCategory } from './catalogue-category.entity.js';
import { CatalogueCategoryService, toCategoryAnswer } from './catalogue-category.service.js';
import { CatalogueItemsService, toProductAnswer } from './catalogue-items.service.js';

type Uuid = { uuid: string };
const TYPE = 1;

/**
 * The products catalogue (catalogue type 1): its categories ("groups") and products.
 * product_settings_view to read, product_edit to write.
 */
@ApiTags('products')
@Controller('settings')
export class ProductCatalogueController {
  constructor(
    private readonly categories: CatalogueCategoryService,
    private readonly items: CatalogueItemsService,
  ) {}

  @Get('product-categories')
  @Access('product_settings_view')
  @ZodAnswer(pagedEnvelope(categorySchema))
  async categoryList(@ZodQuery(pageQuerySchema) query: PageQuery) {
    const page = await this.categories.page(TYPE, query);
    const counts = await this.categories.itemCounts(TYPE, page.items.map((category) => category.uuid));
    return pagedAnswer(page, (category) => toCategoryAnswer(category, counts.get(category.uuid) ?? 0));
  }

  @Get('product-categories/:uuid')
  @Access('product_settings_view')
  @ZodAnswer(envelope(categorySchema))
  async category(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return this.categoryAnswer(await this.categories.get(TYPE, uuid));
  }

  @Post('product-categories')
  @HttpCode(201)
  @Access('product_edit')
  @ZodAnswer(envelope(categorySchema), 201)
  async createCategory(@ZodBody(categoryCreateSchema) body: CategoryCreate) {
    return this.categoryAnswer(await this.categories.create(TYPE, body));
  }

  @Patch('product-categories/:uuid')
  @Access('product_edit')
  @ZodAnswer(envelope(categorySchema))
  async editCategory(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(categoryEditSchema) body: CategoryEdit) {
    return this.categoryAnswer(await this.categories.edit(TYPE, uuid, body));
  }

  /** 409 while the category still holds live products. */
  @Delete('product-categories/:uuid')
  @HttpCode(204)
  @Access('product_edit')
  async removeCategory(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.categories.remove(TYPE, uuid, version);
  }

  @Get('products')
  @Access('product_settings_view')
  @ZodAnswer(pagedEnvelope(productSchema))
  async list(@ZodQuery(catalogueListQuerySchema) query: CatalogueListQuery) {
    return pagedAnswer(await this.items.productPage(query), toProductAnswer);
  }

  @Get('products/:uuid')
  @Access('product_settings_view')
  @ZodAnswer(envelope(productSchema))
  async get(@ZodParams(uuidParamsSchema) { uuid }: Uuid) {
    return { data: toProductAnswer(await this.items.product(uuid)) };
  }

  @Post('products')
  @HttpCode(201)
  @Access('product_edit')
  @ZodAnswer(envelope(productSchema), 201)
  async create(@ZodBody(productCreateSchema) body: ProductCreate) {
    return { data: toProductAnswer(await this.items.createProduct(body)) };
  }

  @Patch('products/:uuid')
  @Access('product_edit')
  @ZodAnswer(envelope(productSchema))
  async edit(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodBody(productEditSchema) body: ProductEdit) {
    return { data: toProductAnswer(await this.items.editProduct(uuid, body)) };
  }

  @Delete('products/:uuid')
  @HttpCode(204)
  @Access('product_edit')
  async remove(@ZodParams(uuidParamsSchema) { uuid }: Uuid, @ZodQuery(deleteQuerySchema) { version }: { version?: number }) {
    await this.items.removeProduct(uuid, version);
  }

  private async categoryAnswer(category: CatalogueCategory) {
    const counts = await this.categories.itemCounts(TYPE, [category.uuid]);
    return { data: toCategoryAnswer(category, counts.get(category.uuid) ?? 0) };
  }
}
