import { Migration } from '@mikro-orm/migrations';

/**
 * What the patients module publishes to the others, version 1 (services/patients/src/published.ts
 * lists the columns): a read-only view in the schema `patients_v1` with what a calendar, a card or
 * an invoice list shows of a patient and the inputs of their alerts. A change of its columns is a
 * new version beside this one, never an edit.
 */
export class Migration20261126151200_patients_published_v1 extends Migration {
  override name = 'Migration20261126151200_patients_published_v1';

  override up(): void {
    this.addSql(`create schema if not exists "patients_v1";`);
    this.addSql(`create view "patients_v1"."patient_ref" as
      select uuid, company_id, first_name, last_name, phone, personal_code, communication_language, medical_alert, insurance_expiration, flagged_answers, deleted_at
      from "patient";`);
  }

  override down(): void {
    this.addSql(`drop schema if exists "patients_v1" cascade;`);
  }
}
