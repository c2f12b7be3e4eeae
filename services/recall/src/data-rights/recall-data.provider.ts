import { Injectable } from '@nestjs/common';
import {
  RegisteredPatientDataProvider,
  patientRowsWithChildren,
  runSql,
  type PatientDataContext,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from '@dental/patients';

/** A patient's recalls with the attempts to reach them (the read model's copies of others' data are not its own). */
@Injectable()
export class RecallDataProvider extends RegisteredPatientDataProvider {
  readonly name = 'recalls';

  export(context: PatientDataContext): Promise<unknown> {
    return patientRowsWithChildren(context, 'recall', { table: 'recall_attempt', foreignKey: 'recall_uuid', key: 'attempts' });
  }

  /** Recalls are the clinic's reminders to call: deleted with their attempts (notes of calls). */
  async erase(context: PatientErasureContext): Promise<PatientErasureOutcome> {
    const params = [context.companyId, context.patientUuid];
    await runSql(context, `delete from "recall_attempt" where "recall_uuid" in (select "uuid" from "recall" where "company_id" = ? and "patient_uuid" = ?)`, params);
    await runSql(context, `delete from "recall" where "company_id" = ? and "patient_uuid" = ?`, params);
    return { erased: ['recalls'], kept: [] };
  }
}
