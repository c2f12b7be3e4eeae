import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SchedulerAnswer, schedulerRequestSchema } from '@dental/contracts';
import { expandRecurrence, overlaps, type Occurrence } from '@dental/domain-recurrence';
import { User } from '@dental/identity';
import { ApiException, EventOutbox, badRequest, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { AppointmentRefs } from '../appointments/appointment-refs.js';
import { calendarError } from '../common/codes.js';
import { exclusionViolation } from '../common/db-errors.js';
import { publishWorkTimes } from '../events/calendar-events.js';
import { CalendarGateway } from '../live/calendar.gateway.js';
import { AbsencesService } from './absences.service.js';
import { WorkTime } from './work-time.entity.js';
import { toWorkTimeAnswer } from './work-time.mapper.js';

type SchedulerBody = z.output<typeof schedulerRequestSchema>;
type Skipped = SchedulerAnswer['data']['skipped'];

/**
 * The planner's scheduler: one rule (date range, weekdays, repeat day/week/month every N) expanded
 * with @dental/domain-recurrence in the branch's zone into dated work times of a user in a room.
 * Days on a branch holiday or on the user's vacation are skipped, as are periods that overlap the
 * user's existing work time; nothing left is ZERO_EVENTS_INSERTED. All rows are written in one
 * transaction, and the database still refuses a racing overlap (409 WORK_TIME_OVERLAP).
 */
@Injectable()
export class SchedulerService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
    private readonly absences: AbsencesService,
    private readonly live: CalendarGateway,
    private readonly events: EventOutbox,
  ) {}

  async schedule(body: SchedulerBody, auth: AuthSession): Promise<SchedulerAnswer['data']> {
    const branch = await this.refs.bodyBranch(body.branch_uuid);
    const room = await this.refs.room(branch.uuid, body.room_uuid);
    const user = await this.em.findOne(User, { uuid: body.user_uuid }, { populate: ['branches'] });
    if (!user) throw badRequest('VALIDATION_FAILED', { user_uuid: 'unknown_user' });
    const branches = user.branches.getItems();
    if (branches.length === 0) throw new ApiException(400, 'USER_NO_ACTIVE_BRANCHES', { user_uuid: 'USER_NO_ACTIVE_BRANCHES' });
    if (!branches.some((candidate) => candidate.uuid === branch.uuid)) throw badRequest('VALIDATION_FAILED', { user_uuid: 'branch_not_assigned' });

    const expanded = expandRecurrence({
      date_from: body.date_from,
      date_to: body.date_to,
      time_from: body.time_from,
      time_to: body.time_to,
      repeat_type: body.repeat_type,
      repeat_after: body.repeat_after,
      weekdays: body.weekdays,
      time_zone: branch.timeZone,
    });
    if (!expanded.ok) {
      const field = expanded.field ?? (expanded.code === 'WEEK_DAYS_NOT_SELECTED' ? 'weekdays' : 'date_to');
      throw new ApiException(400, expanded.code, { [field]: expanded.code });
    }

    const skipped: Skipped = [];
    const blocked = await this.absences.blockedDays(branch, user.uuid, body.date_from, body.date_to);
    const candidates: Occurrence[] = [];
    for (const occurrence of expanded.occurrences) {
      if (blocked.holiday.has(occurrence.date)) skipped.push({ date: occurrence.date, reason: 'holiday' });
      else if (blocked.vacation.has(occurrence.date)) skipped.push({ date: occurrence.date, reason: 'vacation' });
      else candidates.push(occurrence);
    }
    const existing = candidates.length
      ? await this.em.find(WorkTime, {
          user: user.uuid,
          timeFrom: { $lt: candidates[candidates.length - 1].end },
          timeTo: { $gt: candidates[0].start },
        })
      : [];
    const created: WorkTime[] = [];
    for (const occurrence of candidates) {
      const period = { start: occurrence.start, end: occurrence.end };
      if (existing.some((row) => overlaps(period, { start: row.timeFrom, end: row.timeTo }))) {
        skipped.push({ date: occurrence.date, reason: 'overlap' });
        continue;
      }
      created.push(
        this.em.create(WorkTime, {
          branch,
          room,
          user,
          timeFrom: occurrence.start,
          timeTo: occurrence.end,
          comment: body.comment ?? null,
        }),
      );
    }
    if (created.length === 0) throw new ApiException(400, 'ZERO_EVENTS_INSERTED', { date_to: 'ZERO_EVENTS_INSERTED' });
    await flushWorkTimes(this.em, this.events, 'work_time.created', created);
    this.live.emitWorkTimes({ branch_uuid: branch.uuid, action: 'created', uuids: created.map((row) => row.uuid), user_uuid: auth.userId });
    return { created: created.map(toWorkTimeAnswer), skipped: skipped.sort((a, b) => a.date.localeCompare(b.date)) };
  }
}

/**
 * Flush with the work times' events (one transaction: events/calendar-events.ts); the
 * user-in-two-rooms exclusion constraint answers 409 WORK_TIME_OVERLAP.
 */
export async function flushWorkTimes(
  em: EntityManager,
  events: EventOutbox,
  type: 'work_time.created' | 'work_time.changed' | 'work_time.deleted',
  rows: readonly WorkTime[],
): Promise<void> {
  try {
    await em.transactional(async (tx) => {
      await tx.flush();
      await publishWorkTimes(events, tx, type, rows);
    });
  } catch (error) {
    if (exclusionViolation(error) === undefined) throw error;
    throw calendarError(409, 'WORK_TIME_OVERLAP', { time_from: 'WORK_TIME_OVERLAP' });
  }
}
