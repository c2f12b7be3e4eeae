import { Migration } from '@mikro-orm/migrations';

/** The dental card: the items log, tooth types log and treatment plans (issue 12). */
export class Migration20261123233000_dental_card_init extends Migration {
  override name = 'Migration20261123233000_dental_card_init';

  override up(): void | Promise<void> {
    const base = `"uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null`;
    this.addSql(`create table "treatment_plan" (${base}, "patient_uuid" uuid not null, "name" varchar(200) not null, "comment" text null, "status" varchar(10) not null default 'draft', "phases" jsonb not null, "approved_at" timestamptz null, "approved_by_uuid" uuid null, "signature" text null, "closed_at" timestamptz null, "copied_from_uuid" uuid null, "created_by_uuid" uuid null, primary key ("uuid"), constraint "treatment_plan_status_values" check ("status" in ('draft', 'approved', 'closed')));`);
    this.addSql(`create index "treatment_plan_company_id_index" on "treatment_plan" ("company_id");`);
    this.addSql(`create index "treatment_plan_patient_index" on "treatment_plan" ("patient_uuid", "created_at");`);

    this.addSql(`create table "tooth_map_item" (${base}, "patient_uuid" uuid not null, "tooth" smallint null, "jaw" varchar(5) null, "surfaces" jsonb not null, "status_uuid" uuid not null, "stage" varchar(10) not null, "service_uuid" uuid null, "plan_uuid" uuid null, "price" int null, "price_frozen" boolean not null default false, "insurance" int null, "comment" text null, "diagnosed_at" timestamptz not null, "planned_at" timestamptz null, "treated_at" timestamptz null, "appointment_uuid" uuid null, "practitioner_uuid" uuid null, "created_by_uuid" uuid null, "invalidated_at" timestamptz null, "invalidation_reason" varchar(500) null, "invalidated_by_uuid" uuid null, primary key ("uuid"), constraint "tooth_map_item_stage_values" check ("stage" in ('diagnosed', 'planned', 'treated', 'existing')), constraint "tooth_map_item_target" check (("tooth" is null) <> ("jaw" is null)), constraint "tooth_map_item_treated_has_appointment" check (("stage" <> 'treated') or ("appointment_uuid" is not null and "treated_at" is not null)));`);
    this.addSql(`create index "tooth_map_item_company_id_index" on "tooth_map_item" ("company_id");`);
    this.addSql(`create index "tooth_map_item_patient_index" on "tooth_map_item" ("patient_uuid", "diagnosed_at");`);
    this.addSql(`create index "tooth_map_item_appointment_index" on "tooth_map_item" ("appointment_uuid");`);
    this.addSql(`create index "tooth_map_item_plan_index" on "tooth_map_item" ("plan_uuid");`);

    this.addSql(`create table "tooth_type_entry" (${base}, "patient_uuid" uuid not null, "tooth" smallint not null, "type" smallint not null, "entry_version" int not null, "set_at" timestamptz not null, "set_by_uuid" uuid null, primary key ("uuid"), constraint "tooth_type_entry_type_values" check ("type" between 1 and 5));`);
    this.addSql(`create index "tooth_type_entry_company_id_index" on "tooth_type_entry" ("company_id");`);
    this.addSql(`create index "tooth_type_entry_patient_index" on "tooth_type_entry" ("patient_uuid", "tooth", "set_at");`);
    this.addSql(`create unique index "tooth_type_entry_version_unique" on "tooth_type_entry" ("patient_uuid", "tooth", "entry_version");`);

    const fk = (table: string, column: string, target: string, key = 'uuid') =>
      this.addSql(`alter table "${table}" add constraint "${table}_${column}_foreign" foreign key ("${column}") references "${target}" ("${key}") on delete restrict;`);
    for (const table of ['treatment_plan', 'tooth_map_item', 'tooth_type_entry']) {
      fk(table, 'company_id', 'company', 'id');
      fk(table, 'patient_uuid', 'patient');
    }
    fk('treatment_plan', 'approved_by_uuid', 'user');
    fk('treatment_plan', 'copied_from_uuid', 'treatment_plan');
    fk('treatment_plan', 'created_by_uuid', 'user');
    fk('tooth_map_item', 'status_uuid', 'tooth_status');
    fk('tooth_map_item', 'service_uuid', 'service');
    fk('tooth_map_item', 'plan_uuid', 'treatment_plan');
    fk('tooth_map_item', 'appointment_uuid', 'appointment');
    fk('tooth_map_item', 'practitioner_uuid', 'user');
    fk('tooth_map_item', 'created_by_uuid', 'user');
    fk('tooth_map_item', 'invalidated_by_uuid', 'user');
    fk('tooth_type_entry', 'set_by_uuid', 'user');
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "tooth_type_entry" cascade;`);
    this.addSql(`drop table if exists "tooth_map_item" cascade;`);
    this.addSql(`drop table if exists "treatment_plan" cascade;`);
  }
}
