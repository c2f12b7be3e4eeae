import { Migration } from '@mikro-orm/migrations';

/** Working hours, holidays, users' schedules and settings, the services/products catalogue, tooth statuses, questionnaires. */

export class Migration20261122032405_settings_catalogue extends Migration {

  override name = 'Migration20261122032405_settings_catalogue';

  override up(): void | Promise<void> {
    this.addSql(`create table "catalogue_category" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "type" smallint not null, "name" varchar(200) not null, "description" varchar(1000) null, "color" varchar(7) null, "sort_order" int not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "catalogue_category_company_id_index" on "catalogue_category" ("company_id");`);
    this.addSql(`create index "catalogue_category_type_index" on "catalogue_category" ("type");`);

    this.addSql(`create table "branch_working_hours" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "days" jsonb not null, primary key ("uuid"));`);
    this.addSql(`create index "branch_working_hours_company_id_index" on "branch_working_hours" ("company_id");`);
    this.addSql(`alter table "branch_working_hours" add constraint "branch_working_hours_branch_unique" unique ("branch_uuid");`);

    this.addSql(`create table "branch_holiday" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "date_from" date not null, "date_to" date not null, "comment" varchar(500) null, "type" smallint not null, "repeat_type" varchar(10) not null default 'none', "repeat_after" smallint not null default 1, "weekdays" jsonb null, primary key ("uuid"));`);
    this.addSql(`create index "branch_holiday_company_id_index" on "branch_holiday" ("company_id");`);
    this.addSql(`create index "branch_holiday_branch_uuid_index" on "branch_holiday" ("branch_uuid");`);

    this.addSql(`create table "product" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "category_uuid" uuid not null, "name" varchar(300) not null, "sku" varchar(50) not null, "time" int not null default 0, "price" int not null, "vat_category" varchar(10) not null, "unit" varchar(5) not null, primary key ("uuid"));`);
    this.addSql(`create index "product_company_id_index" on "product" ("company_id");`);
    this.addSql(`create index "product_category_uuid_index" on "product" ("category_uuid");`);
    this.addSql(`create unique index "product_company_sku_unique" on "product" ("company_id", "sku") where "deleted_at" is null;`);

    this.addSql(`create table "questionnaire" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(200) not null, "regularity" smallint not null, "template" text null, primary key ("uuid"));`);
    this.addSql(`create index "questionnaire_company_id_index" on "questionnaire" ("company_id");`);

    this.addSql(`create table "question" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "questionnaire_uuid" uuid not null, "name" varchar(500) not null, "test_type" smallint not null, "test_value" jsonb null, "comment" varchar(1000) null, "trigger" varchar(200) null, "icon" varchar(50) null, "sort_order" int not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "question_company_id_index" on "question" ("company_id");`);
    this.addSql(`create index "question_questionnaire_uuid_index" on "question" ("questionnaire_uuid");`);

    this.addSql(`create table "service" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "category_uuid" uuid not null, "name" varchar(300) not null, "sku" varchar(50) not null, "time" int not null, "price_from" int not null, "price_to" int not null, "vat_category" varchar(10) not null, "unit" varchar(5) not null, primary key ("uuid"));`);
    this.addSql(`create index "service_company_id_index" on "service" ("company_id");`);
    this.addSql(`create index "service_category_uuid_index" on "service" ("category_uuid");`);
    this.addSql(`create unique index "service_company_sku_unique" on "service" ("company_id", "sku") where "deleted_at" is null;`);

    this.addSql(`create table "tooth_custom_status_group" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(200) not null, "sort_order" int not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "tooth_custom_status_group_company_id_index" on "tooth_custom_status_group" ("company_id");`);

    this.addSql(`create table "tooth_custom_status" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "group_uuid" uuid not null, "name" varchar(200) not null, "color" varchar(7) null, "icon_text" varchar(10) null, "has_surface" boolean not null default false, primary key ("uuid"));`);
    this.addSql(`create index "tooth_custom_status_company_id_index" on "tooth_custom_status" ("company_id");`);
    this.addSql(`create index "tooth_custom_status_group_uuid_index" on "tooth_custom_status" ("group_uuid");`);

    this.addSql(`create table "tooth_status" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(200) not null, "category" varchar(100) not null, "color" varchar(7) not null, "diagnostic_name" varchar(200) not null, "scheduled_name" varchar(200) not null, "cure_name" varchar(200) not null, "has_surface" boolean not null default false, "display_type" smallint not null default 0, "icon_text" varchar(10) null, "sort_order" int not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "tooth_status_company_id_index" on "tooth_status" ("company_id");`);

    this.addSql(`create table "tooth_status_config" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(200) not null, "element" varchar(20) not null, "active" boolean not null default true, primary key ("uuid"));`);
    this.addSql(`create index "tooth_status_config_company_id_index" on "tooth_status_config" ("company_id");`);

    this.addSql(`create table "user_settings" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "user_uuid" uuid not null, "calendar_slot_duration" smallint not null default 15, "planner_slot_duration" smallint not null default 30, "calendar_time_buffer" smallint not null default 1, "planner_time_buffer" smallint not null default 1, "language" varchar(2) not null default 'lv', primary key ("uuid"));`);
    this.addSql(`create index "user_settings_company_id_index" on "user_settings" ("company_id");`);
    this.addSql(`alter table "user_settings" add constraint "user_settings_user_unique" unique ("user_uuid");`);

    this.addSql(`create table "user_vacation" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "user_uuid" uuid not null, "date_from" date not null, "date_to" date not null, "comment" varchar(500) null, "type" smallint not null, "repeat_type" varchar(10) not null default 'none', "repeat_after" smallint not null default 1, "weekdays" jsonb null, primary key ("uuid"));`);
    this.addSql(`create index "user_vacation_company_id_index" on "user_vacation" ("company_id");`);
    this.addSql(`create index "user_vacation_user_uuid_index" on "user_vacation" ("user_uuid");`);

    this.addSql(`create table "user_work_template" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "user_uuid" uuid not null, "branch_uuid" uuid not null, "room_uuid" uuid null, "weekday" smallint not null, "time_from" varchar(5) not null, "time_to" varchar(5) not null, primary key ("uuid"));`);
    this.addSql(`create index "user_work_template_company_id_index" on "user_work_template" ("company_id");`);
    this.addSql(`create index "user_work_template_branch_uuid_index" on "user_work_template" ("branch_uuid");`);
    this.addSql(`create index "user_work_template_user_uuid_weekday_index" on "user_work_template" ("user_uuid", "weekday");`);

    this.addSql(`alter table "catalogue_category" add constraint "catalogue_category_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "branch_working_hours" add constraint "branch_working_hours_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "branch_working_hours" add constraint "branch_working_hours_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);

    this.addSql(`alter table "branch_holiday" add constraint "branch_holiday_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "branch_holiday" add constraint "branch_holiday_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);

    this.addSql(`alter table "product" add constraint "product_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "product" add constraint "product_category_uuid_foreign" foreign key ("category_uuid") references "catalogue_category" ("uuid") on delete restrict;`);

    this.addSql(`alter table "questionnaire" add constraint "questionnaire_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "question" add constraint "question_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "question" add constraint "question_questionnaire_uuid_foreign" foreign key ("questionnaire_uuid") references "questionnaire" ("uuid") on delete restrict;`);

    this.addSql(`alter table "service" add constraint "service_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "service" add constraint "service_category_uuid_foreign" foreign key ("category_uuid") references "catalogue_category" ("uuid") on delete restrict;`);

    this.addSql(`alter table "tooth_custom_status_group" add constraint "tooth_custom_status_group_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "tooth_custom_status" add constraint "tooth_custom_status_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "tooth_custom_status" add constraint "tooth_custom_status_group_uuid_foreign" foreign key ("group_uuid") references "tooth_custom_status_group" ("uuid") on delete restrict;`);

    this.addSql(`alter table "tooth_status" add constraint "tooth_status_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "tooth_status_config" add constraint "tooth_status_config_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "user_settings" add constraint "user_settings_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "user_settings" add constraint "user_settings_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);

    this.addSql(`alter table "user_vacation" add constraint "user_vacation_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "user_vacation" add constraint "user_vacation_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);

    this.addSql(`alter table "user_work_template" add constraint "user_work_template_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "user_work_template" add constraint "user_work_template_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "user_work_template" add constraint "user_work_template_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
    this.addSql(`alter table "user_work_template" add constraint "user_work_template_room_uuid_foreign" foreign key ("room_uuid") references "room" ("uuid") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product" drop constraint "product_category_uuid_foreign";`);
    this.addSql(`alter table "service" drop constraint "service_category_uuid_foreign";`);
    this.addSql(`alter table "question" drop constraint "question_questionnaire_uuid_foreign";`);
    this.addSql(`alter table "tooth_custom_status" drop constraint "tooth_custom_status_group_uuid_foreign";`);

    this.addSql(`drop table if exists "catalogue_category" cascade;`);
    this.addSql(`drop table if exists "branch_working_hours" cascade;`);
    this.addSql(`drop table if exists "branch_holiday" cascade;`);
    this.addSql(`drop table if exists "product" cascade;`);
    this.addSql(`drop table if exists "questionnaire" cascade;`);
    this.addSql(`drop table if exists "question" cascade;`);
    this.addSql(`drop table if exists "service" cascade;`);
    this.addSql(`drop table if exists "tooth_custom_status_group" cascade;`);
    this.addSql(`drop table if exists "tooth_custom_status" cascade;`);
    this.addSql(`drop table if exists "tooth_status" cascade;`);
    this.addSql(`drop table if exists "tooth_status_config" cascade;`);
    this.addSql(`drop table if exists "user_settings" cascade;`);
    this.addSql(`drop table if exists "user_vacation" cascade;`);
    this.addSql(`drop table if exists "user_work_template" cascade;`);
  }

}
