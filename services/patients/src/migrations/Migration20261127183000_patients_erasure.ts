import { Migration } from '@mikro-orm/migrations';

/**
 * Erasure of a patient (issue 28): the card's erased mark (it locks the card), the record of each
 * erasure with its per-company number, and each company's retention periods.
 */
export class Migration20261127183000_patients_erasure extends Migration {
  override name = 'Migration20261127183000_patients_erasure';

  override up(): void {
    this.addSql(`alter table "patient" add column "erased_at" timestamptz null;`);
    this.addSql(`create table "patient_erasure" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "year" smallint not null, "number" int not null, "label" varchar(20) not null, "reason" text not null, "erased_by" uuid null, "erased_at" timestamptz not null, "medical_kept_until" timestamptz not null, "medical_erased_at" timestamptz null, "outcome" jsonb not null, primary key ("uuid"));`);
    this.addSql(`create index "patient_erasure_company_id_index" on "patient_erasure" ("company_id");`);
    this.addSql(`create index "patient_erasure_medical_kept_until_index" on "patient_erasure" ("medical_kept_until");`);
    this.addSql(`alter table "patient_erasure" add constraint "patient_erasure_company_id_year_number_unique" unique ("company_id", "year", "number");`);
    this.addSql(`alter table "patient_erasure" add constraint "patient_erasure_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`create table "patient_retention_setting" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "medical_record_years" smallint not null, "accounting_years" smallint not null, primary key ("uuid"));`);
    this.addSql(`create unique index "patient_retention_setting_company_id_index" on "patient_retention_setting" ("company_id");`);
    this.addSql(`alter table "patient_retention_setting" add constraint "patient_retention_setting_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "patient_retention_setting" cascade;`);
    this.addSql(`drop table if exists "patient_erasure" cascade;`);
    this.addSql(`alter table "patient" drop column "erased_at";`);
  }
}
