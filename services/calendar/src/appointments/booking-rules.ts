import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, DEFAULT_LANGUAGE, type AppointmentStatus, type Language } from '@dental/contracts';
import type { Branch } from '@dental/identity';
import { translate } from '@dental/i18n';
import { ApiException, currentRequest } from '@dental/server-core';
import { localDate, localTime, today } from '../common/zoned.js';
import { AbsencesService } from '../planner/absences.service.js';
import type { Appointment } from './appointment.entity.js';
import { BranchHours } from './branch-hours.js';
import { PRACTITIONER_OVERLAP_CONSTRAINT, ROOM_OVERLAP_CONSTRAINT } from './appointment.entity.js';

const language = (): Language => currentRequest()?.language ?? DEFAULT_LANGUAGE;

/** 'YYYY-MM-DD HH:mm–HH:mm' of a period on a zone's wall clock. */
function period(from: Date, to: Date, timeZone: string): string {
  return `${localDate(from, timeZone)} ${localTime(from, timeZone)}–${localTime(to, timeZone)}`;
}

interface ConflictRow {
  time_from: Date;
  time_to: Date;
  branch_uuid: string;
  branch_name: string;
  time_zone: string;
  room_name: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * The calendar's booking rules beyond the database's own constraints (docs/decisions.md, "A
 * clinic's day"): Start only on the appointment's own day, nothing outside the branch's opening
 * hours, no booking over a holiday or a practitioner's absence, and an overlap refusal that names
 * what it overlaps.
 */
@Injectable()
export class BookingRules {
  constructor(
    private readonly em: EntityManager,
    private readonly absences: AbsencesService,
    private readonly hours: BranchHours,
  ) {}

  /** "Start" (in the room) only on the appointment's day in the branch's time zone. */
  checkStartDay(appointment: Appointment, status: AppointmentStatus, now = new Date()): void {
    if (status !== APPOINTMENT_STATUS.in_room || !appointment.timeFrom) return;
    const timeZone = appointment.branch.getEntity().timeZone;
    const day = localDate(appointment.timeFrom, timeZone);
    if (day !== today(timeZone, now)) throw new ApiException(409, 'APPOINTMENT_NOT_TODAY', { status: { key: 'APPOINTMENT_NOT_TODAY', params: { date: day } } }, { date: day });
  }

  /**
   * Refuses a period that is not inside the branch's opening hours of its day (a closed weekday
   * included), naming that day's hours. Outside the practitioner's work time stays a warning
   * (`outside_work_time`): the planner may not be filled in yet, the branch's hours always are.
   */
  async checkBranchHours(branch: Branch, from: Date, to: Date): Promise<void> {
    const date = localDate(from, branch.timeZone);
    const week = await this.hours.week(branch);
    const open = week.openPeriod(date);
    if (open && open.start <= from && to <= open.end) return;
    const opening = week.opening(date);
    const hours = opening ? `${opening.open}–${opening.close}` : translate(language(), 'errors:branch_closed_day');
    const params = { date, hours };
    throw new ApiException(409, 'APPOINTMENT_OUTSIDE_BRANCH_HOURS', { time_from: { key: 'APPOINTMENT_OUTSIDE_BRANCH_HOURS', params } }, params);
  }

  /**
   * Refuses a period that touches a branch holiday or a vacation of the practitioner, naming the
   * day and the reason (the absence's comment, else its type).
   */
  async checkAbsences(branch: Branch, practitionerUuid: string, from: Date, to: Date): Promise<void> {
    const firstDay = localDate(from, branch.timeZone);
    const lastDay = localDate(new Date(to.getTime() - 1), branch.timeZone);
    const periods = await this.absences.periods(branch, firstDay, lastDay);
    const lang = language();
    for (const absence of periods) {
      if (new Date(absence.time_from) >= to || new Date(absence.time_to) <= from) continue;
      if (absence.kind === 'vacation' && absence.user?.uuid !== practitionerUuid) continue;
      const date = localDate(new Date(Math.max(from.getTime(), Date.parse(absence.time_from))), branch.timeZone);
      const reason = absence.comment || translate(lang, `errors:absence_type.${absence.kind}_${absence.type}`);
      if (absence.kind === 'holiday') {
        const params = { date, reason };
        throw new ApiException(409, 'APPOINTMENT_HOLIDAY', { time_from: { key: 'APPOINTMENT_HOLIDAY', params } }, params);
      }
      const params = { date, reason, name: `${absence.user?.first_name ?? ''} ${absence.user?.last_name ?? ''}`.trim() };
      throw new ApiException(409, 'APPOINTMENT_ABSENCE', { practitioner_uuid: { key: 'APPOINTMENT_ABSENCE', params } }, params);
    }
  }

  /**
   * The 409 for an exclusion violation: which room or practitioner is taken, when, and in which
   * branch when it is another. Read after the failed flush with plain SQL (the unit of work is
   * spent), limited to the appointment's company by its branch.
   */
  async overlap(appointment: Appointment, constraint: string): Promise<ApiException> {
    const field = constraint === PRACTITIONER_OVERLAP_CONSTRAINT ? 'practitioner_uuid' : constraint === ROOM_OVERLAP_CONSTRAINT ? 'room_uuid' : 'time_from';
    const lang = language();
    const byPractitioner = field === 'practitioner_uuid';
    const rows: ConflictRow[] =
      appointment.timeFrom && appointment.timeTo && field !== 'time_from'
        ? await this.em.getConnection().execute(
            `select a.time_from, a.time_to, a.branch_uuid, b.name as branch_name, b.time_zone, r.name as room_name, u.first_name, u.last_name
               from appointment a
               join identity_v1.branch_ref b on b.uuid = a.branch_uuid
               left join settings_v1.room_ref r on r.uuid = a.room_uuid
               left join identity_v1.user_ref u on u.uuid = a.practitioner_uuid
              where a.company_id = (select company_id from identity_v1.branch_ref where uuid = ?)
                and a.status <> 4 and a.deleted_at is null and a.uuid <> ?
                and a.time_from < ? and a.time_to > ?
                and ${byPractitioner ? 'a.practitioner_uuid' : 'a.room_uuid'} = ?
              order by a.time_from limit 1`,
            [
              appointment.branch.uuid,
              appointment.uuid,
              appointment.timeTo,
              appointment.timeFrom,
              byPractitioner ? appointment.practitioner?.uuid : appointment.room?.uuid,
            ],
          )
        : [];
    const row = rows[0];
    if (!row) {
      const params = { conflict: translate(lang, 'errors:overlap_unknown') };
      return new ApiException(409, 'APPOINTMENT_OVERLAP', { [field]: { key: 'APPOINTMENT_OVERLAP', params } }, params);
    }
    const when = period(new Date(row.time_from), new Date(row.time_to), row.time_zone);
    const branch = row.branch_uuid !== appointment.branch.uuid ? translate(lang, 'errors:overlap_branch', { branch: row.branch_name }) : '';
    const conflict = byPractitioner
      ? translate(lang, 'errors:overlap_practitioner', { name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), room: row.room_name ?? '', when, branch })
      : translate(lang, 'errors:overlap_room', { room: row.room_name ?? '', when, branch });
    const params = { conflict };
    return new ApiException(409, 'APPOINTMENT_OVERLAP', { [field]: { key: 'APPOINTMENT_OVERLAP', params } }, params);
  }
}
