import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { openPersonalCode } from '@dental/server-core';
import { FILE_STORAGE, type FileStorage } from '../files/storage/file-storage.js';
import {
  PatientDataRegistry,
  patientRows,
  runSql,
  type PatientDataContext,
  type PatientDataProvider,
  type PatientErasureContext,
  type PatientErasureOutcome,
} from './patient-data.port.js';

/** Columns derived from others (search, sort, the sealed code and its hashes): not the patient's data as such. */
const DERIVED = new Set(['search_text', 'sort_name', 'personal_code_sealed', 'personal_code_hash', 'personal_code_prefix_hash']);

/** The card's row as the patient reads it: the personal code opened, the derived columns left out. */
const detailsOf = (card: Record<string, unknown>) => ({
  ...Object.fromEntries(Object.entries(card).filter(([key]) => !DERIVED.has(key))),
  personal_code: openPersonalCode(card.personal_code_sealed as string | null),
});

/**
 * The patients module's own data of a patient: the card, kinship (both sides), doctors and
 * helpers, questionnaire fills with their answers, the files' records (their bytes go in the ZIP
 * beside) and the consent records.
 */
@Injectable()
export class PatientsDataProvider implements PatientDataProvider, OnModuleInit {
  readonly name = 'patient';

  constructor(
    private readonly registry: PatientDataRegistry,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

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
      details: card ? detailsOf(card) : null,
      kinship,
      doctors: { doctor_uuid: card?.doctor_uuid ?? null, helper_uuids: helpers.map((row) => row.user_uuid) },
      branch_uuids: branches.map((row) => row.branch_uuid),
      questionnaires: await patientRows(context, 'patient_test'),
      files: await patientRows(context, 'patient_file'),
      consents: await patientRows(context, 'patient_consent_record'),
    };
  }

  /**
   * The card keeps only its uuid, links to staff and branches and the consent records (proof of
   * consent, no personal value); names become "Erased patient <label>", every other personal field
   * is emptied, kinship and files are deleted (the files' bytes too, after the commit), the audit
   * rows keep who and when but lose the values they recorded, and an export's ZIP not yet downloaded
   * is removed. The questionnaires (and the card's flagged answers) are medical record: kept.
   */
  async erase(context: PatientErasureContext): Promise<PatientErasureOutcome> {
    const { companyId, patientUuid, now } = context;
    await runSql(
      context,
      `update "patient" set "first_name" = 'Erased patient', "last_name" = ?, "client_card" = null, "personal_code_sealed" = null, "personal_code_hash" = null, "personal_code_prefix_hash" = null, "personal_code_shared" = false,
        "phone" = null, "phone2" = null, "email" = null, "gender" = 0, "address" = null, "description" = null, "job" = null, "comment" = null, "dob" = null,
        "country" = null, "workplace" = null, "workplace_title" = null, "workplace_notes" = null, "document_type" = null, "document_number" = null,
        "document_country" = null, "document_date" = null, "document_expiration" = null, "insurance" = null, "insurance_number" = null,
        "insurance_expiration" = null, "insurance_notes" = null, "medical_alert" = null, "communication_sms" = false, "communication_sms_ad" = false,
        "communication_email" = false, "communication_email_ad" = false, "erased_at" = ?, "updated_at" = ?, "version" = "version" + 1
       where "company_id" = ? and "uuid" = ?`,
      [context.label, now, now, companyId, patientUuid],
    );
    await runSql(context, `delete from "patient_relationship" where "company_id" = ? and ? in ("patient_uuid", "relative_uuid")`, [companyId, patientUuid]);
    const files = await context.em.getConnection().execute<{ storage_key: string }[]>(
      `delete from "patient_file" where "company_id" = ? and "patient_uuid" = ? returning "storage_key"`,
      [companyId, patientUuid],
      'all',
      context.em.getTransactionContext(),
    );
    const zips = await context.em.getConnection().execute<{ storage_key: string }[]>(
      `update "patient_data_export" x set "storage_key" = null, "version" = x."version" + 1 from (select "uuid", "storage_key" from "patient_data_export" where "company_id" = ? and "patient_uuid" = ? and "storage_key" is not null for update) old where x."uuid" = old."uuid" returning old."storage_key"`,
      [companyId, patientUuid],
      'all',
      context.em.getTransactionContext(),
    );
    for (const { storage_key: key } of [...files, ...zips]) context.afterCommit(() => this.storage.remove(key));
    await runSql(context, `update "patient_audit" set "details" = null where "company_id" = ? and "patient_uuid" = ? and "details" is not null`, [companyId, patientUuid]);
    return {
      erased: ['names', 'personal_code', 'contacts', 'address', 'notes', 'documents', 'insurance', 'kinship', 'files', 'audit_values', 'exports'],
      kept: [{ what: 'questionnaires', until: null, law: 'medical_records' }],
    };
  }

  /** After the medical record's period: the questionnaire fills and the answers flagged on the card. */
  async eraseRetained(context: PatientErasureContext): Promise<void> {
    await runSql(context, `delete from "patient_test" where "company_id" = ? and "patient_uuid" = ?`, [context.companyId, context.patientUuid]);
    await runSql(context, `update "patient" set "flagged_answers" = '[]', "version" = "version" + 1 where "company_id" = ? and "uuid" = ?`, [context.companyId, context.patientUuid]);
  }
}
