import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Category, CategoryCreate, CategoryEdit, PageQuery } from '@dental/contracts';
import { applyFields, checkVersion, conflict, findPage, notFound, softDelete, type Paged } from '@dental/server-core';
import { CatalogueCategory, type CatalogueType } from './catalogue-category.entity.js';

const FIELDS = { name: 'name', description: 'description', color: 'color', sort_order: 'sortOrder' } as const;

/** Categories of one catalogue type (0 services, 1 products). */
@Injectable()
export class CatalogueCategoryService {
  constructor(private readonly em: EntityManager) {}

  page(type: CatalogueType, query: PageQuery): Promise<Paged<CatalogueCategory>> {
    return findPage(this.em, CatalogueCategory, query, {
      sortable: { sort_order: 'sortOrder', name: 'name', created_at: 'createdAt' },
      searchIn: ['name', 'description'],
      where: { type },
    });
  }

  async get(type: CatalogueType, uuid: string): Promise<CatalogueCategory> {
    const category = await this.em.findOne(CatalogueCategory, { uuid, type });
    if (!category) throw notFound();
    return category;
  }

  async create(type: CatalogueType, body: CategoryCreate): Promise<CatalogueCategory> {
    const category = this.em.create(CatalogueCategory, { type, name: body.name });
    applyFields(category, body, FIELDS);
    await this.em.flush();
    return category;
  }

  async edit(type: CatalogueType, uuid: string, body: CategoryEdit): Promise<CatalogueCategory> {
    const category = await this.get(type, uuid);
    await checkVersion(this.em, category, body.version);
    applyFields(category, body, FIELDS);
    await this.em.flush();
    return category;
  }

  /** A category with live items cannot go (409): they would be left without a group. */
  async remove(type: CatalogueType, uuid: string, version?: number): Promise<void> {
    const category = await this.get(type, uuid);
    if ((await this.itemCounts(type, [uuid])).get(uuid)) throw conflict();
    await softDelete(this.em, category, version);
  }

  async itemCounts(type: CatalogueType, uuids: string[]): Promise<Map<string, number>> {
    if (uuids.length === 0) return new Map();
    const rows = await this.em.execute<{ category_uuid: string; count: string }[]>(
      `select category_uuid, count(*) as count from "${type === 0 ? 'service' : 'product'}"
       where deleted_at is null and category_uuid in (${uuids.map(() => '?').join(', ')}) group by category_uuid`,
      uuids,
    );
    return new Map(rows.map((row) => [row.category_uuid, Number(row.count)]));
  }
}

export const toCategoryAnswer = (category: CatalogueCategory, itemCount: number): Category => ({
  uuid: category.uuid,
  type: category.type,
  name: category.name,
  description: category.description,
  color: category.color,
  sort_order: category.sortOrder,
  item_count: itemCount,
  version: category.version,
});

