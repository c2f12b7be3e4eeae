import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventData } from '@dental/contracts';
import { EventOutbox } from '@dental/server-core';
import type { ToothMapItem } from '../items/tooth-map-item.entity.js';

/**
 * The dental card's events, each in the transaction of its write: a procedure treated (at its
 * frozen price) or a treated one invalidated. Each carries the branch and the people of the
 * appointment it was done in (the calendar's published `appointment_ref`).
 */
@Injectable()
export class DentalCardEvents {
  constructor(private readonly outbox: EventOutbox) {}

  async treated(em: EntityManager, item: ToothMapItem): Promise<void> {
    await this.outbox.publish(em, 'procedure.treated', await treatmentData(em, item));
  }

  async invalidated(em: EntityManager, item: ToothMapItem): Promise<void> {
    await this.outbox.publish(em, 'procedure.invalidated', { ...(await treatmentData(em, item)), invalidated_at: (item.invalidatedAt ?? new Date()).toISOString() });
  }
}

async function treatmentData(em: EntityManager, item: ToothMapItem): Promise<EventData<'procedure.treated'>> {
  if (!item.appointmentUuid || !item.treatedAt) throw new Error(`procedure ${item.uuid} has no treatment to tell`);
  const [appointment] = await em.execute<{ branch_uuid: string; practitioner_uuid: string | null; assistant_uuid: string | null; room_uuid: string | null }[]>(
    'select branch_uuid, practitioner_uuid, assistant_uuid, room_uuid from calendar_v1.appointment_ref where uuid = ?',
    [item.appointmentUuid],
  );
  if (!appointment) throw new Error(`appointment ${item.appointmentUuid} of procedure ${item.uuid} not found`);
  return {
    item_uuid: item.uuid,
    patient_uuid: item.patient.uuid,
    appointment_uuid: item.appointmentUuid,
    branch_uuid: appointment.branch_uuid,
    service_uuid: item.serviceUuid,
    price: item.price,
    treated_at: item.treatedAt.toISOString(),
    attribution: { doctor_uuid: appointment.practitioner_uuid, assistant_uuid: appointment.assistant_uuid, room_uuid: appointment.room_uuid },
  };
}
