import { Migration } from '@mikro-orm/migrations';

/** The periodontal chart (issue 29): one row per exam, its sites and teeth as JSON lists. */
export class Migration20261127174900_dental_card_perio extends Migration {
  override name = 'Migration20261127174900_dental_card_perio';

  override up(): void | Promise<void> {
    this.addSql(`create table "perio_exam" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "note" text null, "sites" jsonb not null, "teeth" jsonb not null, "signed_off_at" timestamptz null, "signed_off_by_uuid" uuid null, "created_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "perio_exam_company_id_index" on "perio_exam" ("company_id");`);
    this.addSql(`create index "perio_exam_patient_index" on "perio_exam" ("patient_uuid", "created_at");`);
    this.addSql(`alter table "perio_exam" add constraint "perio_exam_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "perio_exam" cascade;`);
  }
}
