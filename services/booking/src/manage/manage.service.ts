import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { BookingManaged, BookingManageSlotsQuery, BookingSlot, BookingVisit } from '@dental/contracts';
import { AppointmentService, type Appointment } from '@dental/calendar';
import { localDate } from '@dental/domain-time';
import { LinkSecret, readLink, type LinkClaims } from '@dental/messages';
import { ApiException, notFound } from '@dental/server-core';
import { BookedAnswers } from '../holds/booked-answers.js';
import { HoldsService } from '../holds/holds.service.js';
import { HOLD_COLUMNS, type HoldRow } from '../holds/hold-rows.js';
import { BookingBranches, type BookingBranch } from '../slots/booking-branch.js';
import { isoWithOffset } from '../slots/free-starts.js';
import { SlotsService } from '../slots/slots.service.js';

const MINUTE = 60_000;

/**
 * The cancel and move links of an online booking (no sign-in): a signed token of kind `b` naming
 * the appointment and its hold, valid until the appointment starts; altered or expired: 404 and
 * nothing changes. Cancel is the patient's cancel (4, `cancel_reason` patient); a move goes to a
 * free start of the same practitioner through the calendar's rules (taken: 409 with the next ones).
 */
@Injectable()
export class ManageService {
  constructor(
    private readonly orm: MikroORM,
    private readonly linkSecret: LinkSecret,
    private readonly branches: BookingBranches,
    private readonly slots: SlotsService,
    private readonly holds: HoldsService,
    private readonly appointments: AppointmentService,
    private readonly answers: BookedAnswers,
  ) {}

  /** The booking behind the link, as the patient saw it when booked (the move screen shows it before offering other starts). */
  async view(token: string, now = new Date()): Promise<BookingVisit> {
    const { claims, booking, hold } = await this.open(token, now);
    const appointment = await this.branches.inTenant(booking, () => this.appointment(claims));
    const done = await this.answers.done(booking, appointment, hold, now);
    return { ...done, horizon_days: booking.horizonDays };
  }

  /** The starts the booking may move to: its service, its practitioner, the days asked (the rules of the branch's slot search). */
  async freeSlots(token: string, query: BookingManageSlotsQuery, now = new Date()): Promise<BookingSlot[]> {
    const { booking, hold } = await this.open(token, now);
    const service = await this.slots.service(booking, hold.service_uuid);
    const starts = await this.slots.free(booking, service, [hold.user_uuid], query.from, query.to, now);
    return starts.map((slot) => ({ start: isoWithOffset(slot.start, booking.branch.time_zone), user_uuid: slot.user_uuid, room_uuid: slot.room_uuid }));
  }

  async cancel(token: string, now = new Date()): Promise<BookingManaged> {
    const { claims, booking } = await this.open(token, now);
    const appointment = await this.branches.inTenant(booking, async () => {
      await this.appointment(claims);
      return this.appointments.answerFromPatient(claims.s, 'cancel');
    });
    return this.answers.managed(booking.companyId, booking.branch.time_zone, appointment, claims.m);
  }

  async move(token: string, start: Date, now = new Date()): Promise<BookingManaged> {
    const { claims, booking, hold } = await this.open(token, now);
    const service = await this.slots.service(booking, hold.service_uuid);
    const day = localDate(start, booking.branch.time_zone);
    const slot = (await this.slots.free(booking, service, [hold.user_uuid], day, day, now)).find((s) => s.start === start.getTime());
    if (!slot) throw await this.holds.taken(booking, service, [hold.user_uuid], start, now);
    try {
      const appointment = await this.branches.inTenant(booking, async () => {
        await this.appointment(claims);
        return this.appointments.moveFromPatient(claims.s, {
          room_uuid: slot.room_uuid,
          time_from: start.toISOString(),
          time_to: new Date(start.getTime() + service.duration_minutes * MINUTE).toISOString(),
        });
      });
      return await this.answers.managed(booking.companyId, booking.branch.time_zone, appointment, claims.m);
    } catch (error) {
      if (error instanceof ApiException && error.status === 409 && error.code !== 'APPOINTMENT_STATUS_NOT_ALLOWED') {
        throw await this.holds.taken(booking, service, [hold.user_uuid], start, now);
      }
      throw error;
    }
  }

  private async open(token: string, now: Date): Promise<{ claims: LinkClaims; booking: BookingBranch; hold: HoldRow }> {
    await this.linkSecret.ready();
    const claims = readLink(token, 'b', now);
    if (!claims) throw notFound();
    const [hold] = await this.orm.em
      .fork()
      .getConnection()
      .execute<HoldRow[]>(`select ${HOLD_COLUMNS} from booking_hold where uuid = ? and company_id = ? and appointment_uuid = ?`, [claims.m, claims.c, claims.s]);
    if (!hold) throw notFound();
    const booking = await this.branches.byBranch(claims.c, hold.branch_uuid);
    return { claims, booking, hold };
  }

  /** The link's appointment, unless deleted (404 as if there were no link). */
  private async appointment(claims: LinkClaims): Promise<Appointment> {
    const appointment = await this.appointments.get(claims.s).catch(() => null);
    if (!appointment || appointment.deletedAt) throw notFound();
    return appointment;
  }
}
