import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AbsencePeriod } from '@dental/contracts';
import { expandRecurrence } from '@dental/domain-recurrence';
import { User, type Branch } from '@dental/identity';
import { BranchHoliday, UserVacation, type Absence } from '@dental/settings';
import { toPerson } from '../appointments/appointment.mapper.js';
import { daysBetween, localDate, localDaysRange } from '../common/zoned.js';

/** Reading enough periods that a daily repeat over years still expands (settings caps what it saves). */
const READ_CAP = 100_000;

/**
 * Branch holidays and users' vacations (owned by settings) expanded into concrete whole-day periods
 * within a range, for the planner's lists and for the scheduler, which skips those days.
 */
@Injectable()
export class AbsencesService {
  constructor(private readonly em: EntityManager) {}

  /** Holidays of the branch and vacations of its users overlapping [firstDay, lastDay]. */
  async periods(branch: Pick<Branch, 'uuid' | 'timeZone'>, firstDay: string, lastDay: string, userUuid?: string): Promise<AbsencePeriod[]> {
    const periods: AbsencePeriod[] = [];
    if (!userUuid) {
      const holidays = await this.em.find(BranchHoliday, { branch: branch.uuid, dateFrom: { $lte: lastDay }, dateTo: { $gte: firstDay } });
      for (const holiday of holidays) {
        for (const [start, end] of expand(holiday, branch.timeZone, firstDay, lastDay)) {
          periods.push({ uuid: holiday.uuid, kind: 'holiday', type: holiday.type, user: null, time_from: start.toISOString(), time_to: end.toISOString(), comment: holiday.comment });
        }
      }
    }
    // Settings keeps a vacation's user by uuid: the branch's users first, then their vacations.
    const users = new Map((await this.em.find(User, userUuid ? { uuid: userUuid, branches: branch.uuid } : { branches: branch.uuid })).map((user) => [user.uuid, user]));
    const vacations = await this.em.find(UserVacation, { userUuid: { $in: [...users.keys()] }, dateFrom: { $lte: lastDay }, dateTo: { $gte: firstDay } });
    for (const vacation of vacations) {
      for (const [start, end] of expand(vacation, branch.timeZone, firstDay, lastDay)) {
        periods.push({
          uuid: vacation.uuid,
          kind: 'vacation',
          type: vacation.type,
          user: toPerson(users.get(vacation.userUuid)!),
          time_from: start.toISOString(),
          time_to: end.toISOString(),
          comment: vacation.comment,
        });
      }
    }
    return periods.sort((a, b) => a.time_from.localeCompare(b.time_from));
  }

  /** The local days on which the branch is closed and those on which the user is away. */
  async blockedDays(branch: Pick<Branch, 'uuid' | 'timeZone'>, userUuid: string, firstDay: string, lastDay: string): Promise<{ holiday: Set<string>; vacation: Set<string> }> {
    const holiday = new Set<string>();
    const vacation = new Set<string>();
    for (const period of await this.periods(branch, firstDay, lastDay)) {
      if (period.kind === 'vacation' && period.user?.uuid !== userUuid) continue;
      const target = period.kind === 'holiday' ? holiday : vacation;
      const start = localDate(new Date(period.time_from), branch.timeZone);
      const last = localDate(new Date(new Date(period.time_to).getTime() - 1), branch.timeZone);
      for (const day of daysBetween(start, last)) target.add(day);
    }
    return { holiday, vacation };
  }
}

/** Whole-day periods of one absence rule that touch [firstDay, lastDay]. */
function expand(absence: Absence, timeZone: string, firstDay: string, lastDay: string): [Date, Date][] {
  const result = expandRecurrence({
    date_from: absence.dateFrom,
    date_to: absence.dateTo,
    time_from: '00:00',
    time_to: '24:00',
    repeat_type: absence.repeatType,
    repeat_after: absence.repeatAfter,
    weekdays: absence.weekdays ?? [],
    time_zone: timeZone,
    max_events: READ_CAP,
  });
  if (!result.ok) return [];
  const range = localDaysRange(firstDay, lastDay, timeZone);
  return result.occurrences
    .filter((period) => period.start < range.to && period.end > range.from)
    .map((period) => [period.start, period.end]);
}
