import { Migration } from '@mikro-orm/migrations';

/**
 * A personal code identifies one person in a company (docs/decisions.md, "Patients API"): one live
 * card per code, guaranteed by a unique partial index. Cards that already share a code keep it: the
 * earliest live card of each code holds it, the later ones are flagged `personal_code_shared`
 * (outside the index) and listed for merge (GET /api/patients/shared-codes), so data that breaks
 * the rule never breaks the migration.
 */
export class Migration20261126100000_patients_personal_code_unique extends Migration {

  override name = 'Migration20261126100000_patients_personal_code_unique';

  override up(): void | Promise<void> {
    this.addSql(`alter table "patient" add column "personal_code_shared" boolean not null default false;`);
    this.addSql(`update "patient" p set "personal_code_shared" = true from (
      select "uuid", row_number() over (partition by "company_id", "personal_code" order by "created_at", "uuid") as "n"
      from "patient" where "deleted_at" is null and "personal_code" is not null) d
      where d."uuid" = p."uuid" and d."n" > 1;`);
    this.addSql(`create unique index "patient_company_personal_code_unique" on "patient" ("company_id", "personal_code") where "deleted_at" is null and "personal_code" is not null and not "personal_code_shared";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "patient_company_personal_code_unique";`);
    this.addSql(`alter table "patient" drop column "personal_code_shared";`);
  }

}
