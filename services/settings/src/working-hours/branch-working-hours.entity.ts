import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/** One weekday of a branch's opening hours (ISO weekday 1 Monday ... 7 Sunday). */
export interface WorkingDay {
  weekday: number;
  /** 'HH:mm', null when closed. */
  open: string | null;
  close: string | null;
  closed: boolean;
}

/**
 * A branch's weekly opening hours, all seven days in one versioned row: the screen edits the week
 * as one form, so one version guards it (a stale save is 409, not a half-merged week).
 */
@Entity({ tableName: 'branch_working_hours' })
export class BranchWorkingHours extends CompanyOwnedEntity {
  @OneToOne({ entity: () => Branch, ref: true, owner: true, unique: 'branch_working_hours_branch_unique', deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  @Property({ type: 'json' })
  days: Opt<WorkingDay[]> = [];
}
