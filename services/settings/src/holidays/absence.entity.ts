import type { Opt } from '@mikro-orm/core';
import { Property } from '@mikro-orm/decorators/legacy';
import { CompanyOwnedEntity } from '@dental/server-core';

/** repeat_type of holidays and vacations: none, every N days, weeks or months (12: yearly). */
export type AbsenceRepeat = 'none' | 'day' | 'week' | 'month';

/**
 * Whole days someone is away, once or repeating: a branch's holiday or a user's vacation. Not an
 * entity itself: each keeps its own table (branch_holiday, user_vacation) and owner (the branch,
 * the user); the columns, the fields a body may set, the list's sorting and the answer's shape
 * are described once here.
 */
export abstract class Absence extends CompanyOwnedEntity {
  @Property({ type: 'date' })
  dateFrom!: string;

  @Property({ type: 'date' })
  dateTo!: string;

  @Property({ type: 'string', length: 500, nullable: true })
  comment: string | null = null;

  /** Holidays: 1 holidays, 2 technical, 3 other. Vacations: 1 vacation, 2 decree, 3 sickness, 4 learning, 5 justified, 6 other. */
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

/** The body fields of a holiday or vacation, onto their properties (applyFields). */
export const ABSENCE_FIELDS = {
  date_from: 'dateFrom',
  date_to: 'dateTo',
  comment: 'comment',
  type: 'type',
  repeat_type: 'repeatType',
  repeat_after: 'repeatAfter',
  weekdays: 'weekdays',
} as const;

/** How a list of holidays or vacations sorts and searches (findPage). */
export const ABSENCE_LIST = {
  sortable: { date_from: 'dateFrom', date_to: 'dateTo', type: 'type', comment: 'comment' },
  searchIn: ['comment'],
};

/** The answer fields a holiday and a vacation share (each adds its owner's uuid). */
export const absenceAnswer = (absence: Absence) => ({
  uuid: absence.uuid,
  date_from: absence.dateFrom,
  date_to: absence.dateTo,
  comment: absence.comment,
  type: absence.type,
  repeat_type: absence.repeatType,
  repeat_after: absence.repeatAfter,
  weekdays: absence.weekdays,
  version: absence.version,
});
