import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * A tooth diagnosis ("tooth status"): its category and colour, and how it reads at each stage of a
 * procedure (diagnostic, scheduled, cure names), whether it is charted per surface, how the tooth
 * map draws it (display_type) and the short text drawn on the tooth.
 */
@Entity({ tableName: 'tooth_status' })
export class ToothStatus extends CompanyOwnedEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  category!: string;

  @Property({ type: 'string', length: 7 })
  color!: string;

  @Property({ type: 'string', length: 200 })
  diagnosticName!: string;

  @Property({ type: 'string', length: 200 })
  scheduledName!: string;

  @Property({ type: 'string', length: 200 })
  cureName!: string;

  @Property({ type: 'boolean', default: false })
  hasSurface: Opt<boolean> = false;

  /** 0 fill (surfaces or whole crown), 1 whole tooth overlay, 2 root, 3 missing (tooth hidden), 4 icon only. */
  @Property({ type: 'smallint', default: 0 })
  displayType: Opt<number> = 0;

  @Property({ type: 'string', length: 10, nullable: true })
  iconText: string | null = null;

  @Property({ type: 'integer', default: 0 })
  sortOrder: Opt<number> = 0;
}
