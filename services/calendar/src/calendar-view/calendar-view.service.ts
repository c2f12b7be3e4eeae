import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import {
  APPOINTMENT_STATUS,
  type CalendarAnswer,
  type CalendarPerson,
  type CalendarQueuePage,
  type CalendarRoom,
  type calendarHistoryQuerySchema,
  type calendarQuerySchema,
  type calendarQueueQuerySchema,
} from '@dental/contracts';
import { DEFAULT_TIME_ZONE } from '@dental/domain-recurrence';
import { SOFT_DELETE_FILTER, notFound, pageLimits, pageOf, pagedAnswer } from '@dental/server-core';
import type { RoomHidden } from '@dental/settings';
import type { z } from 'zod';
import { AppointmentChangesService } from '../appointments/appointment-changes.service.js';
import { AppointmentRefs } from '../appointments/appointment-refs.js';
import { Appointment } from '../appointments/appointment.entity.js';
import { APPOINTMENT_POPULATE, toAppointmentAnswer } from '../appointments/appointment.mapper.js';
import { today, viewRange, type LocalRange } from '../common/zoned.js';
import { CalendarReads, outsideOf, workTimeIndexOf } from './calendar-reads.js';

export type CalendarQuery = z.output<typeof calendarQuerySchema>;
type QueueQuery = z.output<typeof calendarQueueQuerySchema>;
type HistoryQuery = z.output<typeof calendarHistoryQuerySchema>;

/** One page of a branch's rooms of a kind (calendarRoomCount / plannerRoomCount per page). */
export function pageRooms<R>(rooms: R[], perPage: number, page: number): { rooms: R[]; pageCount: number; page: number } {
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

/** Practitioners in the order the calendar lists them (Latvian collation: Č after C, not after Z). */
const byName = (a: CalendarPerson, b: CalendarPerson) => a.last_name.localeCompare(b.last_name, 'lv') || a.first_name.localeCompare(b.first_name, 'lv');

/** A branch's day/week/month and the page of rooms shown, shared by the calendar and the planner. */
export interface RoomGrid {
  branch: { uuid: string; name: string; timeZone: string };
  date: string;
  range: LocalRange;
  rooms: CalendarRoom[];
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
  rooms: grid.rooms,
});

/** The calendar's read side: the day/week/month view, the queue, the history. */
@Injectable()
export class CalendarViewService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
    private readonly reads: CalendarReads,
    private readonly changes: AppointmentChangesService,
  ) {}

  /**
   * The branch (tenant-checked: another company's is 404), the period around `date` (today in the
   * branch's zone by default) and the page of rooms: the calendar pages by calendarRoomCount, the
   * planner by plannerRoomCount. Branch, settings and rooms are one statement (CalendarReads.grid).
   */
  async grid(query: GridQuery, roomCount: 'calendarRoomCount' | 'plannerRoomCount'): Promise<RoomGrid> {
    const row = await this.reads.grid(query.branch_uuid, query.room_uuids ? undefined : query.room_type);
    if (!row) throw notFound();
    const branch = { uuid: row.uuid, name: row.name, timeZone: row.time_zone };
    const date = query.date ?? today(branch.timeZone);
    const range = viewRange(date, query.view, branch.timeZone);
    const perPage = roomCount === 'calendarRoomCount' ? row.calendar_room_count : row.planner_room_count;
    if (query.room_uuids) {
      const wanted = new Set(query.room_uuids);
      return { branch, date, range, rooms: row.rooms.filter((room) => wanted.has(room.uuid)), page: 1, pageCount: 1, perPage };
    }
    const paged = pageRooms(row.rooms, perPage, query.page);
    return { branch, date, range, rooms: paged.rooms, page: paged.page, pageCount: paged.pageCount, perPage };
  }

  /**
   * The calendar of a range: the grid (branch, settings, rooms), then one statement for the events
   * with what they name and one for the branch's work times (the background and the "outside
   * working time" flag), mapped straight to the contract.
   */
  async view(query: CalendarQuery): Promise<CalendarAnswer['data']> {
    const grid = await this.grid(query, 'calendarRoomCount');
    const { branch, range, rooms: shown } = grid;
    const roomUuids = shown.map((room) => room.uuid);
    const [batch, workTimes] = await Promise.all([
      this.reads.events(branch.uuid, roomUuids, range.from, range.to, query),
      this.reads.workTimes(branch.uuid, range.from, range.to),
    ]);
    const shownRooms = new Set(roomUuids);
    const background = roomUuids.length ? workTimes.filter((row) => shownRooms.has(row.room_uuid)) : [];
    const users = new Map(batch.practitioners().map((person) => [person.uuid, person]));
    for (const row of background) {
      if (!users.has(row.user_uuid)) users.set(row.user_uuid, { uuid: row.user_uuid, first_name: row.first_name, last_name: row.last_name, color: row.color });
    }
    const sorted = [...users.values()].sort(byName);
    return {
      ...gridAnswer(grid, query.view),
      users: sorted,
      events: batch.events(outsideOf(workTimeIndexOf(workTimes))),
      refs: batch.refs(new Set(users.keys())),
      background_events: background.map((row) => ({
        uuid: row.uuid,
        user_uuid: row.user_uuid,
        room_uuid: row.room_uuid,
        time_from: row.time_from,
        time_to: row.time_to,
        color: row.color,
      })),
    };
  }

  /** The grid and its events as entities, for the export (CSV, iCalendar) of the same view. */
  /** `connectionType`: where the export reads its appointments (readSource: the replica when there is one). */
  async exportView(query: CalendarQuery, connectionType: 'read' | 'write' = 'write'): Promise<{ grid: RoomGrid; events: Appointment[] }> {
    const grid = await this.grid(query, 'calendarRoomCount');
    return { grid, events: await this.events(grid.branch.uuid, grid.rooms.map((room) => room.uuid), grid.range, query, connectionType) };
  }

  /** Live appointments of the rooms overlapping the range, by start. */
  events(
    branchUuid: string,
    roomUuids: string[],
    range: Pick<LocalRange, 'from' | 'to'>,
    filters: { practitioner_uuids?: string[]; hide_canceled?: boolean } = {},
    connectionType: 'read' | 'write' = 'write',
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
      connectionType,
    });
  }

  /** One page of the queue: one statement, events with the dictionary of what they name. */
  async queue(query: QueueQuery): Promise<CalendarQueuePage> {
    await this.refs.branch(query.branch_uuid);
    const { batch, total } = await this.reads.queue({ ...query, ...pageLimits(query) });
    return {
      branch_uuid: query.branch_uuid,
      data: batch.events(),
      refs: batch.refs(),
      meta: { page: query.page, per_page: query.per_page, total },
    };
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
