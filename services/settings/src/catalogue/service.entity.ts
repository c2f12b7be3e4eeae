import type { Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { VatCategory } from '@dental/domain-money';
import { CompanyOwnedEntity } from '@dental/server-core';
import { CatalogueCategory } from './catalogue-category.entity.js';

/**
 * A treatment of the price list. Prices are VAT-inclusive integer cents; a range (from..to) when
 * the final price depends on the case. The sku is unique among the company's live services.
 */
@Entity({ tableName: 'service' })
@Index({
  name: 'service_company_sku_unique',
  expression: 'create unique index "service_company_sku_unique" on "service" ("company_id", "sku") where "deleted_at" is null',
})
export class Service extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => CatalogueCategory, ref: true, index: true, deleteRule: 'restrict' })
  category!: Ref<CatalogueCategory>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  sku!: string;

  /** Minutes the treatment takes. */
  @Property({ type: 'integer' })
  time!: number;

  @Property({ type: 'integer' })
  priceFrom!: number;

  @Property({ type: 'integer' })
  priceTo!: number;

  @Property({ type: 'string', length: 10 })
  vatCategory!: VatCategory;

  @Property({ type: 'string', length: 5 })
  unit!: string;
}
