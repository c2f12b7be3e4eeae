import { Injectable } from '@nestjs/common';
import { ref } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  APPOINTMENT_STATUS,
  BILLING_STATUSES,
  type AppointmentChangeAction,
  type AppointmentStatus,
  type AppointmentWarning,
  type PatientAnswer,
  type CALENDAR_LIVE_ACTIONS,
  type appointmentCreateSchema,
  type appointmentEditSchema,
  type appointmentMoveSchema,
} from '@dental/contracts';
import { User } from '@dental/identity';
import { translate } from '@dental/i18n';
import {
  ApiException,
  EventOutbox,
  checkVersion,
  currentRequest,
  forbidden,
  hasPermission,
  notFound,
  type AuthSession,
} from '@dental/server-core';
import type { z } from 'zod';
import { calendarError } from '../common/codes.js';
import { appointmentEventOf, publishAppointment } from '../events/calendar-events.js';
import { exclusionViolation } from '../common/db-errors.js';
import { CalendarGateway } from '../live/calendar.gateway.js';
import { WorkTimeCoverage } from '../planner/work-time-coverage.js';
import { AppointmentChange } from './appointment-change.entity.js';
import { AppointmentRefs } from './appointment-refs.js';
import { BookingRules } from './booking-rules.js';
import { Appointment } from './appointment.entity.js';
import { APPOINTMENT_POPULATE, appointmentSnapshot, diffSnapshots, toAppointmentAnswer } from './appointment.mapper.js';
import { checkManualTransition } from './status-rules.js';

type CreateBody = z.output<typeof appointmentCreateSchema>;
type EditBody = z.output<typeof appointmentEditSchema>;
type MoveBody = z.output<typeof appointmentMoveSchema>;
type LiveAction = (typeof CALENDAR_LIVE_ACTIONS)[number];

/** A saved appointment and what the answer says about it. */
export interface SavedAppointment {
  appointment: Appointment;
  outsideWorkTime: boolean;
  warnings: AppointmentWarning[];
}

/**
 * The price quoted at booking stays on the appointment, and its invoice bills it whatever the
 * price list says later: a price the booking names as it is, else the booked service's price
 * (the bottom of its range) as it stands now. No service, no quote.
 */
function quotePrice(appointment: Appointment, price: number | null | undefined): void {
  if (price !== undefined) appointment.price = price;
  else appointment.price = appointment.service ? appointment.service.getEntity().priceFrom : null;
}

/** What the booking module hands over when a patient's online booking is confirmed. */
export interface OnlineBooking {
  branch_uuid: string;
  patient_uuid: string;
  practitioner_uuid: string;
  room_uuid: string;
  service_uuid: string;
  time_from: string;
  time_to: string;
  status: 1 | 3;
  comment: string | null;
}

/** Who acts: a signed-in user, or the system (invoicing, payments, the seed). */
type Actor = Pick<AuthSession, 'userId' | 'permissions'> | null;

/**
 * Appointments of the request's company: booking, moving, editing and status changes. Overlaps
 * are refused by the database's exclusion constraints (409 APPOINTMENT_OVERLAP naming the conflict,
 * booking-rules.ts), as are holidays, absences and a Start on another day; every change
 * writes one appointment_change row in the same flush (one transaction), and is announced live
 * to the branch's calendar room after it committed.
 */
