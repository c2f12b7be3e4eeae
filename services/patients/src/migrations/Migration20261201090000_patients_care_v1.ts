import { Migration } from '@mikro-orm/migrations';

/**
 * Two more views the patients module publishes (services/patients/src/published.ts), beside
 * `patient_ref`, whose columns stay as published: each card's own doctor (`patient_doctor`, one row
 * per card that has one) and the branches a card belongs to (`patient_branch`), so another module
 * (the recall list) filters patients by doctor and branch as the patients list itself does.
 */
export class Migration20261201090000_patients_care_v1 extends Migration {
  override name = 'Migration20261201090000_patients_care_v1';

  override up(): void {
    this.addSql(`create view "patients_v1"."patient_doctor" as
      select uuid as patient_uuid, company_id, doctor_uuid from "patient" where doctor_uuid is not null;`);
    this.addSql(`create view "patients_v1"."patient_branch" as
      select pb.patient_uuid, p.company_id, pb.branch_uuid from "patient_branches" pb join "patient" p on p.uuid = pb.patient_uuid;`);
  }

  override down(): void {
    this.addSql(`drop view if exists "patients_v1"."patient_branch";`);
    this.addSql(`drop view if exists "patients_v1"."patient_doctor";`);
  }
}
