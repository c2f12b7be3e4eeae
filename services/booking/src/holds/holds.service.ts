import { Injectable } from '@nestjs/common';
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  BOOKING_HOLD_MINUTES,
  BOOKING_HOLDS_PER_CONTACT_HOUR,
  BOOKING_HOLDS_PER_IP_HOUR,
  BOOKING_MAX_CODE_ATTEMPTS,
  DEFAULT_LANGUAGE,
  type BookingDone,
  type BookingHold,
  type BookingHoldCreate,
  type Language,
} from '@dental/contracts';
import { AppointmentService } from '@dental/calendar';
import { localDate } from '@dental/domain-time';
import { OnlinePatientsService } from '@dental/patients';
import { ApiException, currentRequest, notFound, openText, sealText } from '@dental/server-core';
import type { ServiceOffer } from '../booking-reads.js';
import { BookingBranches, type BookingBranch } from '../slots/booking-branch.js';
import { isoWithOffset } from '../slots/free-starts.js';
import { SlotsService } from '../slots/slots.service.js';
import { BookedAnswers } from './booked-answers.js';
import { HOLD_CONTACT_OPEN } from './booking-hold.entity.js';
import { CodeSender } from './code-sender.js';
import { HOLD_COLUMNS, codeHash, dbError, type HoldRow } from './hold-rows.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

const ended = () => new ApiException(409, 'BOOKING_HOLD_ENDED', { code: 'BOOKING_HOLD_ENDED' });
/** A hold keeps the patient's personal code sealed like the patients' cards (no plaintext code in any table); the confirm opens it. */
const CODE_PURPOSE = 'booking_hold.personal_code';
const sealedContact = (contact: BookingHoldCreate['contact']) => ({ ...contact, personal_code: contact.personal_code ? sealText(contact.personal_code, CODE_PURPOSE) : null });
const openedContact = (contact: HoldRow['contact']) => ({ ...contact, personal_code: contact.personal_code ? openText(contact.personal_code, CODE_PURPOSE) : null });

/** The one key of a contact: the e-mail the code goes to, else the phone's digits. */
const contactKeyOf = (body: BookingHoldCreate) =>
  body.channel === 'email' && body.contact.email ? body.contact.email.trim().toLowerCase() : `tel:${body.contact.phone.replace(/\D/g, '').slice(-8)}`;

/**
 * The patient's holds (issue 27): a free start held for BOOKING_HOLD_MINUTES with a 6-digit code
 * sent to them; the hold's own exclusion constraints make two holds of one slot impossible (of 50 at
 * once, exactly one), and confirming with the code makes the appointment through the calendar's
 * AppointmentService, under the appointment's constraints: a desk booking made meanwhile wins and
 * the patient is offered the next free starts. Abuse: the honeypot, holds per address and per
 * contact within an hour, one open hold per contact, five wrong codes end the hold.
 */
@Injectable()
export class HoldsService {
  constructor(
    private readonly orm: MikroORM,
    private readonly branches: BookingBranches,
    private readonly slots: SlotsService,
    private readonly sender: CodeSender,
    private readonly patients: OnlinePatientsService,
    private readonly appointments: AppointmentService,
    private readonly answers: BookedAnswers,
  ) {}

