import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import type { ImportDateOrder, ImportKind } from '@dental/contracts';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * The company's last mapping of each kind, remembered so the next file from the same old system
 * maps itself: folded header -> field, the key column's folded header, the date order.
 */
@Entity({ tableName: 'import_saved_mapping' })
@Index({
  name: 'import_saved_mapping_company_kind_unique',
  expression: 'create unique index "import_saved_mapping_company_kind_unique" on "import_saved_mapping" ("company_id", "kind") where "deleted_at" is null',
})
export class SavedMapping extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 20 })
  kind!: ImportKind;

  @Property({ type: 'json' })
  columns!: Record<string, string>;

  @Property({ type: 'string', length: 200 })
  keyColumn!: string;

  @Property({ type: 'string', length: 3 })
  dateOrder!: ImportDateOrder;
}
