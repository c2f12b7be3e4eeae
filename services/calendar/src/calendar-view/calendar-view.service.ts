import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import {
  APPOINTMENT_STATUS,
  type CalendarAnswer,
  type CalendarPerson,
  type CalendarRoom,
  type calendarHistoryQuerySchema,
  type calendarQuerySchema,
  type calendarQueueQuerySchema,
} from '@dental/contracts';
import { DEFAULT_TIME_ZONE } from '@dental/domain-recurrence';
import { User, type Branch } from '@dental/identity';
import { SOFT_DELETE_FILTER, pageLimits, pageOf, pagedAnswer } from '@dental/server-core';
import { BranchSettingsService, RoomsService, type Room, type RoomHidden } from '@dental/settings';
import type { z } from 'zod';
import { AppointmentChangesService } from '../appointments/appointment-changes.service.js';
import { AppointmentRefs } from '../appointments/appointment-refs.js';
import { Appointment } from '../appointments/appointment.entity.js';
import { APPOINTMENT_POPULATE, toAppointmentAnswer, toPerson } from '../appointments/appointment.mapper.js';
import { today, viewRange, type LocalRange } from '../common/zoned.js';
import { WorkTimeCoverage } from '../planner/work-time-coverage.js';
import type { WorkTime } from '../planner/work-time.entity.js';

export type CalendarQuery = z.output<typeof calendarQuerySchema>;
type QueueQuery = z.output<typeof calendarQueueQuerySchema>;
type HistoryQuery = z.output<typeof calendarHistoryQuerySchema>;

export const toRoom = (room: Room): CalendarRoom => ({ uuid: room.uuid, name: room.name, color: room.color, hidden: room.hidden });

/** One page of a branch's rooms of a kind (calendarRoomCount / plannerRoomCount per page). */
export function pageRooms(rooms: Room[], perPage: number, page: number): { rooms: Room[]; pageCount: number; page: number } {
  const pageCount = Math.max(1, Math.ceil(rooms.length / perPage));
  const current = Math.min(page, pageCount);
  return { rooms: rooms.slice((current - 1) * perPage, current * perPage), pageCount, page: current };
}

/** What the calendar and the planner ask for before their own content: a branch, a period, a page of rooms. */
export interface GridQuery {
  branch_uuid: string;
  date?: string;
  view: CalendarQuery['view'];
  page: number;
  room_type: RoomHidden;
  /** The calendar's explicit choice of rooms (one page of exactly those). */
  room_uuids?: string[];
}

/** A branch's day/week/month and the page of rooms shown, shared by the calendar and the planner. */
export interface RoomGrid {
  branch: Branch;
  date: string;
  range: LocalRange;
  rooms: Room[];
  page: number;
  pageCount: number;
  perPage: number;
}

/** The answer fields both views open with (the contract's calendar and planner answers alike). */
export const gridAnswer = (grid: RoomGrid, view: GridQuery['view']) => ({
  branch_uuid: grid.branch.uuid,
  time_zone: grid.branch.timeZone,
  view,
  date: grid.date,
  from: grid.range.from.toISOString(),
  to: grid.range.to.toISOString(),
  page: grid.page,
  page_count: grid.pageCount,
  rooms_per_page: grid.perPage,
  rooms: grid.rooms.map(toRoom),
});

