import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PatientDataRegistry,
  patientRows,
  runSql,
  type PatientDataContext,
  type PatientDataProvider,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from '@dental/patients';

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

  /** The appointments stay as anonymous time in the calendar: their notes and change history's values go. */
  async erase(context: PatientErasureContext): Promise<PatientErasureOutcome> {
    const params = [context.companyId, context.patientUuid];
    await runSql(context, `update "appointment" set "comment" = null, "updated_at" = now(), "version" = "version" + 1 where "company_id" = ? and "patient_uuid" = ? and "comment" is not null`, params);
    await runSql(
      context,
      `update "appointment_change" set "changes" = '{}'::jsonb where "appointment_uuid" in (select "uuid" from "appointment" where "company_id" = ? and "patient_uuid" = ?)`,
      params,
    );
    return { erased: ['appointment_notes'], kept: [] };
  }
}
