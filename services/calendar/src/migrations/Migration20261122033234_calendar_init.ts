import { Migration } from '@mikro-orm/migrations';

/** Appointments with their change log, and the planner's dated work times (exclusion constraints: no double booking). */

export class Migration20261122033234_calendar_init extends Migration {

  override name = 'Migration20261122033234_calendar_init';

  override up(): void | Promise<void> {
    this.addSql(`create table "appointment" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "room_uuid" uuid null, "patient_uuid" uuid not null, "practitioner_uuid" uuid null, "assistant_uuid" uuid null, "speciality_uuid" uuid null, "service_uuid" uuid null, "price" int null, "reason" varchar(20) not null default 'acute', "status" smallint not null default 1, "time_from" timestamptz null, "time_to" timestamptz null, "desired_date" date null, "comment" text null, primary key ("uuid"));`);
    this.addSql(`create index "appointment_company_id_index" on "appointment" ("company_id");`);
    this.addSql(`create index "appointment_company_time_index" on "appointment" ("company_id", "time_from");`);
    this.addSql(`create index "appointment_patient_index" on "appointment" ("patient_uuid");`);
    this.addSql(`create index "appointment_queue_index" on "appointment" ("branch_uuid", "desired_date") where "status" = 0 and "deleted_at" is null;`);
    this.addSql(`create index "appointment_branch_time_index" on "appointment" ("branch_uuid", "time_from", "time_to") where "deleted_at" is null;`);

    this.addSql(`create table "appointment_change" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "appointment_uuid" uuid not null, "action" varchar(20) not null, "changes" jsonb not null, "user_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "appointment_change_company_id_index" on "appointment_change" ("company_id");`);
    this.addSql(`create index "appointment_change_appointment_index" on "appointment_change" ("appointment_uuid", "created_at");`);

    this.addSql(`create table "work_time" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "room_uuid" uuid not null, "user_uuid" uuid not null, "time_from" timestamptz not null, "time_to" timestamptz not null, "comment" varchar(500) null, primary key ("uuid"));`);
    this.addSql(`create index "work_time_company_id_index" on "work_time" ("company_id");`);
    this.addSql(`create index "work_time_user_time_index" on "work_time" ("user_uuid", "time_from");`);
    this.addSql(`create index "work_time_branch_time_index" on "work_time" ("branch_uuid", "time_from") where "deleted_at" is null;`);

    this.addSql(`alter table "appointment" add constraint "appointment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_room_uuid_foreign" foreign key ("room_uuid") references "room" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_practitioner_uuid_foreign" foreign key ("practitioner_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_assistant_uuid_foreign" foreign key ("assistant_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_speciality_uuid_foreign" foreign key ("speciality_uuid") references "speciality" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_service_uuid_foreign" foreign key ("service_uuid") references "service" ("uuid") on delete restrict;`);
    this.addSql(`alter table "appointment" add constraint "appointment_status_range" check ("status" between 0 and 10);`);
    this.addSql(`alter table "appointment" add constraint "appointment_times_together" check (("time_from" is null) = ("time_to" is null));`);
    this.addSql(`alter table "appointment" add constraint "appointment_time_order" check ("time_from" is null or "time_to" is null or "time_from" < "time_to");`);
    this.addSql(`alter table "appointment" add constraint "appointment_practitioner_no_overlap" exclude using gist ("practitioner_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where ("status" <> 4 and "deleted_at" is null and "time_from" is not null and "time_to" is not null);`);
    this.addSql(`alter table "appointment" add constraint "appointment_room_no_overlap" exclude using gist ("room_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where ("status" <> 4 and "deleted_at" is null and "time_from" is not null and "time_to" is not null);`);

    this.addSql(`alter table "appointment_change" add constraint "appointment_change_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "appointment_change" add constraint "appointment_change_appointment_uuid_foreign" foreign key ("appointment_uuid") references "appointment" ("uuid") on delete cascade;`);
    this.addSql(`alter table "appointment_change" add constraint "appointment_change_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);

    this.addSql(`alter table "work_time" add constraint "work_time_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "work_time" add constraint "work_time_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
    this.addSql(`alter table "work_time" add constraint "work_time_room_uuid_foreign" foreign key ("room_uuid") references "room" ("uuid") on delete restrict;`);
    this.addSql(`alter table "work_time" add constraint "work_time_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "work_time" add constraint "work_time_time_order" check ("time_from" < "time_to");`);
    this.addSql(`alter table "work_time" add constraint "work_time_user_no_overlap" exclude using gist ("user_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where ("deleted_at" is null);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "appointment_change" drop constraint "appointment_change_appointment_uuid_foreign";`);

    this.addSql(`drop table if exists "appointment" cascade;`);
    this.addSql(`drop table if exists "appointment_change" cascade;`);
    this.addSql(`drop table if exists "work_time" cascade;`);
  }

}
