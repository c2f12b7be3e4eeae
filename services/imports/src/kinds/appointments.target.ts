import { Injectable } from '@nestjs/common';
import { appointmentCreateSchema, type AppointmentCreate } from '@dental/contracts';
import { AppointmentBulkService, AppointmentService } from '@dental/calendar';
import { instantOf } from '@dental/domain-time';
import type { z } from 'zod';
import { readDate, readDateTime, readTime } from '../values/dates.js';
import { readCents, readInteger } from '../values/numbers.js';
import type { FieldErrors, ImportTarget, MadeRecord, ReadResult, RowInput, RunContext } from './import-target.js';
import { PatientFinder } from './patient-finder.js';

type AppointmentBody = z.output<typeof appointmentCreateSchema>;

/** An appointment without an end or a duration lasts as long as its service, else its practitioner's default. */
const FALLBACK_MINUTES = 30;

/**
 * Future appointments (POST /api/calendar/appointments's body): the patient by the old key or the
 * personal code, the branch, room, practitioner and service by name or code, the start as a
 * date-time (or a date column and a time), the end as a time, a date-time or a duration. Booked one
 * at a time through the calendar's AppointmentService, so its rules hold: a slot already taken
 * (the room's or the practitioner's), a holiday or an absence is reported on the row, never forced.
 */
@Injectable()
export class AppointmentsTarget implements ImportTarget<AppointmentBody> {
  readonly kind = 'appointments' as const;
  readonly schema = appointmentCreateSchema;
  readonly fieldOf = {
    patient_uuid: 'patient_key',
    branch_uuid: 'branch',
    room_uuid: 'room',
    practitioner_uuid: 'practitioner',
    service_uuid: 'service',
  } as const;
  readonly batchSize = 50;
  readonly rowByRow = true;

  constructor(
    private readonly finder: PatientFinder,
    private readonly appointments: AppointmentService,
    private readonly bulk: AppointmentBulkService,
  ) {}

  async read(rows: readonly RowInput[], context: RunContext): Promise<ReadResult<AppointmentBody>[]> {
    const patients = await this.finder.find(rows);
    return Promise.all(rows.map((row, index) => this.readOne(row, patients[index], context)));
  }

  async create([body]: readonly AppointmentBody[], context: RunContext): Promise<MadeRecord[]> {
    const { appointment } = await this.appointments.create(body, context.auth);
    return [{ uuid: appointment.uuid, version: appointment.version }];
  }

  /** A later file's values of the booking (its branch stays: an appointment does not move between branches). */
  async update(uuid: string, body: AppointmentBody, version: number, context: RunContext): Promise<number> {
    const { patient_uuid, room_uuid, practitioner_uuid, service_uuid, price, comment, time_from, time_to, reason } = body;
    const { appointment } = await this.appointments.edit(
      uuid,
      { patient_uuid, room_uuid, practitioner_uuid, service_uuid, price, comment, time_from: time_from ?? undefined, time_to: time_to ?? undefined, reason, version },
      context.auth,
    );
    return appointment.version;
  }

  current(uuid: string): Promise<Record<string, unknown>> {
    return this.bulk.current(uuid);
  }

  versions(uuids: readonly string[]): Promise<Map<string, number>> {
    return this.bulk.versions(uuids);
  }

  remove(versions: ReadonlyMap<string, number>, context: RunContext): Promise<void> {
    return this.bulk.removeMany(versions, context.auth);
  }

