import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BranchWorkingHours, DEFAULT_WEEK, type WorkingDay } from '@dental/settings';
import { localPeriod, weekdayOf } from '../common/zoned.js';

/** A day's opening on the branch's wall clock ('HH:mm'), or null when the branch is closed that day. */
export type DayOpening = { open: string; close: string } | null;

/** A branch's opening hours (settings' record, else settings' default week) as a week to ask. */
export class BranchWeek {
  constructor(
    private readonly days: readonly WorkingDay[],
    readonly timeZone: string,
  ) {}

  /** The opening of a local day 'YYYY-MM-DD'. */
  opening(date: string): DayOpening {
    const day = this.days.find((d) => d.weekday === weekdayOf(date));
    return day && !day.closed && day.open && day.close ? { open: day.open, close: day.close } : null;
  }

  /** The opening of a local day as instants, or null when closed. */
  openPeriod(date: string): { start: Date; end: Date } | null {
    const opening = this.opening(date);
    return opening ? localPeriod(date, opening.open, opening.close, this.timeZone) : null;
  }
}

/**
 * Reads a branch's opening hours, which settings owns (its `branch_working_hours`, read as the
 * calendar reads settings' holidays: through the entity, tenant-filtered).
 */
@Injectable()
export class BranchHours {
  constructor(private readonly em: EntityManager) {}

  async week(branch: { uuid: string; timeZone: string }): Promise<BranchWeek> {
    const stored = await this.em.findOne(BranchWorkingHours, { branch: branch.uuid });
    return new BranchWeek(stored?.days ?? DEFAULT_WEEK, branch.timeZone);
  }
}
