import { Migration } from '@mikro-orm/migrations';

/**
 * Consent forms (issue 29): the company's templates, each patient's forms and their withdrawals.
 * A signed form is immutable: the trigger refuses any change of what was signed (the text, the
 * signatures, the time, the device, the hashes, the PDF); only a merge moving it to the kept card
 * (patient_uuid) or the bookkeeping columns may change. Patients, users, services and plans are
 * named by uuid, without foreign keys to other modules' tables.
 */
export class Migration20261127175200_consent_forms extends Migration {
  override name = 'Migration20261127175200_consent_forms';

  override up(): void {
    const base = `"uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null`;
    this.addSql(`create table "consent_form_template" (${base}, "name" varchar(200) not null, "text" jsonb not null, "service_uuids" uuid[] not null default '{}', primary key ("uuid"));`);
    this.addSql(`create index "consent_form_template_company_id_index" on "consent_form_template" ("company_id");`);

    this.addSql(`create table "consent_form" (${base}, "patient_uuid" uuid not null, "template_uuid" uuid not null, "template_name" varchar(200) not null,
      "plan_uuid" uuid null, "language" varchar(2) not null, "text" text not null, "created_by_uuid" uuid null, "signed_at" timestamptz null,
      "signer_name" varchar(200) null, "representative_name" varchar(200) null, "representative_relation" varchar(100) null,
      "patient_signature" text null, "staff_signature" text null, "signed_by_uuid" uuid null, "device" varchar(500) null,
      "content_sha256" varchar(64) null, "pdf" bytea null, "pdf_sha256" varchar(64) null, "document_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "consent_form_company_id_index" on "consent_form" ("company_id");`);
    this.addSql(`create index "consent_form_patient_index" on "consent_form" ("patient_uuid", "created_at");`);
    this.addSql(`create index "consent_form_template_uuid_index" on "consent_form" ("template_uuid");`);

    this.addSql(`create table "consent_form_withdrawal" (${base}, "form_uuid" uuid not null, "withdrawn_at" timestamptz not null, "withdrawn_by_uuid" uuid null, "reason" text null, primary key ("uuid"));`);
    this.addSql(`create index "consent_form_withdrawal_company_id_index" on "consent_form_withdrawal" ("company_id");`);
    this.addSql(`alter table "consent_form_withdrawal" add constraint "consent_form_withdrawal_form_unique" unique ("form_uuid");`);

    for (const table of ['consent_form_template', 'consent_form', 'consent_form_withdrawal']) {
      this.addSql(`alter table "${table}" add constraint "${table}_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    }
    this.addSql(`alter table "consent_form" add constraint "consent_form_template_uuid_foreign" foreign key ("template_uuid") references "consent_form_template" ("uuid") on delete restrict;`);
    this.addSql(`alter table "consent_form_withdrawal" add constraint "consent_form_withdrawal_form_uuid_foreign" foreign key ("form_uuid") references "consent_form" ("uuid") on delete restrict;`);

    this.addSql(`create function "consent_form_signed_is_final"() returns trigger language plpgsql as $$
      begin
        if old."signed_at" is not null and (
          new."text", new."language", new."template_uuid", new."plan_uuid", new."signed_at", new."signer_name", new."representative_name",
          new."representative_relation", new."patient_signature", new."staff_signature", new."signed_by_uuid", new."device",
          new."content_sha256", new."pdf", new."pdf_sha256", new."document_uuid", new."deleted_at"
        ) is distinct from (
          old."text", old."language", old."template_uuid", old."plan_uuid", old."signed_at", old."signer_name", old."representative_name",
          old."representative_relation", old."patient_signature", old."staff_signature", old."signed_by_uuid", old."device",
          old."content_sha256", old."pdf", old."pdf_sha256", old."document_uuid", old."deleted_at"
        ) then
          raise exception 'consent form % is signed and cannot change', old."uuid" using errcode = 'check_violation';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "consent_form_signed_is_final" before update on "consent_form" for each row execute function "consent_form_signed_is_final"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "consent_form_withdrawal";`);
    this.addSql(`drop table if exists "consent_form";`);
    this.addSql(`drop function if exists "consent_form_signed_is_final"();`);
    this.addSql(`drop table if exists "consent_form_template";`);
  }
}