@Injectable()
export class AppointmentService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
    private readonly coverage: WorkTimeCoverage,
    private readonly live: CalendarGateway,
    private readonly rules: BookingRules,
    private readonly events: EventOutbox,
  ) {}

  /** One appointment of the company with its relations; another company's is 404. */
  async get(uuid: string): Promise<Appointment> {
    const appointment = await this.em.findOne(Appointment, { uuid }, { populate: APPOINTMENT_POPULATE });
    if (!appointment) throw notFound();
    return appointment;
  }

  async create(body: CreateBody, auth: AuthSession): Promise<SavedAppointment> {
    const branch = await this.refs.bodyBranch(body.branch_uuid);
    const appointment = this.em.create(Appointment, {
      branch,
      patient: await this.refs.patient(body.patient_uuid),
      reason: body.reason,
      desiredDate: body.desired_date ?? null,
      comment: body.comment ?? null,
      status: APPOINTMENT_STATUS.unplanned,
    });
    await this.applyPeople(appointment, body);
    quotePrice(appointment, body.price);
    const planned = body.time_from != null || body.time_to != null;
    if (planned) {
      await this.place(appointment, {
        room_uuid: body.room_uuid ?? null,
        practitioner_uuid: body.practitioner_uuid ?? null,
        time_from: body.time_from ?? null,
        time_to: body.time_to ?? null,
      });
      appointment.status = body.status ? body.status : 1;
    } else {
      // The queue: no time yet. A room may be noted already; it holds nothing until planned.
      if (body.room_uuid) appointment.room = ref(await this.refs.room(branch.uuid, body.room_uuid));
      if (body.practitioner_uuid) appointment.practitioner = ref(await this.refs.user(body.practitioner_uuid, 'practitioner_uuid'));
      appointment.status = 0;
    }
    return this.save(appointment, 'created', {}, auth, 'created');
  }

  async edit(uuid: string, { version, ...body }: EditBody, auth: AuthSession): Promise<SavedAppointment> {
    const appointment = await this.get(uuid);
    await checkVersion(this.em, appointment, version);
    const before = appointmentSnapshot(appointment);
    if (body.patient_uuid) appointment.patient = ref(await this.refs.patient(body.patient_uuid));
    await this.applyPeople(appointment, body);
    if (body.price !== undefined) appointment.price = body.price;
    else if (body.service_uuid !== undefined && (body.service_uuid ?? null) !== before.service_uuid) quotePrice(appointment, undefined);
    if (body.reason !== undefined) appointment.reason = body.reason;
    if (body.desired_date !== undefined) appointment.desiredDate = body.desired_date;
    if (body.comment !== undefined) appointment.comment = body.comment;
    const placementChanged =
      body.time_from !== undefined || body.time_to !== undefined || body.room_uuid !== undefined || body.practitioner_uuid !== undefined;
    if (placementChanged) {
      const timeFrom = body.time_from ?? appointment.timeFrom?.toISOString() ?? null;
      const timeTo = body.time_to ?? appointment.timeTo?.toISOString() ?? null;
      if (timeFrom !== null || timeTo !== null) {
        await this.place(appointment, {
          room_uuid: body.room_uuid !== undefined ? body.room_uuid : (appointment.room?.uuid ?? null),
          practitioner_uuid: body.practitioner_uuid !== undefined ? body.practitioner_uuid : (appointment.practitioner?.uuid ?? null),
          time_from: timeFrom,
          time_to: timeTo,
        });
        if (appointment.status === APPOINTMENT_STATUS.unplanned) appointment.status = APPOINTMENT_STATUS.planned;
      } else {
        if (body.room_uuid !== undefined) {
          appointment.room = body.room_uuid ? ref(await this.refs.room(appointment.branch.uuid, body.room_uuid)) : null;
        }
        if (body.practitioner_uuid !== undefined) {
          appointment.practitioner = body.practitioner_uuid ? ref(await this.refs.user(body.practitioner_uuid, 'practitioner_uuid')) : null;
        }
      }
    }
    const moved = before.time_from !== appointmentSnapshot(appointment).time_from || before.room_uuid !== (appointment.room?.uuid ?? null);
    return this.save(appointment, 'edited', before, auth, moved ? 'moved' : 'edited');
  }

  /** Drag (room and time), resize (time), or planning a queued one (`plan`: only from status 0). */
  async move(uuid: string, body: MoveBody, auth: AuthSession, plan: boolean): Promise<SavedAppointment> {
    const appointment = await this.get(uuid);
    await checkVersion(this.em, appointment, body.version);
    if (plan && appointment.status !== APPOINTMENT_STATUS.unplanned) throw new ApiException(409, 'CONFLICT');
    const before = appointmentSnapshot(appointment);
    await this.place(appointment, {
      room_uuid: body.room_uuid,
      practitioner_uuid: body.practitioner_uuid ?? appointment.practitioner?.uuid ?? null,
      time_from: body.time_from,
      time_to: body.time_to,
    });
    const planning = appointment.status === APPOINTMENT_STATUS.unplanned;
    if (planning) appointment.status = APPOINTMENT_STATUS.planned;
    return this.save(appointment, planning ? 'planned' : 'moved', before, auth, planning ? 'planned' : 'moved');
  }

  /** A status change by hand (the status menu, Start, End, Cancel). */
  async changeStatus(
    uuid: string,
    status: AppointmentStatus,
    version: number,
    auth: AuthSession,
    action: AppointmentChangeAction = 'status',
  ): Promise<SavedAppointment> {
    if (status === APPOINTMENT_STATUS.canceled && !hasPermission(auth, 'calendar_delete')) throw forbidden();
    const appointment = await this.get(uuid);
    await checkVersion(this.em, appointment, version);
    checkManualTransition(appointment.status, status);
    if (status !== appointment.status) {
      await appointment.branch.load();
      this.rules.checkStartDay(appointment, status);
    }
    if (status !== APPOINTMENT_STATUS.canceled && status !== APPOINTMENT_STATUS.unplanned && !appointment.timeFrom) throw calendarError(409, 'APPOINTMENT_STATUS_NOT_ALLOWED');
    const before = appointmentSnapshot(appointment);
    appointment.status = status;
    const canceled = status === APPOINTMENT_STATUS.canceled;
    const live: LiveAction = canceled ? 'canceled' : 'status';
    return this.save(appointment, canceled ? 'canceled' : action, before, auth, live);
  }

  /**
   * Invoicing (9, unpaid) and payments (10, paid) set these; never reachable by hand. Exported for
   * those modules; runs in the caller's request (its tenant) and logs the change without a user
   * unless one is given.
   */
  async setBillingStatus(uuid: string, status: (typeof BILLING_STATUSES)[number], actor: Actor = null): Promise<Appointment> {
    const appointment = await this.get(uuid);
    const before = appointmentSnapshot(appointment);
    appointment.status = status;
    return (await this.save(appointment, 'status', before, actor, 'status')).appointment;
  }

  /**
   * A reminder went to the patient (the messages module, in-process as billing's status moves are):
   * planned (1) becomes notified (2); any other status stays. Logged without a user.
   */
  async markNotified(uuid: string): Promise<Appointment> {
    const appointment = await this.get(uuid);
    if (appointment.status !== APPOINTMENT_STATUS.planned) return appointment;
    const before = appointmentSnapshot(appointment);
    appointment.status = APPOINTMENT_STATUS.notified;
    return (await this.save(appointment, 'status', before, null, 'status')).appointment;
  }

  /**
   * markNotified for a batch (the messages module's sent reminders): one query loads them, one
   * transaction writes every move with its change-log row and its event, and each branch's
   * calendars hear theirs (work times read once per branch). Only planned ones move; others and
   * unknown uuids are left as they are. A concurrent edit (its version) fails the whole batch,
   * for the caller to retry.
   */
  async markNotifiedMany(uuids: readonly string[]): Promise<void> {
    if (!uuids.length) return;
    const appointments = await this.em.find(Appointment, { uuid: { $in: [...uuids] }, status: APPOINTMENT_STATUS.planned }, { populate: APPOINTMENT_POPULATE });
    if (!appointments.length) return;
    const moves = appointments.map((appointment) => {
      const before = appointmentSnapshot(appointment);
      appointment.status = APPOINTMENT_STATUS.notified;
      this.em.create(AppointmentChange, { appointment, action: 'status', changes: diffSnapshots(before, appointmentSnapshot(appointment)), user: null });
      return { appointment, before };
    });
    await this.em.transactional(async (em) => {
      await em.flush();
      for (const { appointment, before } of moves) await publishAppointment(this.events, em, 'appointment.status_changed', appointment, Number(before.status));
    });
    const branches = new Map<string, Appointment[]>();
    for (const { appointment } of moves) branches.set(appointment.branch.uuid, [...(branches.get(appointment.branch.uuid) ?? []), appointment]);
    for (const [branchUuid, list] of branches) {
      const times = list.flatMap((a) => (a.timeFrom && a.timeTo ? [a.timeFrom.getTime(), a.timeTo.getTime()] : []));
      const practitioners = [...new Set(list.flatMap((a) => (a.practitioner ? [a.practitioner.uuid] : [])))];
      const index = times.length && practitioners.length ? await this.coverage.index(branchUuid, new Date(Math.min(...times)), new Date(Math.max(...times)), practitioners) : null;
      for (const appointment of list) {
        const outside = index?.outside(appointment.practitioner?.uuid, appointment.timeFrom, appointment.timeTo) ?? false;
        this.live.emitAppointment({ branch_uuid: branchUuid, action: 'status', appointment: toAppointmentAnswer(appointment, outside), user_uuid: null });
      }
    }
  }

  /**
   * The patient's answer through their message's link (the messages module, no user): confirm
   * moves a planned or notified appointment to confirmed (3), cancel moves it to canceled (4) with
   * `cancel_reason` "patient", call-me notes when they asked to be called. Only an appointment
   * still to come (1, 2, 3) answers; any other is 409.
   */
  async answerFromPatient(uuid: string, answer: PatientAnswer): Promise<Appointment> {
    const appointment = await this.get(uuid);
    const open: number[] = [APPOINTMENT_STATUS.planned, APPOINTMENT_STATUS.notified, APPOINTMENT_STATUS.confirmed];
    if (!open.includes(appointment.status)) throw calendarError(409, 'APPOINTMENT_STATUS_NOT_ALLOWED');
    const before = appointmentSnapshot(appointment);
    if (answer === 'call_me') {
      appointment.callbackRequestedAt = new Date();
      return (await this.save(appointment, 'edited', before, null, 'edited')).appointment;
    }
    if (answer === 'confirm') {
      appointment.status = APPOINTMENT_STATUS.confirmed;
      return (await this.save(appointment, 'status', before, null, 'status')).appointment;
    }
    appointment.status = APPOINTMENT_STATUS.canceled;
    appointment.cancelReason = 'patient';
    return (await this.save(appointment, 'canceled', before, null, 'canceled')).appointment;
  }

  /**
   * The patient who asked to be called back was called (the queue's "to call"): the request is
   * cleared, logged as an edit by the user, and every calendar of the branch hears it. A row
   * without a request is 409, so two receptionists never both count one call.
   */
  async markCalled(uuid: string, version: number, auth: AuthSession): Promise<SavedAppointment> {
    const appointment = await this.get(uuid);
    await checkVersion(this.em, appointment, version);
    if (!appointment.callbackRequestedAt) throw calendarError(409, 'APPOINTMENT_NOT_TO_CALL');
    const before = appointmentSnapshot(appointment);
    appointment.callbackRequestedAt = null;
    return this.save(appointment, 'edited', before, auth, 'edited');
  }

  /**
   * A booking the patient made on the clinic's page (the booking module, in-process, no user):
   * planned (1) or confirmed (3) by the branch's `auto_confirm`, `source` online, under the same
   * rules and exclusion constraints as a desk booking, so a desk booking made meanwhile wins
   * (409 APPOINTMENT_OVERLAP) and the two never overlap.
   */
  async createOnline(values: OnlineBooking): Promise<Appointment> {
    const branch = await this.refs.bodyBranch(values.branch_uuid);
    const appointment = this.em.create(Appointment, {
      branch,
      patient: await this.refs.patient(values.patient_uuid),
      comment: values.comment,
      status: APPOINTMENT_STATUS.unplanned,
      source: 'online',
    });
    await this.applyPeople(appointment, { service_uuid: values.service_uuid });
    quotePrice(appointment, undefined);
    await this.place(appointment, values);
    appointment.status = values.status;
    return (await this.save(appointment, 'created', {}, null, 'created')).appointment;
  }

  /**
   * The patient moves their online booking through its link (no user): only one still to come
   * (1, 2, 3), in the same room with the same practitioner, under the same rules and constraints.
   */
  async moveFromPatient(uuid: string, target: { room_uuid: string; time_from: string; time_to: string }): Promise<Appointment> {
    const appointment = await this.get(uuid);
    const open: number[] = [APPOINTMENT_STATUS.planned, APPOINTMENT_STATUS.notified, APPOINTMENT_STATUS.confirmed];
    if (!open.includes(appointment.status)) throw calendarError(409, 'APPOINTMENT_STATUS_NOT_ALLOWED');
    const before = appointmentSnapshot(appointment);
    await this.place(appointment, { ...target, practitioner_uuid: appointment.practitioner?.uuid ?? null });
    return (await this.save(appointment, 'moved', before, null, 'moved')).appointment;
  }

  /** Soft delete (calendar_delete): history keeps it; the slot is free again. */
  async remove(uuid: string, version: number, auth: AuthSession): Promise<void> {
    const appointment = await this.get(uuid);
    await checkVersion(this.em, appointment, version);
    appointment.deletedAt = new Date();
    await this.save(appointment, 'deleted', { ...appointmentSnapshot(appointment), deleted: false }, auth, 'deleted');
  }

  // ------------------------------------------------------------------ helpers

  private async applyPeople(
    appointment: Appointment,
    body: { assistant_uuid?: string | null; speciality_uuid?: string | null; service_uuid?: string | null },
  ): Promise<void> {
    if (body.assistant_uuid !== undefined) {
      appointment.assistant = body.assistant_uuid ? ref(await this.refs.user(body.assistant_uuid, 'assistant_uuid')) : null;
    }
    if (body.speciality_uuid !== undefined) {
      appointment.speciality = body.speciality_uuid ? ref(await this.refs.speciality(body.speciality_uuid)) : null;
    }
    if (body.service_uuid !== undefined) {
      appointment.service = body.service_uuid ? ref(await this.refs.service(body.service_uuid)) : null;
    }
  }

  /**
   * Gives a planned appointment its room, practitioner and time. Every planned appointment has all
   * three (docs/decisions.md, "Appointments"); start before end (APPOINTMENT_INVALID_TIME_RANGE).
   */
  private async place(
    appointment: Appointment,
    target: { room_uuid: string | null; practitioner_uuid: string | null; time_from: string | null; time_to: string | null },
  ): Promise<void> {
    if (!target.time_from || !target.time_to) {
      throw new ApiException(400, 'VALIDATION_FAILED', { [target.time_from ? 'time_to' : 'time_from']: 'times_both_or_none' });
    }
    const from = new Date(target.time_from);
    const to = new Date(target.time_to);
    if (from.getTime() >= to.getTime()) {
      throw new ApiException(400, 'APPOINTMENT_INVALID_TIME_RANGE', { time_to: 'APPOINTMENT_INVALID_TIME_RANGE' });
    }
    const missing: Record<string, string> = {};
    if (!target.room_uuid) missing.room_uuid = 'planned_needs_room';
    if (!target.practitioner_uuid) missing.practitioner_uuid = 'planned_needs_practitioner';
    if (Object.keys(missing).length) throw new ApiException(400, 'VALIDATION_FAILED', missing);
    // Opening hours when the time changes, absences when the time or the practitioner does: an
    // appointment already standing where the branch's hours or an absence later came can still be
    // edited (its comment, its price).
    const sameTime = appointment.timeFrom?.getTime() === from.getTime() && appointment.timeTo?.getTime() === to.getTime();
    const branch = await appointment.branch.loadOrFail();
    if (!sameTime) await this.rules.checkBranchHours(branch, from, to);
    if (!sameTime || appointment.practitioner?.uuid !== target.practitioner_uuid) await this.rules.checkAbsences(branch, target.practitioner_uuid as string, from, to);
    appointment.room = ref(await this.refs.room(appointment.branch.uuid, target.room_uuid as string));
    if (appointment.practitioner?.uuid !== target.practitioner_uuid) {
      appointment.practitioner = ref(await this.refs.user(target.practitioner_uuid as string, 'practitioner_uuid'));
    }
    appointment.timeFrom = from;
    appointment.timeTo = to;
  }

  /**
   * Flushes the appointment with its change-log row and its event for the other modules (one
   * transaction: events/calendar-events.ts). An exclusion violation is the double booking the database
   * refused: 409 APPOINTMENT_OVERLAP on the field to blame.
   */
  private async save(
    appointment: Appointment,
    action: AppointmentChangeAction,
    before: Record<string, unknown>,
    actor: Actor,
    liveAction: LiveAction,
  ): Promise<SavedAppointment> {
    const after = appointmentSnapshot(appointment);
    const changes =
      action === 'created'
        ? Object.fromEntries(Object.entries(after).filter(([, value]) => value !== null).map(([key, value]) => [key, [null, value] as [unknown, unknown]]))
        : diffSnapshots(before, { ...after, ...('deleted' in before ? { deleted: appointment.deletedAt !== null } : {}) });
    this.em.create(AppointmentChange, {
      appointment,
      action,
      changes,
      user: actor ? this.em.getReference(User, actor.userId) : null,
    });
    const event = appointmentEventOf(action === 'created' ? null : before, appointment);
    try {
      await this.em.transactional(async (em) => {
        await em.flush();
        if (event) await publishAppointment(this.events, em, event, appointment, Number(before.status ?? appointment.status));
      });
    } catch (error) {
      const constraint = exclusionViolation(error);
      if (constraint === undefined) throw error;
      throw await this.rules.overlap(appointment, constraint);
    }
    await this.em.populate(appointment, APPOINTMENT_POPULATE);
    const outsideWorkTime = await this.outsideWorkTime(appointment);
    const warnings: AppointmentWarning[] = outsideWorkTime
      ? [{ code: 'USER_NOT_WORKING', message: translate(currentRequest()?.language ?? 'lv', 'errors:USER_NOT_WORKING'), field: 'practitioner_uuid' }]
      : [];
    this.live.emitAppointment({
      branch_uuid: appointment.branch.uuid,
      action: liveAction,
      appointment: toAppointmentAnswer(appointment, outsideWorkTime),
      user_uuid: actor?.userId ?? null,
    });
    return { appointment, outsideWorkTime, warnings };
  }

  /** Canceled, deleted and queued appointments hold no time, so they are never "outside". */
  outsideWorkTime(appointment: Appointment): Promise<boolean> {
    if (appointment.status === APPOINTMENT_STATUS.unplanned || appointment.status === APPOINTMENT_STATUS.canceled || appointment.deletedAt) return Promise.resolve(false);
    return this.coverage.outside(appointment.branch.uuid, appointment.practitioner?.uuid ?? null, appointment.timeFrom, appointment.timeTo);
  }
}
