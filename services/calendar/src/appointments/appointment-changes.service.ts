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
    return rows.map((row) => ({
      uuid: row.uuid,
      appointment_uuid: appointmentUuid,
      action: row.action,
      changes: row.changes,
      user: row.user ? toPerson(row.user.getEntity()) : null,
      created_at: row.createdAt.toISOString(),
    }));
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