  private async readOne({ values }: RowInput, patient: { uuid: string } | { fields: FieldErrors }, context: RunContext): Promise<ReadResult<AppointmentBody>> {
    const fields: FieldErrors = 'fields' in patient ? { ...patient.fields } : {};
    const branch = values.branch !== undefined ? await context.refs.branch(values.branch) : await context.refs.onlyBranch();
    if (!branch) fields.branch = values.branch !== undefined ? { key: 'import_unknown_branch', params: { value: values.branch } } : 'import_branch_required';
    const room = branch && values.room !== undefined ? await context.refs.room(branch.uuid, values.room) : undefined;
    if (branch && !room) fields.room = values.room !== undefined ? { key: 'import_unknown_room', params: { value: values.room } } : 'is_required';
    const practitioner = values.practitioner !== undefined ? await context.refs.user(values.practitioner) : undefined;
    if (!practitioner) fields.practitioner = values.practitioner !== undefined ? { key: 'import_unknown_user', params: { value: values.practitioner } } : 'is_required';
    const service = values.service !== undefined ? await context.refs.service(values.service) : undefined;
    if (values.service !== undefined && !service) fields.service = { key: 'import_unknown_service', params: { value: values.service } };
    const price = values.price !== undefined ? readCents(values.price) : undefined;
    if (price === null) fields.price = { key: 'import_invalid_number', params: { value: values.price } };

    const start = this.start(values, context, fields);
    const length = start ? this.minutes(values, start, context, fields) : null;
    if (Object.keys(fields).length || !branch || !start || length === null) return { fields };
    const from = instantOf(start.date, start.minutes, branch.timeZone);
    if (from <= context.now.getTime()) return { fields: { time_from: { key: 'import_appointment_past', params: { value: values.time_from ?? '' } } } };
    const minutes = length ?? (service?.time || practitioner?.defaultDuration || FALLBACK_MINUTES);
    const body: AppointmentCreate = {
      branch_uuid: branch.uuid,
      patient_uuid: (patient as { uuid: string }).uuid,
      room_uuid: room!.uuid,
      practitioner_uuid: practitioner!.uuid,
      time_from: new Date(from).toISOString(),
      time_to: new Date(from + minutes * 60_000).toISOString(),
      ...(service ? { service_uuid: service.uuid } : {}),
      ...(price !== undefined ? { price } : {}),
      ...(values.comment !== undefined ? { comment: values.comment } : {}),
    };
    return { body: body as AppointmentBody };
  }

  /** The start: a date-time in `time_from`, or the `date` column with a time in `time_from`. */
  private start(values: RowInput['values'], context: RunContext, fields: FieldErrors): { date: string; minutes: number } | null {
    const text = values.time_from;
    if (text === undefined) {
      fields.time_from = 'is_required';
      return null;
    }
    const stamped = readDateTime(text, context.dateOrder, 'future');
    if (stamped && stamped.minutes !== null) return { date: stamped.date, minutes: stamped.minutes };
    const minutes = readTime(text);
    const date = values.date !== undefined ? readDate(values.date, context.dateOrder, 'future') : stamped?.date;
    if (values.date !== undefined && !date) fields.date = { key: 'import_invalid_date', params: { value: values.date } };
    else if (minutes === null || !date) fields.time_from = { key: 'import_invalid_time', params: { value: text } };
    return date && minutes !== null ? { date, minutes } : null;
  }

  /**
   * Its length in minutes from `time_to` (a time, or a date-time) or `duration`; undefined when
   * neither is given, null (with the field's error) when one cannot be read or ends before it starts.
   */
  private minutes(values: RowInput['values'], start: { date: string; minutes: number }, context: RunContext, fields: FieldErrors): number | undefined | null {
    if (values.time_to !== undefined) {
      const end = readDateTime(values.time_to, context.dateOrder, 'future');
      const endMinutes = end?.minutes ?? readTime(values.time_to);
      if (endMinutes === null) {
        fields.time_to = { key: 'import_invalid_time', params: { value: values.time_to } };
        return null;
      }
      const days = end && end.minutes !== null ? (Date.parse(end.date) - Date.parse(start.date)) / 86_400_000 : 0;
      const length = days * 1440 + endMinutes - start.minutes;
      if (length > 0) return length;
      fields.time_to = 'APPOINTMENT_INVALID_TIME_RANGE';
      return null;
    }
    if (values.duration !== undefined) {
      const duration = readInteger(values.duration);
      if (duration === null || duration <= 0) {
        fields.duration = { key: 'import_invalid_number', params: { value: values.duration } };
        return null;
      }
      return duration;
    }
    return undefined;
  }
}