/** The calendar's read side: the day/week/month view, the queue, the history. */
@Injectable()
export class CalendarViewService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
    private readonly rooms: RoomsService,
    private readonly settings: BranchSettingsService,
    private readonly coverage: WorkTimeCoverage,
    private readonly changes: AppointmentChangesService,
  ) {}

  /**
   * The branch (tenant-checked), the period around `date` (today in the branch's zone by default)
   * and the page of rooms: the calendar pages by calendarRoomCount, the planner by plannerRoomCount.
   */
  async grid(query: GridQuery, roomCount: 'calendarRoomCount' | 'plannerRoomCount'): Promise<RoomGrid> {
    const branch = await this.refs.branch(query.branch_uuid);
    const date = query.date ?? today(branch.timeZone);
    const range = viewRange(date, query.view, branch.timeZone);
    const perPage = (await this.settings.forBranch(branch.uuid))[roomCount];
    if (query.room_uuids) {
      const wanted = new Set(query.room_uuids);
      const rooms = (await this.rooms.forBranch(branch.uuid)).filter((room) => wanted.has(room.uuid));
      return { branch, date, range, rooms, page: 1, pageCount: 1, perPage };
    }
    const paged = pageRooms(await this.rooms.forBranch(branch.uuid, query.room_type), perPage, query.page);
    return { branch, date, range, rooms: paged.rooms, page: paged.page, pageCount: paged.pageCount, perPage };
  }

  async view(query: CalendarQuery): Promise<{ answer: CalendarAnswer['data']; branch: Branch; rooms: Room[]; events: Appointment[] }> {
    const grid = await this.grid(query, 'calendarRoomCount');
    const { branch, range, rooms: shown } = grid;
    const roomUuids = shown.map((room) => room.uuid);
    const events = await this.events(branch.uuid, roomUuids, range, query);
    const workTimes = roomUuids.length ? await this.coverage.find(branch.uuid, range.from, range.to) : [];
    const index = await this.coverage.index(branch.uuid, range.from, range.to);
    const background = workTimes.filter((row) => roomUuids.includes(row.room.uuid));
    const users = await this.people(events, background);

    return {
      branch,
      rooms: shown,
      events,
      answer: {
        ...gridAnswer(grid, query.view),
        users,
        events: events.map((event) =>
          toAppointmentAnswer(event, event.status !== APPOINTMENT_STATUS.canceled && index.outside(event.practitioner?.uuid, event.timeFrom, event.timeTo)),
        ),
        background_events: background.map((row) => ({
          uuid: row.uuid,
          user_uuid: row.user.uuid,
          room_uuid: row.room.uuid,
          time_from: row.timeFrom.toISOString(),
          time_to: row.timeTo.toISOString(),
          color: users.find((user) => user.uuid === row.user.uuid)?.color ?? null,
        })),
      },
    };
  }

  /** Live appointments of the rooms overlapping the range, by start. */
  events(
    branchUuid: string,
    roomUuids: string[],
    range: Pick<LocalRange, 'from' | 'to'>,
    filters: { practitioner_uuids?: string[]; hide_canceled?: boolean } = {},
  ): Promise<Appointment[]> {
    if (roomUuids.length === 0) return Promise.resolve([]);
    const where: FilterQuery<Appointment> = {
      branch: branchUuid,
      room: { $in: roomUuids },
      timeFrom: { $lt: range.to },
      timeTo: { $gt: range.from },
      ...(filters.practitioner_uuids?.length ? { practitioner: { $in: filters.practitioner_uuids } } : {}),
      ...(filters.hide_canceled ? { status: { $ne: APPOINTMENT_STATUS.canceled } } : {}),
    };
    return this.em.find(Appointment, where, {
      populate: APPOINTMENT_POPULATE,
      orderBy: { timeFrom: 'asc', uuid: 'asc' },
    });
  }

  /** Practitioners with an event or a work time in view (the calendar's user list and colours). */
  async people(events: Appointment[], workTimes: WorkTime[]): Promise<CalendarPerson[]> {
    const byUuid = new Map<string, User>();
    for (const event of events) {
      const practitioner = event.practitioner?.getEntity();
      if (practitioner) byUuid.set(practitioner.uuid, practitioner);
    }
    const missing = [...new Set(workTimes.map((row) => row.user.uuid).filter((uuid) => !byUuid.has(uuid)))];
    if (missing.length) for (const user of await this.em.find(User, { uuid: { $in: missing } })) byUuid.set(user.uuid, user);
    return [...byUuid.values()]
      .map(toPerson)
      .sort((a, b) => a.last_name.localeCompare(b.last_name, 'lv') || a.first_name.localeCompare(b.first_name, 'lv'));
  }

  async queue(query: QueueQuery) {
    await this.refs.branch(query.branch_uuid);
    const where: FilterQuery<Appointment> = {
      branch: query.branch_uuid,
      status: APPOINTMENT_STATUS.unplanned,
      ...(query.practitioner_uuid ? { practitioner: query.practitioner_uuid } : {}),
      ...(query.speciality_uuid ? { speciality: query.speciality_uuid } : {}),
      ...(query.desired_from || query.desired_to
        ? { desiredDate: { ...(query.desired_from ? { $gte: query.desired_from } : {}), ...(query.desired_to ? { $lte: query.desired_to } : {}) } }
        : {}),
    };
    const [items, total] = await this.em.findAndCount(Appointment, where, {
      populate: APPOINTMENT_POPULATE,
      orderBy: query.sort === 'created_at' ? { createdAt: query.order, uuid: 'asc' } : { desiredDate: `${query.order} nulls last` as never, createdAt: 'asc', uuid: 'asc' },
      ...pageLimits(query),
    });
    return pagedAnswer(pageOf(query, items, total), (item) => toAppointmentAnswer(item, false));
  }

  /**
   * Appointments whose end has passed (any status; deleted ones too, marked), newest first. With a
   * patient and no branch: that patient's appointments in every branch of the company (the tenant
   * filter keeps other companies' rows out, so another company's patient lists nothing);
   * `include_upcoming` adds those not ended yet (timed ones only: the queue has no date).
   */
  async history(query: HistoryQuery) {
    const branch = query.branch_uuid ? await this.refs.branch(query.branch_uuid) : null;
    // from/to are days of the branch's zone; across branches, the platform's default (Europe/Riga).
    const timeZone = branch?.timeZone ?? DEFAULT_TIME_ZONE;
    const now = new Date();
    const timeFrom: Record<string, Date | null> = {};
    if (query.from) timeFrom.$gte = viewRange(query.from, 'day', timeZone).from;
    if (query.to) timeFrom.$lt = viewRange(query.to, 'day', timeZone).to;
    if (query.include_upcoming) timeFrom.$ne = null;
    const where: FilterQuery<Appointment> = {
      ...(branch ? { branch: branch.uuid } : {}),
      ...(query.include_upcoming ? {} : { timeTo: { $lte: now } }),
      ...(Object.keys(timeFrom).length ? { timeFrom } : {}),
      ...(query.patient_uuid ? { patient: query.patient_uuid } : {}),
      ...(query.practitioner_uuid ? { practitioner: query.practitioner_uuid } : {}),
      ...(query.status !== undefined ? { status: query.status } : {}),
    };
    const [items, total] = await this.em.findAndCount(Appointment, where, {
      populate: [...APPOINTMENT_POPULATE, 'branch', 'room'],
      orderBy: { timeFrom: 'desc', uuid: 'asc' },
      ...pageLimits(query),
      filters: { [SOFT_DELETE_FILTER]: false },
    });
    const counts = await this.changes.counts(items.map((item) => item.uuid));
    return pagedAnswer(pageOf(query, items, total), (item) => {
      const itemBranch = item.branch.getEntity();
      const room = item.room?.getEntity();
      return {
        ...toAppointmentAnswer(item, false),
        deleted: item.deletedAt !== null,
        change_count: counts.get(item.uuid) ?? 0,
        branch: { uuid: itemBranch.uuid, name: itemBranch.name, time_zone: itemBranch.timeZone },
        room: room ? { uuid: room.uuid, name: room.name } : null,
      };
    });
  }
}
