import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { fold } from '@dental/domain-text';
import { CatalogueCategory } from './catalogue-category.entity.js';
import { CatalogueCategoryService } from './catalogue-category.service.js';
import { Service } from './service.entity.js';

/**
 * The price list's services for an import (services/imports), beside the one-at-a-time writes of
 * CatalogueItemsService: the whole list to match a file's codes and names against, whether
 * imported services are still as imported, and a service group found or made by its name.
 */
@Injectable()
export class ServiceBulkService {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: CatalogueCategoryService,
  ) {}

  /** Every live service of the company, with its group. */
  all(): Promise<Service[]> {
    return this.em.find(Service, {}, { populate: ['category'], orderBy: { name: 'asc', uuid: 'asc' } });
  }

  /** The version of each live service among `uuids` (a deleted one is missing). */
  async versions(uuids: readonly string[]): Promise<Map<string, number>> {
    if (!uuids.length) return new Map();
    const found = await this.em.find(Service, { uuid: { $in: [...uuids] } }, { fields: ['uuid', 'version'] });
    return new Map(found.map((service) => [service.uuid, service.version]));
  }

  /** The services group of that name (case and accents aside), made when there is none; its uuid. */
  async groupNamed(name: string): Promise<string> {
    const groups = await this.em.find(CatalogueCategory, { type: 0 }, { orderBy: { createdAt: 'asc' } });
    const found = groups.find((group) => fold(group.name) === fold(name));
    return (found ?? (await this.categories.create(0, { name }))).uuid;
  }
}
