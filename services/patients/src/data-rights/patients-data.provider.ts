import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PatientDataRegistry, patientRows, type PatientDataContext, type PatientDataProvider } from './patient-data.port.js';

/** Columns Postgres derives from others (search, sort): not the patient's data. */
const DERIVED = new Set(['search_text', 'sort_name']);

/**
 * The patients module's own data of a patient: the card, kinship (both sides), doctors and
 * helpers, questionnaire fills with their answers, the files' records (their bytes go in the ZIP
 * beside) and the consent records.
 */
@Injectable()
export class PatientsDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'patient';

  constructor(private readonly registry: PatientDataRegistry) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  async export(context: PatientDataContext): Promise<unknown> {
    const connection = context.em.getConnection();
    const [card] = await connection.execute<Record<string, unknown>[]>(`select * from "patient" where "company_id" = ? and "uuid" = ?`, [context.companyId, context.patientUuid]);
    const kinship = await connection.execute<Record<string, unknown>[]>(
      `select * from "patient_relationship" where "company_id" = ? and (? in ("patient_uuid", "relative_uuid")) order by "created_at", "uuid"`,
      [context.companyId, context.patientUuid],
    );
    const helpers = await connection.execute<{ user_uuid: string }[]>(`select "user_uuid" from "patient_helpers" where "patient_uuid" = ?`, [context.patientUuid]);
    const branches = await connection.execute<{ branch_uuid: string }[]>(`select "branch_uuid" from "patient_branches" where "patient_uuid" = ?`, [context.patientUuid]);
    return {
      details: card ? Object.fromEntries(Object.entries(card).filter(([key]) => !DERIVED.has(key))) : null,
      kinship,
      doctors: { doctor_uuid: card?.doctor_uuid ?? null, helper_uuids: helpers.map((row) => row.user_uuid) },
      branch_uuids: branches.map((row) => row.branch_uuid),
      questionnaires: await patientRows(context, 'patient_test'),
      files: await patientRows(context, 'patient_file'),
      consents: await patientRows(context, 'patient_consent_record'),
    };
  }
}
