import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, FREE_SLOT_DAYS, type FreeSlot, type freeSlotQuerySchema } from '@dental/contracts';
import { instantOf, wallOf } from '@dental/domain-time';
import { BranchSettingsService, RoomsService } from '@dental/settings';
import type { z } from 'zod';
import { addDays, daysBetween, localDaysRange, today } from '../common/zoned.js';
import { AbsencesService } from '../planner/absences.service.js';
import { Appointment } from './appointment.entity.js';
import { AppointmentRefs } from './appointment-refs.js';
import { BranchHours } from './branch-hours.js';

type Query = z.output<typeof freeSlotQuerySchema>;
type Busy = { start: number; end: number };

const MINUTE = 60_000;

/**
 * "Book now" (docs/decisions.md, "A clinic's day"): the first start from now, on the branch's slot
 * grid (wall minutes from midnight), at which a room of the kind asked for is free for the whole
 * visit, inside the branch's opening hours and off its holidays. Rooms are tried in their display
 * order, so a tie goes to the first room the calendar shows.
 */
@Injectable()
export class FreeSlotService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
    private readonly rooms: RoomsService,
    private readonly settings: BranchSettingsService,
    private readonly hours: BranchHours,
    private readonly absences: AbsencesService,
  ) {}

  async next(query: Query, now = new Date()): Promise<FreeSlot | null> {
    const branch = await this.refs.branch(query.branch_uuid);
    const rooms = await this.rooms.forBranch(branch.uuid, query.room_type);
    if (!rooms.length) return null;
    const step = (await this.settings.forBranch(branch.uuid)).slotDurationMinutes * MINUTE;
    const week = await this.hours.week(branch);
    const firstDay = today(branch.timeZone, now);
    const lastDay = addDays(firstDay, FREE_SLOT_DAYS - 1);
    const closedDays = new Set(
      (await this.absences.periods(branch, firstDay, lastDay))
        .filter((period) => period.kind === 'holiday')
        .flatMap((period) => daysBetween(wallOf(Date.parse(period.time_from), branch.timeZone).ymd, wallOf(Date.parse(period.time_to) - 1, branch.timeZone).ymd)),
    );
    const busy = await this.busyByRoom(branch.uuid, now, localDaysRange(firstDay, lastDay, branch.timeZone).to);
    const duration = query.duration * MINUTE;
    const earliest = this.gridStart(now, firstDay, step, branch.timeZone);

    for (const day of daysBetween(firstDay, lastDay)) {
      const open = week.openPeriod(day);
      if (!open || closedDays.has(day)) continue;
      for (let start = Math.max(open.start.getTime(), day === firstDay ? earliest : 0); start + duration <= open.end.getTime(); start += step) {
        const end = start + duration;
        const room = rooms.find((candidate) => !(busy.get(candidate.uuid) ?? []).some((b) => b.start < end && start < b.end));
        if (room) return { room_uuid: room.uuid, time_from: new Date(start).toISOString(), time_to: new Date(end).toISOString() };
      }
    }
    return null;
  }

  /** The first point of the slot grid (wall minutes from the local midnight) at or after `now`. */
  private gridStart(now: Date, day: string, step: number, timeZone: string): number {
    const stepMinutes = step / MINUTE;
    const wall = wallOf(now.getTime(), timeZone);
    const late = now.getTime() % MINUTE > 0 ? 1 : 0;
    return instantOf(day, Math.ceil((wall.minutes + late) / stepMinutes) * stepMinutes, timeZone);
  }

  /** The times each room of the branch is taken from now on (canceled and queued ones hold none). */
  private async busyByRoom(branchUuid: string, from: Date, to: Date): Promise<Map<string, Busy[]>> {
    const taken = await this.em.find(
      Appointment,
      { branch: branchUuid, status: { $ne: APPOINTMENT_STATUS.canceled }, room: { $ne: null }, timeFrom: { $lt: to }, timeTo: { $gt: from } },
      { fields: ['room', 'timeFrom', 'timeTo'] },
    );
    const byRoom = new Map<string, Busy[]>();
    for (const appointment of taken) {
      if (!appointment.room || !appointment.timeFrom || !appointment.timeTo) continue;
      const list = byRoom.get(appointment.room.uuid) ?? [];
      list.push({ start: appointment.timeFrom.getTime(), end: appointment.timeTo.getTime() });
      byRoom.set(appointment.room.uuid, list);
    }
    return byRoom;
  }
}
