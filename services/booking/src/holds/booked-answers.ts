import { Injectable } from '@nestjs/common';
import type { BookingDone, BookingManaged } from '@dental/contracts';
import { icsCalendar, type Appointment } from '@dental/calendar';
import { LinkSecret, signLink } from '@dental/messages';
import { BookingReads } from '../booking-reads.js';
import type { BookingBranch } from '../slots/booking-branch.js';
import { isoWithOffset } from '../slots/free-starts.js';

/**
 * What the patient gets back for a booking: its times in the branch's zone, the calendar file
 * (.ics) and the signed token of its cancel and move links (the messages module's link signing,
 * kind `b`: the appointment and the hold, valid until the appointment starts).
 */
@Injectable()
export class BookedAnswers {
  constructor(
    private readonly reads: BookingReads,
    private readonly linkSecret: LinkSecret,
  ) {}

  async token(companyId: number, appointmentUuid: string, holdUuid: string, start: Date): Promise<string> {
    await this.linkSecret.ready();
    return signLink({ k: 'b', c: companyId, s: appointmentUuid, m: holdUuid, e: Math.floor(start.getTime() / 1000) });
  }

  async done(booking: BookingBranch, appointment: Appointment, hold: { uuid: string; service_uuid: string; user_uuid: string }, now: Date): Promise<BookingDone> {
    const start = appointment.timeFrom as Date;
    const end = appointment.timeTo as Date;
    const [service] = await this.reads.services(booking.companyId, [hold.service_uuid]);
    const [practitioner] = await this.reads.people(booking.companyId, [hold.user_uuid]);
    const branch = booking.branch;
    const ics = icsCalendar(branch.name, [
      {
        uid: appointment.uuid,
        start,
        end,
        stamp: now,
        summary: `${service?.name ?? ''} · ${branch.name}`,
        description: `${practitioner?.first_name ?? ''} ${practitioner?.last_name ?? ''}`.trim(),
        location: branch.address,
        status: appointment.status === 3 ? 'CONFIRMED' : 'TENTATIVE',
      },
    ]);
    return {
      appointment_uuid: appointment.uuid,
      start: isoWithOffset(start.getTime(), branch.time_zone),
      end: isoWithOffset(end.getTime(), branch.time_zone),
      status: appointment.status,
      service_name: service?.name ?? '',
      practitioner: { first_name: practitioner?.first_name ?? '', last_name: practitioner?.last_name ?? '' },
      branch: { name: branch.name, address: branch.address, phone: branch.phone, time_zone: branch.time_zone },
      ics,
      manage_token: await this.token(booking.companyId, appointment.uuid, hold.uuid, start),
    };
  }

  async managed(companyId: number, timeZone: string, appointment: Appointment, holdUuid: string): Promise<BookingManaged> {
    const start = appointment.timeFrom as Date;
    return {
      appointment_uuid: appointment.uuid,
      start: isoWithOffset(start.getTime(), timeZone),
      end: isoWithOffset((appointment.timeTo as Date).getTime(), timeZone),
      status: appointment.status,
      manage_token: await this.token(companyId, appointment.uuid, holdUuid, start),
    };
  }
}
