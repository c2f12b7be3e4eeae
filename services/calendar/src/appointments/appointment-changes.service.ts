import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppointmentChange as AppointmentChangeAnswer } from '@dental/contracts';
import { SOFT_DELETE_FILTER, notFound } from '@dental/server-core';
import { AppointmentChange } from './appointment-change.entity.js';
import { Appointment } from './appointment.entity.js';
import { toPerson } from './appointment.mapper.js';

/** The change log of one appointment (deleted appointments included: history keeps them). */
@Injectable()
export class AppointmentChangesService {
  constructor(private readonly em: EntityManager) {}

  async log(appointmentUuid: string): Promise<AppointmentChangeAnswer[]> {
    const appointment = await this.em.findOne(Appointment, { uuid: appointmentUuid }, { filters: { [SOFT_DELETE_FILTER]: false } });
    if (!appointment) throw notFound();
    const rows = await this.em.find(
      AppointmentChange,
      { appointment: appointmentUuid },
      { populate: ['user'], orderBy: { createdAt: 'asc', uuid: 'asc' }, filters: { [SOFT_DELETE_FILTER]: false } },
    );
    const names = await this.names(rows.flatMap((row) => Object.entries(row.changes).flatMap(([field, pair]) => (field.endsWith('_uuid') ? pair : []))));
    return rows.map((row) => ({
      uuid: row.uuid,
      appointment_uuid: appointmentUuid,
      action: row.action,
      changes: row.changes,
      names: Object.fromEntries(
        Object.entries(row.changes)
          .filter(([field]) => field.endsWith('_uuid'))
          .flatMap(([, pair]) => pair.filter((value): value is string => typeof value === 'string' && names.has(value)).map((uuid) => [uuid, names.get(uuid)!])),
      ),
      user: row.user ? toPerson(row.user.getEntity()) : null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /**
   * Names for the uuids a log mentions (patients, people, rooms, services, specialities), deleted
   * ones included: the log is history. The uuids come from this company's own log rows.
   */
  private async names(values: unknown[]): Promise<Map<string, string>> {
    const uuids = [...new Set(values.filter((value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value)))];
    if (uuids.length === 0) return new Map();
    const list = `{${uuids.join(',')}}`;
    const rows = await this.em.getConnection().execute<{ uuid: string; name: string }[]>(
      `select uuid, concat_ws(' ', first_name, last_name) as name from patients_v1.patient_ref where uuid = any(?::uuid[])
       union all select uuid, concat_ws(' ', first_name, last_name) from identity_v1.user_ref where uuid = any(?::uuid[])
       union all select uuid, name from settings_v1.room_ref where uuid = any(?::uuid[])
       union all select uuid, name from settings_v1.service_ref where uuid = any(?::uuid[])
       union all select uuid, name from identity_v1.speciality_ref where uuid = any(?::uuid[])`,
      [list, list, list, list, list],
    );
    return new Map(rows.map((row) => [row.uuid, row.name]));
  }

  /** How many changes each appointment has (history list). */
  async counts(appointmentUuids: string[]): Promise<Map<string, number>> {
    if (appointmentUuids.length === 0) return new Map();
    const rows = await this.em
      .getConnection()
      .execute<{ appointment_uuid: string; count: string }[]>(
        'select appointment_uuid, count(*) as count from appointment_change where appointment_uuid = any(?::uuid[]) group by appointment_uuid',
        [`{${appointmentUuids.join(',')}}`],
      );
    return new Map(rows.map((row) => [row.appointment_uuid, Number(row.count)]));
  }
}
