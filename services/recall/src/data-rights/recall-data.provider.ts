import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientDataRegistry, patientRows, type PatientDataContext, type PatientDataProvider } from '@dental/patients';

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
}
