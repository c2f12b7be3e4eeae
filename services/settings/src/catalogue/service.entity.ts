import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { CatalogueItem } from './catalogue-item.entity.js';

/**
 * A treatment of the price list. Prices are VAT-inclusive integer cents; a range (from..to) when
 * the final price depends on the case. The sku is unique among the company's live services.
 */
@Entity({ tableName: 'service' })
@Index({
  name: 'service_company_sku_unique',
  expression: 'create unique index "service_company_sku_unique" on "service" ("company_id", "sku") where "deleted_at" is null',
})
export class Service extends CatalogueItem {
  /** Minutes the treatment takes. */
  @Property({ type: 'integer' })
  time!: number;

  @Property({ type: 'integer' })
  priceFrom!: number;

  @Property({ type: 'integer' })
  priceTo!: number;
}