  private sql<T>(query: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params);
  }

  async create(slug: string, body: BookingHoldCreate, now = new Date()): Promise<BookingHold> {
    if (body.website) throw new ApiException(400, 'BOOKING_REFUSED', { website: 'BOOKING_REFUSED' });
    const booking = await this.branches.bySlug(slug);
    const service = await this.slots.service(booking, body.service_uuid);
    const users = this.slots.users(booking, body.user_uuid);
    const contactKey = contactKeyOf(body);
    const ip = currentRequest()?.ip ?? null;
    await this.checkRates(ip, contactKey, now);

    const start = new Date(body.start);
    const slot = (await this.slots.free(booking, service, users, localDay(start, booking), localDay(start, booking), now)).find((s) => s.start === start.getTime());
    if (!slot) throw await this.taken(booking, service, users, start, now);

    const uuid = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const end = new Date(start.getTime() + service.duration_minutes * MINUTE);
    const expires = new Date(now.getTime() + BOOKING_HOLD_MINUTES * MINUTE);
    const language: Language = body.language ?? currentRequest()?.language ?? DEFAULT_LANGUAGE;
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const context = em.getTransactionContext();
        // Holds whose time ran out free their slot (and their contact) before this one is written.
        await connection.execute(
          `update booking_hold set state = 'expired', updated_at = ? where state = 'held' and expires_at <= ?
             and (user_uuid = ? or room_uuid = ? or (company_id = ? and contact_key = ?))`,
          [now, now, slot.user_uuid, slot.room_uuid, booking.companyId, contactKey],
          'run',
          context,
        );
        await connection.execute(
          `insert into booking_hold (uuid, created_at, updated_at, company_id, branch_uuid, service_uuid, user_uuid, room_uuid, time_from, time_to,
             expires_at, code_hash, channel, contact, contact_key, ip, note, language)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [uuid, now, now, booking.companyId, booking.branch.uuid, service.uuid, slot.user_uuid, slot.room_uuid, start, end, expires, codeHash(uuid, code),
            body.channel, JSON.stringify(sealedContact(body.contact)), contactKey, ip, body.note ?? null, language],
          'run',
          context,
        );
      });
    } catch (error) {
      const { code: sqlState, constraint } = dbError(error);
      if (sqlState === '23505' && constraint === HOLD_CONTACT_OPEN) throw new ApiException(409, 'BOOKING_HOLD_EXISTS', { contact: 'BOOKING_HOLD_EXISTS' });
      if (sqlState === '23P01') throw await this.taken(booking, service, users, start, now);
      throw error;
    }
    const to = body.channel === 'email' ? (body.contact.email as string) : body.contact.phone;
    try {
      await this.sender.send(booking, { uuid, channel: body.channel, to, code, language });
    } catch (error) {
      await this.sql(`update booking_hold set state = 'ended', updated_at = ? where uuid = ?`, [now, uuid]);
      throw error;
    }
    return {
      uuid,
      start: isoWithOffset(start.getTime(), booking.branch.time_zone),
      end: isoWithOffset(end.getTime(), booking.branch.time_zone),
      user_uuid: slot.user_uuid,
      room_uuid: slot.room_uuid,
      expires_at: expires.toISOString(),
      channel: body.channel,
    };
  }

  async confirm(slug: string, holdUuid: string, code: string, now = new Date()): Promise<BookingDone> {
    const booking = await this.branches.bySlug(slug);
    const [hold] = await this.sql<HoldRow>(`select ${HOLD_COLUMNS} from booking_hold where uuid = ? and branch_uuid = ? and company_id = ?`, [
      holdUuid,
      booking.branch.uuid,
      booking.companyId,
    ]);
    if (!hold) throw notFound();
    if (hold.state !== 'held') throw ended();
    if (new Date(hold.expires_at) <= now) {
      await this.sql(`update booking_hold set state = 'expired', updated_at = ? where uuid = ? and state = 'held'`, [now, hold.uuid]);
      throw ended();
    }
    if (!sameCode(hold, code)) {
      const [row] = await this.sql<{ attempts: number; state: string }>(
        `update booking_hold set attempts = attempts + 1, state = case when attempts + 1 >= ? then 'ended' else state end, updated_at = ?
         where uuid = ? and state = 'held' returning attempts, state`,
        [BOOKING_MAX_CODE_ATTEMPTS, now, hold.uuid],
      );
      if (!row || row.state !== 'held') throw ended();
      const left = BOOKING_MAX_CODE_ATTEMPTS - row.attempts;
      throw new ApiException(400, 'BOOKING_CODE_WRONG', { code: { key: 'BOOKING_CODE_WRONG', params: { left } } }, { left });
    }
    // Claimed once: a second confirm of the same hold (a double click) finds it no longer held.
    const [claimed] = await this.sql<{ uuid: string }>(`update booking_hold set state = 'booked', updated_at = ? where uuid = ? and state = 'held' and expires_at > ? returning uuid`, [
      now,
      hold.uuid,
      now,
    ]);
    if (!claimed) throw ended();
    const service = await this.slots.service(booking, hold.service_uuid).catch(() => null);
    try {
      const made = await this.branches.inTenant(booking, async () => {
        const request = currentRequest();
        const patient = await this.patients.matchOrCreate(openedContact(hold.contact), { requestId: request?.requestId ?? null, ip: request?.ip ?? null });
        const appointment = await this.appointments.createOnline({
          branch_uuid: booking.branch.uuid,
          patient_uuid: patient.uuid,
          practitioner_uuid: hold.user_uuid,
          room_uuid: hold.room_uuid,
          service_uuid: hold.service_uuid,
          time_from: new Date(hold.time_from).toISOString(),
          time_to: new Date(hold.time_to).toISOString(),
          status: booking.autoConfirm ? 3 : 1,
          comment: hold.note,
        });
        return { patientUuid: patient.uuid, appointment };
      });
      await this.sql(`update booking_hold set patient_uuid = ?, appointment_uuid = ? where uuid = ?`, [made.patientUuid, made.appointment.uuid, hold.uuid]);
      return await this.answers.done(booking, made.appointment, hold, now);
    } catch (error) {
      await this.sql(`update booking_hold set state = 'ended', updated_at = ? where uuid = ?`, [now, hold.uuid]);
      // The desk booked the time (or closed it) meanwhile: the desk wins, the patient gets the next free starts.
      if (error instanceof ApiException && error.status === 409 && service) {
        throw await this.taken(booking, service, [hold.user_uuid], new Date(hold.time_from), now);
      }
      throw error;
    }
  }

  /** 429 when the address or the contact asked for too many holds within the hour. */
  private async checkRates(ip: string | null, contactKey: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - HOUR);
    const [row] = await this.sql<{ by_ip: string; by_contact: string }>(
      `select count(*) filter (where ip = ?) as by_ip, count(*) filter (where contact_key = ?) as by_contact
         from booking_hold where created_at > ? and (ip = ? or contact_key = ?)`,
      [ip, contactKey, since, ip, contactKey],
    );
    if (Number(row?.by_ip ?? 0) >= BOOKING_HOLDS_PER_IP_HOUR) throw new ApiException(429, 'BOOKING_RATE_LIMITED');
    if (Number(row?.by_contact ?? 0) >= BOOKING_HOLDS_PER_CONTACT_HOUR) throw new ApiException(429, 'BOOKING_RATE_LIMITED', { contact: 'BOOKING_RATE_LIMITED' });
  }

  /** 409 BOOKING_SLOT_TAKEN with the next free starts (`details.alternatives`). */
  async taken(booking: BookingBranch, service: ServiceOffer, users: string[], start: Date, now: Date): Promise<ApiException> {
    const alternatives = await this.slots.next(booking, service, users, start, now);
    return new ApiException(409, 'BOOKING_SLOT_TAKEN', { start: 'BOOKING_SLOT_TAKEN' }, {}, { alternatives });
  }
}

const localDay = (instant: Date, booking: BookingBranch) => localDate(instant, booking.branch.time_zone);

function sameCode(hold: HoldRow, code: string): boolean {
  const expected = Buffer.from(hold.code_hash);
  const given = Buffer.from(codeHash(hold.uuid, code));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
