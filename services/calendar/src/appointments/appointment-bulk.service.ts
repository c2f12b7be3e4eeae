import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AppointmentCreate } from '@dental/contracts';
import type { AuthSession } from '@dental/server-core';
import { Appointment } from './appointment.entity.js';
import { AppointmentService } from './appointment.service.js';

/** What an appointment's create body names, as it stands now (what an import's update would restore). */
export type AppointmentValues = Pick<AppointmentCreate, 'patient_uuid' | 'room_uuid' | 'practitioner_uuid' | 'service_uuid' | 'price' | 'comment' | 'time_from' | 'time_to'>;

/**
 * Appointments of an import (services/imports) beyond the one-at-a-time booking of
 * AppointmentService: whether they are still as imported, their removal when an import is undone,
 * and whether patients have appointments an import did not make. Runs in the caller's tenant.
 */
@Injectable()
export class AppointmentBulkService {
  constructor(
    private readonly em: EntityManager,
    private readonly appointments: AppointmentService,
  ) {}

  /** The version of each live appointment among `uuids` (a deleted one is missing). */
  async versions(uuids: readonly string[]): Promise<Map<string, number>> {
    if (!uuids.length) return new Map();
    const found = await this.em.find(Appointment, { uuid: { $in: [...uuids] } }, { fields: ['uuid', 'version'] });
    return new Map(found.map((appointment) => [appointment.uuid, appointment.version]));
  }

  /** The appointment's values as its create body names them. */
  async current(uuid: string): Promise<AppointmentValues> {
    const appointment = await this.appointments.get(uuid);
    return {
      patient_uuid: appointment.patient.uuid,
      room_uuid: appointment.room?.uuid ?? null,
      practitioner_uuid: appointment.practitioner?.uuid ?? null,
      service_uuid: appointment.service?.uuid ?? null,
      price: appointment.price,
      comment: appointment.comment,
      time_from: appointment.timeFrom?.toISOString() ?? null,
      time_to: appointment.timeTo?.toISOString() ?? null,
    };
  }

  /**
   * Deletes the appointments as DELETE /api/calendar/appointments/{uuid} does (a soft delete with
   * its change-log row and live event), each at the version the caller holds.
   */
  async removeMany(versions: ReadonlyMap<string, number>, auth: AuthSession): Promise<void> {
    for (const [uuid, version] of versions) await this.appointments.remove(uuid, version, auth);
  }

  /** Which of `patientUuids` have a live appointment. */
  async patientsBooked(patientUuids: readonly string[]): Promise<Set<string>> {
    if (!patientUuids.length) return new Set();
    const found = await this.em.find(Appointment, { patient: { $in: [...patientUuids] } }, { fields: ['patient'] });
    return new Set(found.map((appointment) => appointment.patient.uuid));
  }
}
