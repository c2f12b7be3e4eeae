import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  APPOINTMENT_STATUS,
  type AppointmentReason,
  type AppointmentSource,
  type AppointmentStatus,
  type CalendarEvent,
  type CalendarPatient,
  type CalendarPerson,
  type CalendarRefs,
  type CalendarRoom,
} from '@dental/contracts';
import type { Interval } from '@dental/domain-recurrence';
import { patientAlerts, type AlertSource } from '@dental/patients';
import { openPersonalCode, tenantCompanyId } from '@dental/server-core';
import type { RoomHidden } from '@dental/settings';
import { WorkTimeIndex } from '../planner/work-time-coverage.js';
import { EVENT_COLUMNS, EVENT_JOINS, eventsStatement, gridStatement, workTimesStatement, type EventFilters } from './calendar-reads.sql.js';

export type { EventFilters } from './calendar-reads.sql.js';

/**
 * The calendar's lists read with plain SQL (docs/perf-calendar.md): one statement per list
 * (calendar-reads.sql.ts), rows straight to the contract, no entity hydration.
 */
interface EventRow {
  uuid: string;
  room_uuid: string | null;
  patient_uuid: string;
  practitioner_uuid: string | null;
  assistant_uuid: string | null;
  speciality_uuid: string | null;
  service_uuid: string | null;
  price: number | null;
  reason: AppointmentReason;
  status: AppointmentStatus;
  time_from: string | null;
  time_to: string | null;
  desired_date: string | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  cancel_reason: 'patient' | null;
  callback_requested_at: string | null;
  source: AppointmentSource;
  patient_first_name: string;
  patient_last_name: string;
  patient_phone: string | null;
  patient_personal_code_sealed: string | null;
  patient_medical_alert: string | null;
  patient_insurance_expiration: string | null;
  patient_flagged_answers: AlertSource['flaggedAnswers'];
  practitioner_first_name: string | null;
  practitioner_last_name: string | null;
  practitioner_color: string | null;
  assistant_first_name: string | null;
  assistant_last_name: string | null;
  assistant_color: string | null;
  speciality_name: string | null;
  service_name: string | null;
}

export interface WorkTimeRow {
  uuid: string;
  user_uuid: string;
  room_uuid: string;
  time_from: string;
  time_to: string;
  comment: string | null;
  version: number;
  first_name: string;
  last_name: string;
  color: string | null;
}

/** Events of a list with what they name (patients, people, services, specialities), each once. */
export class EventBatch {
  readonly patients = new Map<string, CalendarPatient>();
  readonly people = new Map<string, CalendarPerson>();
  private readonly services = new Map<string, { uuid: string; name: string }>();
  private readonly specialities = new Map<string, { uuid: string; name: string }>();

  constructor(readonly rows: readonly EventRow[]) {
    for (const row of rows) {
      if (!this.patients.has(row.patient_uuid)) {
        this.patients.set(row.patient_uuid, {
          uuid: row.patient_uuid,
          first_name: row.patient_first_name,
          last_name: row.patient_last_name,
          phone: row.patient_phone,
          personal_code: openPersonalCode(row.patient_personal_code_sealed),
          alerts: patientAlerts({
            medicalAlert: row.patient_medical_alert,
            insuranceExpiration: row.patient_insurance_expiration,
            flaggedAnswers: row.patient_flagged_answers ?? [],
          }),
        });
      }
      if (row.practitioner_uuid && !this.people.has(row.practitioner_uuid)) {
        this.people.set(row.practitioner_uuid, {
          uuid: row.practitioner_uuid,
          first_name: row.practitioner_first_name ?? '',
          last_name: row.practitioner_last_name ?? '',
          color: row.practitioner_color,
        });
      }
      if (row.assistant_uuid && !this.people.has(row.assistant_uuid)) {
        this.people.set(row.assistant_uuid, {
          uuid: row.assistant_uuid,
          first_name: row.assistant_first_name ?? '',
          last_name: row.assistant_last_name ?? '',
          color: row.assistant_color,
        });
      }
      if (row.service_uuid) this.services.set(row.service_uuid, { uuid: row.service_uuid, name: row.service_name ?? '' });
      if (row.speciality_uuid) this.specialities.set(row.speciality_uuid, { uuid: row.speciality_uuid, name: row.speciality_name ?? '' });
    }
  }

  /** Practitioners of the events (the calendar's `users` start from them). */
  practitioners(): CalendarPerson[] {
    const uuids = new Set(this.rows.map((row) => row.practitioner_uuid).filter((uuid): uuid is string => uuid !== null));
    return [...uuids].map((uuid) => this.people.get(uuid) as CalendarPerson);
  }

  /** The events in the contract's list shape; `outside` flags those outside their practitioner's work time. */
  events(outside: (row: EventRow) => boolean = () => false): CalendarEvent[] {
    return this.rows.map((row) => ({
      uuid: row.uuid,
      room_uuid: row.room_uuid,
      patient_uuid: row.patient_uuid,
      practitioner_uuid: row.practitioner_uuid,
      assistant_uuid: row.assistant_uuid,
      speciality_uuid: row.speciality_uuid,
      service_uuid: row.service_uuid,
      price: row.price,
      reason: row.reason,
      status: row.status,
      time_from: row.time_from,
      time_to: row.time_to,
      desired_date: row.desired_date,
      comment: row.comment,
      outside_work_time: outside(row),
      cancel_reason: row.cancel_reason,
      callback_requested_at: row.callback_requested_at,
      source: row.source,
      created_at: row.created_at,
      updated_at: row.updated_at,
      version: row.version,
    }));
  }

