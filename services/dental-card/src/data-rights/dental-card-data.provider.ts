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

/** A patient's tooth map: every record of its log (invalidated ones too), the tooth types set, the treatment plans. */
@Injectable()
export class DentalCardDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'tooth_map';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async export(context: PatientDataContext): Promise<unknown> {
    return {
      items: await patientRows(context, 'tooth_map_item'),
      tooth_types: await patientRows(context, 'tooth_type_entry'),
      plans: await patientRows(context, 'treatment_plan'),
    };
  }

  /** The tooth map and plans are the medical record: kept, until the retention job erases them. */
  erase(): Promise<PatientErasureOutcome> {
    return Promise.resolve({ erased: [], kept: [{ what: 'tooth_map', until: null, law: 'medical_records' }, { what: 'treatment_plans', until: null, law: 'medical_records' }] });
  }

  async eraseRetained(context: PatientErasureContext): Promise<void> {
    const params = [context.companyId, context.patientUuid];
    await runSql(context, `delete from "tooth_map_item" where "company_id" = ? and "patient_uuid" = ?`, params);
    await runSql(context, `delete from "tooth_type_entry" where "company_id" = ? and "patient_uuid" = ?`, params);
    await runSql(context, `delete from "treatment_plan" where "company_id" = ? and "patient_uuid" = ?`, params);
  }
}
