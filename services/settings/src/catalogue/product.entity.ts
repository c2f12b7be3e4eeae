import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { CatalogueItem } from './catalogue-item.entity.js';

/** Goods sold at the desk (toothbrushes, floss, ...): one VAT-inclusive price in cents. */
@Entity({ tableName: 'product' })
@Index({
  name: 'product_company_sku_unique',
  expression: 'create unique index "product_company_sku_unique" on "product" ("company_id", "sku") where "deleted_at" is null',
})
export class Product extends CatalogueItem {
  @Property({ type: 'integer', default: 0 })
  time: Opt<number> = 0;

  @Property({ type: 'integer' })
  price!: number;
}
