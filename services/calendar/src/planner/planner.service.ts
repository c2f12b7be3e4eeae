import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import {
  PLANNER_USER_TYPE_BY_ROOM_TYPE,
  type PlannerAnswer,
  type plannerQuerySchema,
  type plannerVacationsQuerySchema,
  type workTimeEditSchema,
  type workTimeListQuerySchema,
} from '@dental/contracts';
import { User } from '@dental/identity';
import { ApiException, EventOutbox, checkVersion, notFound, pageLimits, pageOf, pagedAnswer, type AuthSession } from '@dental/server-core';
import type { z } from 'zod';
import { AppointmentRefs } from '../appointments/appointment-refs.js';
import { toPerson } from '../appointments/appointment.mapper.js';
import { CalendarReads, EventBatch, outsideOf, workTimeIndexOf } from '../calendar-view/calendar-reads.js';
import { CalendarViewService, gridAnswer } from '../calendar-view/calendar-view.service.js';
import { localDaysRange } from '../common/zoned.js';
import { CalendarGateway } from '../live/calendar.gateway.js';
import { onAbsence } from './absence-conflicts.service.js';
import { AbsencesService } from './absences.service.js';
import { flushWorkTimes } from './scheduler.service.js';
import { WorkTime } from './work-time.entity.js';
import { toWorkTimeAnswer } from './work-time.mapper.js';

type PlannerQuery = z.output<typeof plannerQuerySchema>;
type ListQuery = z.output<typeof workTimeListQuerySchema>;
type VacationsQuery = z.output<typeof plannerVacationsQuerySchema>;
type EditBody = z.output<typeof workTimeEditSchema>;

/** The planner: rooms × users with dated work times, absences, and (optionally) appointments. */
@Injectable()
export class PlannerService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
    private readonly reads: CalendarReads,
    private readonly absences: AbsencesService,
    private readonly calendar: CalendarViewService,
    private readonly live: CalendarGateway,
    private readonly events: EventOutbox,
  ) {}

  async view(query: PlannerQuery): Promise<PlannerAnswer['data']> {
    const grid = await this.calendar.grid(query, 'plannerRoomCount');
    const { branch, range } = grid;
    const roomUuids = grid.rooms.map((room) => room.uuid);
    const userType = query.user_type ?? PLANNER_USER_TYPE_BY_ROOM_TYPE[query.room_type];
    // The planner's users, the branch's work times (the grid's and the "outside" flag's) and the
    // appointments, each one statement, all at once.
    const [users, workTimes, batch] = await Promise.all([
      this.em.find(
        User,
        { branches: branch.uuid, positions: { type: userType as 0 | 1 | 2 | 3 }, userStatus: 1 },
        { orderBy: { lastName: 'asc', firstName: 'asc', uuid: 'asc' } },
      ),
      this.reads.workTimes(branch.uuid, range.from, range.to),
      query.display === 0 ? new EventBatch([]) : this.reads.events(branch.uuid, roomUuids, range.from, range.to, { hide_canceled: true }),
    ]);
    const listed = users.map(toPerson);
    const shown = new Set(roomUuids);
    const absences = await this.absences.periods(branch, range.firstDay, range.lastDay);
    // Conflicting: outside the practitioner's work time, or on a holiday or their absence.
    const conflicting = (event: { practitioner_uuid: string | null; time_from: string | null; time_to: string | null }) =>
      onAbsence({ practitioner: event.practitioner_uuid ? { uuid: event.practitioner_uuid } : null, time_from: event.time_from, time_to: event.time_to }, absences);
    const appointments =
      query.display === 0
        ? []
        : batch.events(outsideOf(workTimeIndexOf(workTimes))).filter((event) => query.display === 2 || event.outside_work_time || conflicting(event));
    const named = new Set(appointments.map((event) => event.uuid));
    return {
      ...gridAnswer(grid, query.view),
      user_type: userType,
      users: listed,
      events: workTimes
        .filter((row) => shown.has(row.room_uuid))
        .map((row) => ({
          uuid: row.uuid,
          branch_uuid: branch.uuid,
          room_uuid: row.room_uuid,
          user: { uuid: row.user_uuid, first_name: row.first_name, last_name: row.last_name, color: row.color },
          time_from: row.time_from,
          time_to: row.time_to,
          comment: row.comment,
          version: row.version,
        })),
      absences,
      appointments,
      // The dictionary of the appointments shown (display 1 shows only some of the batch).
      refs: new EventBatch(batch.rows.filter((row) => named.has(row.uuid))).refs(new Set(listed.map((person) => person.uuid))),
    };
  }

  async list(query: ListQuery) {
    const branch = await this.refs.branch(query.branch_uuid);
    const range = localDaysRange(query.from, query.to, branch.timeZone);
    const where: FilterQuery<WorkTime> = {
      branch: branch.uuid,
      timeFrom: { $lt: range.to },
      timeTo: { $gt: range.from },
      ...(query.user_uuid ? { user: query.user_uuid } : {}),
      ...(query.room_uuid ? { room: query.room_uuid } : {}),
    };
    const [items, total] = await this.em.findAndCount(WorkTime, where, {
      populate: ['user'],
      orderBy: { timeFrom: query.order, uuid: 'asc' },
      ...pageLimits(query),
    });
    return pagedAnswer(pageOf(query, items, total), toWorkTimeAnswer);
  }

  async vacations(query: VacationsQuery) {
    const branch = await this.refs.branch(query.branch_uuid);
    return { data: await this.absences.periods(branch, query.from, query.to, query.user_uuid) };
  }

  async edit(uuid: string, { version, ...body }: EditBody, auth: AuthSession) {
    const row = await this.get(uuid);
    await checkVersion(this.em, row, version);
    if (body.room_uuid) row.room = ref(await this.refs.room(row.branch.uuid, body.room_uuid));
    if (body.time_from) row.timeFrom = new Date(body.time_from);
    if (body.time_to) row.timeTo = new Date(body.time_to);
    if (body.comment !== undefined) row.comment = body.comment;
    if (row.timeFrom.getTime() >= row.timeTo.getTime()) throw new ApiException(400, 'INVALID_DATE_RANGE', { time_to: 'time_range' });
    await flushWorkTimes(this.em, this.events, 'work_time.changed', [row]);
    this.live.emitWorkTimes({ branch_uuid: row.branch.uuid, action: 'edited', uuids: [row.uuid], user_uuid: auth.userId });
    return toWorkTimeAnswer(row);
  }

  async remove(uuid: string, version: number, auth: AuthSession): Promise<void> {
    const row = await this.get(uuid);
    await checkVersion(this.em, row, version);
    row.deletedAt = new Date();
    await flushWorkTimes(this.em, this.events, 'work_time.deleted', [row]);
    this.live.emitWorkTimes({ branch_uuid: row.branch.uuid, action: 'deleted', uuids: [row.uuid], user_uuid: auth.userId });
  }

  private async get(uuid: string): Promise<WorkTime> {
    const row = await this.em.findOne(WorkTime, { uuid }, { populate: ['user'] });
    if (!row) throw notFound();
    return row;
  }
}
