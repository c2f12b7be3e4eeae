import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APPOINTMENT_STATUS, type AbsenceConflicts, type AbsencePeriod, type absenceConflictsQuerySchema } from '@dental/contracts';
import { expandRecurrence, type Interval } from '@dental/domain-recurrence';
import { ApiException } from '@dental/server-core';
import type { z } from 'zod';
import { AppointmentRefs } from '../appointments/appointment-refs.js';
import { Appointment } from '../appointments/appointment.entity.js';
import { APPOINTMENT_POPULATE, toAppointmentAnswer } from '../appointments/appointment.mapper.js';
import { WorkTime } from './work-time.entity.js';
import { toWorkTimeAnswer } from './work-time.mapper.js';

type Query = z.output<typeof absenceConflictsQuerySchema>;

/** Enough to show; the form says "and more" through the counts it gets. */
const LIST_CAP = 200;

const overlapsAny = (from: Date | null, to: Date | null, periods: readonly Interval[]) =>
  !!from && !!to && periods.some((period) => period.start < to && period.end > from);

/**
 * Appointments and work times an absence would stand over (a holiday: the branch's; a user's
 * absence: theirs), and whether an appointment stands on a saved absence (the planner's
 * "Conflicting" view).
 */
@Injectable()
export class AbsenceConflictsService {
  constructor(
    private readonly em: EntityManager,
    private readonly refs: AppointmentRefs,
  ) {}

  async preview(query: Query): Promise<AbsenceConflicts> {
    const branch = await this.refs.branch(query.branch_uuid);
    const result = expandRecurrence({
      date_from: query.date_from,
      date_to: query.date_to,
      time_from: '00:00',
      time_to: '24:00',
      repeat_type: query.repeat_type,
      repeat_after: query.repeat_after,
      weekdays: query.weekdays ?? [],
      time_zone: branch.timeZone,
    });
    if (!result.ok) {
      const field = result.field && result.field !== 'time_to' && result.field !== 'time_from' ? result.field : 'date_to';
      throw new ApiException(400, result.code, { [field]: result.code });
    }
    const periods = result.occurrences;
    if (!periods.length) return { appointments: [], work_times: [] };
    const span = { from: periods[0].start, to: periods[periods.length - 1].end };
    const who = query.user_uuid ? { practitioner: query.user_uuid } : {};
    const appointments = await this.em.find(
      Appointment,
      { branch: branch.uuid, ...who, status: { $ne: APPOINTMENT_STATUS.canceled }, timeFrom: { $lt: span.to }, timeTo: { $gt: span.from } },
      { populate: APPOINTMENT_POPULATE, orderBy: { timeFrom: 'asc', uuid: 'asc' } },
    );
    const workTimes = await this.em.find(
      WorkTime,
      { branch: branch.uuid, ...(query.user_uuid ? { user: query.user_uuid } : {}), timeFrom: { $lt: span.to }, timeTo: { $gt: span.from } },
      { populate: ['user'], orderBy: { timeFrom: 'asc', uuid: 'asc' } },
    );
    return {
      appointments: appointments
        .filter((a) => overlapsAny(a.timeFrom, a.timeTo, periods))
        .slice(0, LIST_CAP)
        .map((a) => toAppointmentAnswer(a, false)),
      work_times: workTimes
        .filter((w) => overlapsAny(w.timeFrom, w.timeTo, periods))
        .slice(0, LIST_CAP)
        .map(toWorkTimeAnswer),
    };
  }
}

/** Whether an appointment stands on a holiday or on its practitioner's absence (saved periods). */
export function onAbsence(appointment: { practitioner: { uuid: string } | null; time_from: string | null; time_to: string | null }, absences: readonly AbsencePeriod[]): boolean {
  if (!appointment.time_from || !appointment.time_to) return false;
  const from = Date.parse(appointment.time_from);
  const to = Date.parse(appointment.time_to);
  return absences.some(
    (a) =>
      (a.kind === 'holiday' || a.user?.uuid === appointment.practitioner?.uuid) && Date.parse(a.time_from) < to && Date.parse(a.time_to) > from,
  );
}
