import { Injectable } from '@nestjs/common';
import {
  RegisteredPatientDataProvider,
  patientRowsWithChildren,
  runSql,
  type PatientDataContext,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from '@dental/patients';

/** A patient's appointments (queued, booked, past and deleted) with each one's change history. */
@Injectable()
export class AppointmentDataProvider extends RegisteredPatientDataProvider {
  readonly name = 'appointments';

  export(context: PatientDataContext): Promise<unknown> {
    return patientRowsWithChildren(context, 'appointment', { table: 'appointment_change', foreignKey: 'appointment_uuid', key: 'changes' });
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
