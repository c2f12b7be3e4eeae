import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientDataRegistry, patientRows, type PatientDataContext, type PatientDataProvider } from '@dental/patients';

/** A patient's appointments (queued, booked, past and deleted) with each one's change history. */
@Injectable()
export class AppointmentDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'appointments';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async export(context: PatientDataContext): Promise<unknown> {
    const appointments = await patientRows(context, 'appointment');
    const changes = await context.em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select c.* from "appointment_change" c join "appointment" a on a."uuid" = c."appointment_uuid" where a."company_id" = ? and a."patient_uuid" = ? order by c."created_at", c."uuid"`,
        [context.companyId, context.patientUuid],
      );
    return appointments.map((appointment) => ({ ...appointment, changes: changes.filter((change) => change.appointment_uuid === appointment.uuid) }));
  }
}
