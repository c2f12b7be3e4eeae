import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** The spec's service_group_type: 0 services, 1 products (one category tree per kind). */
export type CatalogueType = 0 | 1;

/** A group of the catalogue ("Higiēna", "Implanti", "Higiēnas preces") with its display settings. */
@Entity({ tableName: 'catalogue_category' })
export class CatalogueCategory extends CompanyOwnedEntity {
  @Property({ type: 'smallint', index: true })
  type!: CatalogueType;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 7, nullable: true })
  color: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}
