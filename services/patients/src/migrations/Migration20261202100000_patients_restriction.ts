import { Migration } from '@mikro-orm/migrations';

/**
 * A patient's restriction of processing (issue 28): when and why, on the card; and one more view
 * the patients module publishes (services/patients/src/published.ts), `patient_restriction`, so the
 * messages module sends nothing to a restricted (or erased) patient without reading the patients' tables.
 */
export class Migration20261202100000_patients_restriction extends Migration {
  override name = 'Migration20261202100000_patients_restriction';

  override up(): void {
    this.addSql(`alter table "patient" add column "restricted_at" timestamptz null, add column "restriction_reason" text null;`);
    this.addSql(`create view "patients_v1"."patient_restriction" as select uuid, company_id, restricted_at, erased_at from "patient" where restricted_at is not null or erased_at is not null;`);
  }

  override down(): void {
    this.addSql(`drop view if exists "patients_v1"."patient_restriction";`);
    this.addSql(`alter table "patient" drop column "restricted_at", drop column "restriction_reason";`);
  }
}