  /** The dictionary beside the events; people already in `listed` (the answer's `users`) are left out. */
  refs(listed: ReadonlySet<string> = new Set()): CalendarRefs {
    return {
      patients: [...this.patients.values()],
      people: [...this.people.values()].filter((person) => !listed.has(person.uuid)),
      services: [...this.services.values()],
      specialities: [...this.specialities.values()],
    };
  }
}

/** The work-time flag of a lean event row (canceled ones are never flagged). */
export const outsideOf = (index: WorkTimeIndex) => (row: EventRow) =>
  row.status !== APPOINTMENT_STATUS.canceled &&
  index.outside(row.practitioner_uuid, row.time_from ? new Date(row.time_from) : null, row.time_to ? new Date(row.time_to) : null);

export interface QueueFilters {
  branch_uuid: string;
  filter?: 'unplanned' | 'to_call';
  practitioner_uuid?: string;
  speciality_uuid?: string;
  desired_from?: string;
  desired_to?: string;
  sort: 'desired_date' | 'created_at';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** A branch with its rooms per page and its rooms (CalendarReads.grid). */
export interface GridRow {
  uuid: string;
  name: string;
  time_zone: string;
  calendar_room_count: number;
  planner_room_count: number;
  rooms: CalendarRoom[];
}

@Injectable()
export class CalendarReads {
  constructor(private readonly em: EntityManager) {}

  private run<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params);
  }

  /**
   * What a view needs before its events, in one statement: the branch (the caller's company's,
   * not deleted; null otherwise), its settings' rooms per page (the defaults without a row) and
   * its rooms (of one kind, when asked) in display order.
   */
  async grid(branchUuid: string, hidden?: RoomHidden): Promise<GridRow | null> {
    const { sql, params } = gridStatement(tenantCompanyId(this.em), branchUuid, hidden);
    const [row] = await this.run<GridRow & { rooms: CalendarRoom[] | string }>(sql, params);
    if (!row) return null;
    return { ...row, rooms: typeof row.rooms === 'string' ? (JSON.parse(row.rooms) as CalendarRoom[]) : row.rooms };
  }

  /** Live appointments of the rooms overlapping [from, to), by start: one statement. */
  async events(branchUuid: string, roomUuids: readonly string[], from: Date, to: Date, filters: EventFilters = {}): Promise<EventBatch> {
    if (roomUuids.length === 0) return new EventBatch([]);
    const { sql, params } = eventsStatement(tenantCompanyId(this.em), branchUuid, roomUuids, from, to, filters);
    return new EventBatch(await this.run<EventRow>(sql, params));
  }

  /** One page of the queue (status 0) and the total: the page and the count in one statement. */
  async queue(filters: QueueFilters): Promise<{ batch: EventBatch; total: number }> {
    const params: unknown[] = [tenantCompanyId(this.em), filters.branch_uuid];
    const toCall = filters.filter === 'to_call';
    // "To call": still to come (planned, notified, confirmed) and the patient asked to be called back.
    const which = toCall
      ? `a.callback_requested_at is not null and a.status in (${APPOINTMENT_STATUS.planned}, ${APPOINTMENT_STATUS.notified}, ${APPOINTMENT_STATUS.confirmed})`
      : `a.status = ${APPOINTMENT_STATUS.unplanned}`;
    let where = `a.company_id = ? and a.deleted_at is null and a.branch_uuid = ? and ${which}`;
    if (filters.practitioner_uuid) {
      where += ' and a.practitioner_uuid = ?';
      params.push(filters.practitioner_uuid);
    }
    if (filters.speciality_uuid) {
      where += ' and a.speciality_uuid = ?';
      params.push(filters.speciality_uuid);
    }
    if (filters.desired_from) {
      where += ' and a.desired_date >= ?';
      params.push(filters.desired_from);
    }
    if (filters.desired_to) {
      where += ' and a.desired_date <= ?';
      params.push(filters.desired_to);
    }
    const order = filters.order === 'desc' ? 'desc' : 'asc';
    // Callers work the oldest request first; a planned row has no desired date to sort by.
    const orderBy = toCall
      ? `a.callback_requested_at ${order}, a.time_from asc, a.uuid asc`
      : filters.sort === 'created_at'
        ? `a.created_at ${order}, a.uuid asc`
        : `a.desired_date ${order} nulls last, a.created_at asc, a.uuid asc`;
    const rows = await this.run<EventRow & { total: string }>(
      `select ${EVENT_COLUMNS}, count(*) over () as total ${EVENT_JOINS} where ${where} order by ${orderBy} limit ${filters.limit} offset ${filters.offset}`,
      params,
    );
    // Past the last page there is no row to carry the window count: count alone then.
    const total = rows.length
      ? Number(rows[0].total)
      : filters.offset > 0
        ? Number((await this.run<{ n: string }>(`select count(*) as n from appointment a where ${where}`, params))[0].n)
        : 0;
    return { batch: new EventBatch(rows), total };
  }

  /** A branch's live work times overlapping [from, to) with their user's name and colour, by start. */
  workTimes(branchUuid: string, from: Date, to: Date): Promise<WorkTimeRow[]> {
    const { sql, params } = workTimesStatement(tenantCompanyId(this.em), branchUuid, from, to);
    return this.run<WorkTimeRow>(sql, params);
  }
}

/** The 'does not work then' index of work-time rows (all rooms of the branch count). */
export function workTimeIndexOf(rows: readonly WorkTimeRow[]): WorkTimeIndex {
  const byUser = new Map<string, Interval[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_uuid) ?? [];
    list.push({ start: new Date(row.time_from), end: new Date(row.time_to) });
    byUser.set(row.user_uuid, list);
  }
  return new WorkTimeIndex(byUser);
}
