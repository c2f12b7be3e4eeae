import { Migration } from '@mikro-orm/migrations';

/**
 * Clinical notes and note templates (issue 25). No foreign key leaves the module: the patient,
 * the visit and the people are other modules' records, named by uuid; a note's procedure and the
 * note an addendum adds to are this module's own rows.
 */
export class Migration20261127180300_dental_card_notes extends Migration {
  override name = 'Migration20261127180300_dental_card_notes';

  override up(): void | Promise<void> {
    this.addSql(`create table "clinical_note" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "patient_uuid" uuid not null, "appointment_uuid" uuid null, "item_uuid" uuid null, "addendum_to" uuid null, "text" text not null,
      "author_uuid" uuid null, "signed_at" timestamptz null, "signed_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "clinical_note_company_id_index" on "clinical_note" ("company_id");`);
    this.addSql(`create index "clinical_note_patient_index" on "clinical_note" ("patient_uuid", "created_at");`);
    this.addSql(`create index "clinical_note_appointment_index" on "clinical_note" ("appointment_uuid");`);
    this.addSql(`alter table "clinical_note" add constraint "clinical_note_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "clinical_note" add constraint "clinical_note_item_uuid_foreign" foreign key ("item_uuid") references "tooth_map_item" ("uuid") on delete restrict;`);
    this.addSql(`alter table "clinical_note" add constraint "clinical_note_addendum_to_foreign" foreign key ("addendum_to") references "clinical_note" ("uuid") on delete restrict;`);

    this.addSql(`create table "note_template" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "name" varchar(100) not null, "text" text not null, primary key ("uuid"));`);
    this.addSql(`create index "note_template_company_id_index" on "note_template" ("company_id");`);
    this.addSql(`alter table "note_template" add constraint "note_template_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "clinical_note";`);
    this.addSql(`drop table if exists "note_template";`);
  }
}
