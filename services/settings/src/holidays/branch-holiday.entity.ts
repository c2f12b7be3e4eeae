import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/** repeat_type of holidays and vacations (spec section 3): none, every N days, every N weeks. */
export type AbsenceRepeat = 'none' | 'day' | 'week';

/** A day or period a branch is closed: 1 holidays, 2 technical, 3 other. */
@Entity({ tableName: 'branch_holiday' })
export class BranchHoliday extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => Branch, ref: true, index: true, deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @Property({ type: 'date' })
  dateFrom!: string;

  @Property({ type: 'date' })
  dateTo!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  comment: string | null = null;

  @Property({ type: 'smallint' })
  type!: number;

  @Property({ type: 'string', length: 10, default: 'none' })
  repeatType: Opt<AbsenceRepeat> = 'none';

  @Property({ type: 'smallint', default: 1 })
  repeatAfter: Opt<number> = 1;

  /** ISO weekdays for 'week' repeats. */
  @Property({ type: 'json', nullable: true })
  weekdays: number[] | null = null;
}
