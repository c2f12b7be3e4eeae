import { Injectable } from '@nestjs/common';
import { BOOKING_ALTERNATIVES, type BookingSlot, type PublicBooking, type BookingSlotsQuery } from '@dental/contracts';
import { AbsencesService, BranchHours, localDaysRange, today, type BranchWeek } from '@dental/calendar';
import { addDays, localDate } from '@dental/domain-time';
import { ApiException, badRequest } from '@dental/server-core';
import { BookingReads, type ServiceOffer } from '../booking-reads.js';
import { BookingBranches, type BookingBranch } from './booking-branch.js';
import { freeStarts, isoWithOffset, type FreeStart } from './free-starts.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * The free starts of a branch's online booking (issue 27): the practitioners' work times (the
 * calendar's published work times), less what takes them or their rooms (appointments, live holds),
 * holidays and absences (the calendar's AbsencesService), outside the branch's opening hours (the
 * calendar's BranchHours, the week the desk's bookings are held to), before the minimum notice and
 * after the horizon, with the branch's buffer. Days are the branch's local days (DST-correct: each day's
 * bounds and each work time are instants from the zone's rules).
 */
@Injectable()
export class SlotsService {
  constructor(
    private readonly reads: BookingReads,
    private readonly branches: BookingBranches,
    private readonly absences: AbsencesService,
    private readonly hours: BranchHours,
  ) {}

  /** The branch's page: the branch, its bookable services and practitioners (only public fields). */
  async page(slug: string): Promise<PublicBooking> {
    const booking = await this.branches.bySlug(slug);
    const { name, address, phone, time_zone } = booking.branch;
    return {
      branch: { name, address, phone, time_zone },
      services: await this.reads.services(booking.companyId, booking.serviceUuids),
      practitioners: await this.reads.people(booking.companyId, booking.userUuids),
      horizon_days: booking.horizonDays,
      embed_origins: booking.embedOrigins,
    };
  }

  /**
   * The page's CSP frame-ancestors source list: the branch's embed origins, else `'none'` (a page
   * that is off, unknown or names no site may be framed by nobody). The cluster's nginx asks it per
   * load of /book/{slug} (auth_request), as `npm start`'s edge reads the page's answer.
   */
  async frameAncestors(slug: string): Promise<string> {
    const booking = await this.branches.bySlug(slug).catch((error: unknown) => {
      if (error instanceof ApiException && error.status === 404) return null;
      throw error;
    });
    return booking?.embedOrigins.length ? booking.embedOrigins.join(' ') : "'none'";
  }

  async slots(slug: string, query: BookingSlotsQuery, now = new Date()): Promise<BookingSlot[]> {
    const booking = await this.branches.bySlug(slug);
    const service = await this.service(booking, query.service_uuid);
    const users = this.users(booking, query.user_uuid);
    const starts = await this.free(booking, service, users, query.from, query.to, now);
    return starts.map((slot) => ({ start: isoWithOffset(slot.start, booking.branch.time_zone), user_uuid: slot.user_uuid, room_uuid: slot.room_uuid }));
  }

  /** The bookable service of the branch (400 naming `service_uuid` otherwise). */
  async service(booking: BookingBranch, uuid: string): Promise<ServiceOffer> {
    const [service] = booking.serviceUuids.includes(uuid) ? await this.reads.services(booking.companyId, [uuid]) : [];
    if (!service) throw badRequest('VALIDATION_FAILED', { service_uuid: 'unknown_service' });
    return service;
  }

  /** The practitioner asked for (one the branch offers, 400 naming `user_uuid` otherwise), or all of them ("anyone"). */
  users(booking: BookingBranch, uuid: string | undefined): string[] {
    if (!uuid) return booking.userUuids;
    if (!booking.userUuids.includes(uuid)) throw badRequest('VALIDATION_FAILED', { user_uuid: 'unknown_user' });
    return [uuid];
  }

  /** Free starts over the local days [firstDay, lastDay]. */
  async free(booking: BookingBranch, service: ServiceOffer, users: string[], firstDay: string, lastDay: string, now: Date): Promise<FreeStart[]> {
    if (!users.length) return [];
    const timeZone = booking.branch.time_zone;
    const range = localDaysRange(firstDay, lastDay, timeZone);
    const horizon = localDaysRange(today(timeZone, now), addDays(today(timeZone, now), booking.horizonDays), timeZone).to;
    const earliest = now.getTime() + booking.minNoticeHours * HOUR;
    if (range.to.getTime() <= earliest || range.from >= horizon) return [];
    const work = await this.reads.workTimes(booking.companyId, booking.branch.uuid, users, range.from, range.to);
    if (!work.length) return [];
    const rooms = [...new Set(work.map((w) => w.room_uuid))];
    const buffer = booking.bufferMinutes * MINUTE;
    const padFrom = new Date(range.from.getTime() - buffer);
    const padTo = new Date(range.to.getTime() + service.duration_minutes * MINUTE + buffer);
    const [taken, [periods, week]] = await Promise.all([
      this.reads.taken(booking.companyId, users, rooms, padFrom, padTo, now),
      this.branches.inTenant(booking, () =>
        Promise.all([this.absences.periods({ uuid: booking.branch.uuid, timeZone }, firstDay, lastDay), this.hours.week({ uuid: booking.branch.uuid, timeZone })]),
      ),
    ]);
    const closed = periods
      .filter((p) => p.kind === 'holiday' || (p.user && users.includes(p.user.uuid)))
      .map((p) => ({ user_uuid: p.kind === 'holiday' ? null : (p.user?.uuid ?? null), from: Date.parse(p.time_from), to: Date.parse(p.time_to) }));
    closed.push(...outsideOpening(week, firstDay, lastDay));
    return freeStarts({
      userUuids: users,
      work,
      taken,
      closed,
      durationMs: service.duration_minutes * MINUTE,
      bufferMs: buffer,
      earliest,
      latest: horizon.getTime(),
      from: range.from.getTime(),
      to: range.to.getTime(),
    });
  }

  /** The next free starts from `after` (a slot lost to the desk: what the patient is offered instead). */
  async next(booking: BookingBranch, service: ServiceOffer, users: string[], after: Date, now: Date): Promise<BookingSlot[]> {
    const timeZone = booking.branch.time_zone;
    const found: FreeStart[] = [];
    let day = localDate(after, timeZone);
    for (let week = 0; week < 4 && found.length < BOOKING_ALTERNATIVES; week++) {
      const last = addDays(day, 6);
      found.push(...(await this.free(booking, service, users, day, last, now)).filter((slot) => slot.start > after.getTime()));
      day = addDays(last, 1);
    }
    return found.slice(0, BOOKING_ALTERNATIVES).map((slot) => ({ start: isoWithOffset(slot.start, timeZone), user_uuid: slot.user_uuid, room_uuid: slot.room_uuid }));
  }
}

/**
 * The hours of the local days [firstDay, lastDay] the branch is shut (before it opens, after it
 * closes, a closed weekday whole), as closed periods for everyone: a visit is offered only inside
 * the opening hours, as the calendar holds the desk's bookings to them.
 */
export function outsideOpening(week: BranchWeek, firstDay: string, lastDay: string): { user_uuid: null; from: number; to: number }[] {
  const shut: { user_uuid: null; from: number; to: number }[] = [];
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const whole = localDaysRange(day, day, week.timeZone);
    const open = week.openPeriod(day);
    if (!open) {
      shut.push({ user_uuid: null, from: whole.from.getTime(), to: whole.to.getTime() });
      continue;
    }
    if (open.start > whole.from) shut.push({ user_uuid: null, from: whole.from.getTime(), to: open.start.getTime() });
    if (open.end < whole.to) shut.push({ user_uuid: null, from: open.end.getTime(), to: whole.to.getTime() });
  }
  return shut;
}
