import { Migration } from '@mikro-orm/migrations';

/**
 * Consent records (issue 28): the history of each consent a patient gave or withdrew; the
 * patient's `communication_*` flags stay the current state.
 */
export class Migration20261127174700_patients_consent_records extends Migration {
  override name = 'Migration20261127174700_patients_consent_records';

  override up(): void {
    this.addSql(`create table "patient_consent_record" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "purpose" varchar(30) not null, "channel" varchar(10) null, "state" varchar(10) not null, "recorded_at" timestamptz not null, "recorded_by_uuid" uuid null, "method" varchar(10) null, "text_version" varchar(50) null, primary key ("uuid"));`);
    this.addSql(`create index "patient_consent_record_company_id_index" on "patient_consent_record" ("company_id");`);
    this.addSql(`create index "patient_consent_record_patient_uuid_purpose_recorded_at_index" on "patient_consent_record" ("patient_uuid", "purpose", "recorded_at");`);
    this.addSql(`alter table "patient_consent_record" add constraint "patient_consent_record_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "patient_consent_record" add constraint "patient_consent_record_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete cascade;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "patient_consent_record" cascade;`);
  }
}
