import { Migration } from '@mikro-orm/migrations';

/** A patient's data exports (issue 28): each job's state and its ZIP until downloaded once. */
export class Migration20261127181500_patients_data_exports extends Migration {
  override name = 'Migration20261127181500_patients_data_exports';

  override up(): void {
    this.addSql(`create table "patient_data_export" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "requested_by" uuid null, "state" varchar(10) not null default 'queued', "progress" smallint not null default 0, "storage_key" varchar(300) null, "failure" text null, "finished_at" timestamptz null, "expires_at" timestamptz null, "downloaded_at" timestamptz null, primary key ("uuid"));`);
    this.addSql(`create index "patient_data_export_company_id_index" on "patient_data_export" ("company_id");`);
    this.addSql(`create index "patient_data_export_patient_uuid_created_at_index" on "patient_data_export" ("patient_uuid", "created_at");`);
    this.addSql(`alter table "patient_data_export" add constraint "patient_data_export_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "patient_data_export" cascade;`);
  }
}
