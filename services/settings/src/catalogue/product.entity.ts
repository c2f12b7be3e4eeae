import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import type { VatCategory } from '@dental/domain-money';
import { CompanyOwnedEntity } from '@dental/server-core';
import { CatalogueCategory } from './catalogue-category.entity.js';

/** Goods sold at the desk (toothbrushes, floss, ...): one VAT-inclusive price in cents. */
@Entity({ tableName: 'product' })
@Index({
  name: 'product_company_sku_unique',
  expression: 'create unique index "product_company_sku_unique" on "product" ("company_id", "sku") where "deleted_at" is null',
})
export class Product extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => CatalogueCategory, ref: true, index: true, deleteRule: 'restrict' })
  category!: Ref<CatalogueCategory>;

  @Property({ type: 'string', length: 300 })
  name!: string;

  @Property({ type: 'string', length: 50 })
  sku!: string;

  @Property({ type: 'integer', default: 0 })
  time: Opt<number> = 0;

  @Property({ type: 'integer' })
  price!: number;

  @Property({ type: 'string', length: 10 })
  vatCategory!: VatCategory;

  @Property({ type: 'string', length: 5 })
  unit!: string;
}
