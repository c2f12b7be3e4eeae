import type { Ref } from '@mikro-orm/core';
import { ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { VatCategory } from '@dental/domain-money';
import { CompanyOwnedEntity } from '@dental/server-core';
import { CatalogueCategory } from './catalogue-category.entity.js';

/**
 * What every entry of the price list has, a service or a product: its category of the catalogue,
 * a name, a code (sku, unique among the company's live items of its kind), the VAT category and
 * the unit. Not an entity itself: services and products keep their own tables; only the columns
 * are described once.
 */
export abstract class CatalogueItem extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => CatalogueCategory, ref: true, index: true, deleteRule: 'restrict' })
  category!: Ref<CatalogueCategory>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  sku!: string;

  @Property({ type: 'string', length: 10 })
  vatCategory!: VatCategory;

  @Property({ type: 'string', length: 5 })
  unit!: string;
}
