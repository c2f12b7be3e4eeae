import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';
import type { AbsenceRepeat } from '../holidays/branch-holiday.entity.js';

/** A user's absence: 1 vacation, 2 decree, 3 sickness, 4 learning, 5 justified, 6 other. */
@Entity({ tableName: 'user_vacation' })
export class UserVacation extends CompanyOwnedEntity {
  @ManyToOne({ entity: () => User, ref: true, index: true, deleteRule: 'restrict' })
  user!: Ref<User>;

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

  @Property({ type: 'json', nullable: true })
  weekdays: number[] | null = null;
}
