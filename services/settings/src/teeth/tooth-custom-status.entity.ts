import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** A clinic's own group of tooth marks (e.g. "Ortodontija"). */
@Entity({ tableName: 'tooth_custom_status_group' })
export class ToothCustomStatusGroup extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}

/** A custom mark of a group (e.g. "Breketes"), drawn with its colour and icon text. */
@Entity({ tableName: 'tooth_custom_status' })
export class ToothCustomStatus extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => ToothCustomStatusGroup, ref: true, index: true, deleteRule: 'restrict' })
  group!: Ref<ToothCustomStatusGroup>;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 7, nullable: true })
  color: string | null = null;

  @Property({ type: 'string', length: 10, nullable: true })
  iconText: string | null = null;

  @Property({ type: 'boolean', default: false })
  hasSurface: Opt<boolean> = false;
}

/** The tooth map's element kinds: which status applies to which part (tooth, surface, root, jaw). */
export const TOOTH_ELEMENTS = ['tooth', 'surface', 'root', 'crown', 'jaw'] as const;

/** Status config: which marks the tooth map offers per element, and whether each is in use. */
@Entity({ tableName: 'tooth_status_config' })
export class ToothStatusConfig extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 20 })
  element!: string;

  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;
}
