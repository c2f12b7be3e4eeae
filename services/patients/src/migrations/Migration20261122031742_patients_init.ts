import { Migration } from '@mikro-orm/migrations';

/**
 * Patients: the card (with its stored, accent-folded search text under a pg_trgm GIN index), kinship
 * links, helpers and branches, files, and the audit trail. pg_trgm ships with Postgres (contrib);
 * the fold itself needs no extension (translate/lower), so any Postgres 12+ with contrib works.
 */

export class Migration20261122031742_patients_init extends Migration {

  override name = 'Migration20261122031742_patients_init';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "patient_audit" ("uuid" uuid not null default gen_random_uuid(), "company_id" int not null, "patient_uuid" uuid null, "actor_uuid" uuid null, "action" varchar(20) not null, "resource" varchar(30) not null, "request_id" varchar(100) null, "ip" varchar(64) null, "details" jsonb null, "created_at" timestamptz not null default now(), primary key ("uuid"));`);
    this.addSql(`create index "patient_audit_company_id_created_at_index" on "patient_audit" ("company_id", "created_at");`);
    this.addSql(`create index "patient_audit_patient_uuid_created_at_index" on "patient_audit" ("patient_uuid", "created_at");`);

    this.addSql(`create table "patient" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "client_card" varchar(50) null, "personal_code" varchar(20) null, "phone" varchar(30) null, "phone2" varchar(30) null, "email" varchar(200) null, "gender" smallint not null default 0, "address" varchar(500) null, "description" text null, "status" smallint not null default 1, "doctor_uuid" uuid null, "insurance" varchar(200) null, "job" varchar(200) null, "comment" text null, "dob" date null, "country" varchar(100) null, "workplace" varchar(200) null, "workplace_title" varchar(200) null, "workplace_notes" text null, "document_type" smallint null, "document_number" varchar(50) null, "document_country" varchar(100) null, "document_date" date null, "document_expiration" date null, "insurance_number" varchar(100) null, "insurance_expiration" date null, "insurance_notes" text null, "communication_language" varchar(2) not null default 'lv', "communication_sms" boolean not null default true, "communication_sms_ad" boolean not null default false, "communication_email" boolean not null default true, "communication_email_ad" boolean not null default false, "search_text" text generated always as (translate(lower("first_name" || ' ' || "last_name" || ' ' || coalesce("client_card", '') || ' ' || coalesce("personal_code", '') || ' ' || coalesce("email", '')), 'āàáâãäåąčćçďđēèéêëėęěģğīìíîïįķļłľĺņńňñōòóôõöőŗřŕšśşßťţūùúûüůűųýÿžźżĀÀÁÂÃÄÅĄČĆÇĎĐĒÈÉÊËĖĘĚĢĞĪÌÍÎÏĮĶĻŁĽĹŅŃŇÑŌÒÓÔÕÖŐŖŘŔŠŚŞßŤŢŪÙÚÛÜŮŰŲÝŸŽŹŻ', 'aaaaaaaacccddeeeeeeeeggiiiiiikllllnnnnooooooorrrssssttuuuuuuuuyyzzzaaaaaaaacccddeeeeeeeeggiiiiiikllllnnnnooooooorrrssssttuuuuuuuuyyzzz') || ' ' || regexp_replace(coalesce("personal_code", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce("phone2", ''), '[^0-9]', '', 'g')) stored null, "sort_name" text generated always as (translate(lower("last_name" || ' ' || "first_name"), 'āàáâãäåąčćçďđēèéêëėęěģğīìíîïįķļłľĺņńňñōòóôõöőŗřŕšśşßťţūùúûüůűųýÿžźżĀÀÁÂÃÄÅĄČĆÇĎĐĒÈÉÊËĖĘĚĢĞĪÌÍÎÏĮĶĻŁĽĹŅŃŇÑŌÒÓÔÕÖŐŖŘŔŠŚŞßŤŢŪÙÚÛÜŮŰŲÝŸŽŹŻ', 'aaaaaaaacccddeeeeeeeeggiiiiiikllllnnnnooooooorrrssssttuuuuuuuuyyzzzaaaaaaaacccddeeeeeeeeggiiiiiikllllnnnnooooooorrrssssttuuuuuuuuyyzzz')) stored null, primary key ("uuid"));`);
    this.addSql(`create index "patient_company_id_index" on "patient" ("company_id");`);
    this.addSql(`create index "patient_doctor_uuid_index" on "patient" ("doctor_uuid");`);
    this.addSql(`create index "patient_company_dob_index" on "patient" ("company_id", "dob");`);
    this.addSql(`create index "patient_company_personal_code_index" on "patient" ("company_id", "personal_code");`);
    this.addSql(`create index "patient_company_sort_name_index" on "patient" ("company_id", "sort_name", "uuid") where "deleted_at" is null;`);
    this.addSql(`create index "patient_search_text_trgm" on "patient" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`);

    this.addSql(`create table "patient_relationship" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "relative_uuid" uuid not null, "type" smallint not null, primary key ("uuid"));`);
    this.addSql(`create index "patient_relationship_company_id_index" on "patient_relationship" ("company_id");`);
    this.addSql(`create index "patient_relationship_patient_uuid_index" on "patient_relationship" ("patient_uuid");`);
    this.addSql(`create index "patient_relationship_relative_uuid_index" on "patient_relationship" ("relative_uuid");`);
    this.addSql(`create unique index "patient_relationship_pair_unique" on "patient_relationship" (least("patient_uuid", "relative_uuid"), greatest("patient_uuid", "relative_uuid")) where "deleted_at" is null;`);

    this.addSql(`create table "patient_file" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "section" varchar(20) not null, "name" varchar(255) not null, "content_type" varchar(100) not null, "size" bigint not null, "sha256" varchar(64) not null, "storage_key" varchar(300) not null, "uploaded_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "patient_file_company_id_index" on "patient_file" ("company_id");`);
    this.addSql(`create index "patient_file_patient_uuid_section_created_at_index" on "patient_file" ("patient_uuid", "section", "created_at");`);

    this.addSql(`create table "patient_helpers" ("patient_uuid" uuid not null, "user_uuid" uuid not null, primary key ("patient_uuid", "user_uuid"));`);

    this.addSql(`create table "patient_branches" ("patient_uuid" uuid not null, "branch_uuid" uuid not null, primary key ("patient_uuid", "branch_uuid"));`);

    this.addSql(`alter table "patient" add constraint "patient_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "patient" add constraint "patient_doctor_uuid_foreign" foreign key ("doctor_uuid") references "user" ("uuid") on delete set null;`);

    this.addSql(`alter table "patient_relationship" add constraint "patient_relationship_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "patient_relationship" add constraint "patient_relationship_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete cascade;`);
    this.addSql(`alter table "patient_relationship" add constraint "patient_relationship_relative_uuid_foreign" foreign key ("relative_uuid") references "patient" ("uuid") on delete cascade;`);

    this.addSql(`alter table "patient_file" add constraint "patient_file_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "patient_file" add constraint "patient_file_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete cascade;`);
    this.addSql(`alter table "patient_file" add constraint "patient_file_uploaded_by_uuid_foreign" foreign key ("uploaded_by_uuid") references "user" ("uuid") on delete set null;`);

    this.addSql(`alter table "patient_helpers" add constraint "patient_helpers_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on update cascade on delete cascade;`);
    this.addSql(`alter table "patient_helpers" add constraint "patient_helpers_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on update cascade on delete cascade;`);

    this.addSql(`alter table "patient_branches" add constraint "patient_branches_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on update cascade on delete cascade;`);
    this.addSql(`alter table "patient_branches" add constraint "patient_branches_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "patient_relationship" drop constraint "patient_relationship_patient_uuid_foreign";`);
    this.addSql(`alter table "patient_relationship" drop constraint "patient_relationship_relative_uuid_foreign";`);
    this.addSql(`alter table "patient_file" drop constraint "patient_file_patient_uuid_foreign";`);
    this.addSql(`alter table "patient_helpers" drop constraint "patient_helpers_patient_uuid_foreign";`);
    this.addSql(`alter table "patient_branches" drop constraint "patient_branches_patient_uuid_foreign";`);

    this.addSql(`drop table if exists "patient_audit" cascade;`);
    this.addSql(`drop table if exists "patient" cascade;`);
    this.addSql(`drop table if exists "patient_relationship" cascade;`);
    this.addSql(`drop table if exists "patient_file" cascade;`);
    this.addSql(`drop table if exists "patient_helpers" cascade;`);
    this.addSql(`drop table if exists "patient_branches" cascade;`);
  }

}
