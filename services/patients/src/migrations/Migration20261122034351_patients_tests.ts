import { Migration } from '@mikro-orm/migrations';

/** Questionnaire fills of patients (answers snapshot, approval), against the settings module's questionnaires. */

export class Migration20261122034351_patients_tests extends Migration {

  override name = 'Migration20261122034351_patients_tests';

  override up(): void | Promise<void> {
    this.addSql(`create table "patient_test" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "questionnaire_uuid" uuid not null, "answers" jsonb not null, "comment" text null, "filled_by_uuid" uuid null, "approved_by_uuid" uuid null, "approved_at" timestamptz null, primary key ("uuid"));`);
    this.addSql(`create index "patient_test_company_id_index" on "patient_test" ("company_id");`);
    this.addSql(`create index "patient_test_patient_uuid_created_at_index" on "patient_test" ("patient_uuid", "created_at");`);

    this.addSql(`alter table "patient_test" add constraint "patient_test_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "patient_test" add constraint "patient_test_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete cascade;`);
    this.addSql(`alter table "patient_test" add constraint "patient_test_questionnaire_uuid_foreign" foreign key ("questionnaire_uuid") references "questionnaire" ("uuid") on delete restrict;`);
    this.addSql(`alter table "patient_test" add constraint "patient_test_filled_by_uuid_foreign" foreign key ("filled_by_uuid") references "user" ("uuid") on delete set null;`);
    this.addSql(`alter table "patient_test" add constraint "patient_test_approved_by_uuid_foreign" foreign key ("approved_by_uuid") references "user" ("uuid") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "patient_test" cascade;`);
  }

}
