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

/** A patient's recalls with the attempts to reach them (the read model's copies of others' data are not its own). */
@Injectable()
export class RecallDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'recalls';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async export(context: PatientDataContext): Promise<unknown> {
    const recalls = await patientRows(context, 'recall');
    const attempts = await context.em
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select t.* from "recall_attempt" t join "recall" r on r."uuid" = t."recall_uuid" where r."company_id" = ? and r."patient_uuid" = ? order by t."created_at", t."uuid"`,
        [context.companyId, context.patientUuid],
      );
    return recalls.map((recall) => ({ ...recall, attempts: attempts.filter((attempt) => attempt.recall_uuid === recall.uuid) }));
  }

  /** Recalls are the clinic's reminders to call: deleted with their attempts (notes of calls). */
  async erase(context: PatientErasureContext): Promise<PatientErasureOutcome> {
    const params = [context.companyId, context.patientUuid];
    await runSql(context, `delete from "recall_attempt" where "recall_uuid" in (select "uuid" from "recall" where "company_id" = ? and "patient_uuid" = ?)`, params);
    await runSql(context, `delete from "recall" where "company_id" = ? and "patient_uuid" = ?`, params);
    return { erased: ['recalls'], kept: [] };
  }
}
