import { Migration } from '@mikro-orm/migrations';

/**
 * One more view the patients module publishes (services/patients/src/published.ts): how a patient
 * may be reached, with their consent per channel (`communication_sms|email`, and `_ad` for
 * marketing), which the messages module reads before sending; `patient_ref` keeps its columns.
 */
export class Migration20261201182100_patients_contact_v1 extends Migration {
  override name = 'Migration20261201182100_patients_contact_v1';

  override up(): void {
    this.addSql(`create view "patients_v1"."patient_contact" as
      select uuid, company_id, first_name, phone, email, communication_language, communication_sms, communication_sms_ad,
        communication_email, communication_email_ad, deleted_at
      from "patient";`);
  }

  override down(): void {
    this.addSql(`drop view if exists "patients_v1"."patient_contact";`);
  }
}
