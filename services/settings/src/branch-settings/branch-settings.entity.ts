import type { Opt, Ref } from '@mikro-orm/core';
import { Entity, OneToOne, Property } from '@mikro-orm/decorators/legacy';
import { Branch } from '@dental/identity';
import { CompanyOwnedEntity } from '@dental/server-core';

/**
 * Defaults when a branch has never saved its settings (docs/decisions-settings.md): six rooms per
 * calendar and planner page fit a desk screen, 15-minute slots are the usual dental booking grid,
 * and a one-hour buffer shows a little before and after the working hours.
 */
export const BRANCH_SETTINGS_DEFAULTS = {
  calendarRoomCount: 6,
  plannerRoomCount: 6,
  slotDurationMinutes: 15,
  timeBufferHours: 1,
} as const;

/** A branch's calendar and planner settings (one row per branch, created on first save). */
@Entity({ tableName: 'branch_settings' })
export class BranchSettings extends CompanyOwnedEntity {
  @OneToOne({ entity: () => Branch, ref: true, owner: true, unique: 'branch_settings_branch_unique', deleteRule: 'restrict' })
  branch!: Ref<Branch>;

  /** Rooms per page of the calendar. */
  @Property({ type: 'smallint', default: BRANCH_SETTINGS_DEFAULTS.calendarRoomCount })
  calendarRoomCount: Opt<number> = BRANCH_SETTINGS_DEFAULTS.calendarRoomCount;

  /** Rooms per page of the planner. */
  @Property({ type: 'smallint', default: BRANCH_SETTINGS_DEFAULTS.plannerRoomCount })
  plannerRoomCount: Opt<number> = BRANCH_SETTINGS_DEFAULTS.plannerRoomCount;

  @Property({ type: 'smallint', default: BRANCH_SETTINGS_DEFAULTS.slotDurationMinutes })
  slotDurationMinutes: Opt<number> = BRANCH_SETTINGS_DEFAULTS.slotDurationMinutes;

  /** Hours shown before the first and after the last working hour. */
  @Property({ type: 'smallint', default: BRANCH_SETTINGS_DEFAULTS.timeBufferHours })
  timeBufferHours: Opt<number> = BRANCH_SETTINGS_DEFAULTS.timeBufferHours;
}
