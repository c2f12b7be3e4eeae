import { Migration } from '@mikro-orm/migrations';

/**
 * Identity and tenancy: companies, departments, branches, positions, users and their links,
 * sessions, login attempts (rate limit), impersonation tokens and the audit trail.
 */

export class Migration20261122031002_identity_init extends Migration {

  override name = 'Migration20261122031002_identity_init';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_event" ("uuid" uuid not null default gen_random_uuid(), "type" varchar(50) not null, "actor_uuid" uuid null, "subject_uuid" uuid null, "company_id" int null, "ip" varchar(64) null, "request_id" varchar(100) null, "details" jsonb null, "created_at" timestamptz not null default now(), primary key ("uuid"));`);
    this.addSql(`create index "audit_event_company_id_created_at_index" on "audit_event" ("company_id", "created_at");`);

    this.addSql(`create table "company" ("id" serial primary key, "name" varchar(200) not null, "slug" varchar(100) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "company" add constraint "company_slug_unique" unique ("slug");`);

    this.addSql(`create table "department" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(200) not null, primary key ("uuid"));`);
    this.addSql(`create index "department_company_id_index" on "department" ("company_id");`);

    this.addSql(`create table "branch" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "department_uuid" uuid not null, "name" varchar(200) not null, "email" varchar(200) null, "phone" varchar(50) null, "bank_name" varchar(200) null, "bank_code" varchar(50) null, "bank_swift" varchar(20) null, "company_name" varchar(200) null, "company_number" varchar(50) null, "address_declared" varchar(500) null, "address_actual" varchar(500) null, "logo" text null, "invoice_template" varchar(100) null, "color" varchar(7) null, "time_zone" varchar(64) not null default 'Europe/Riga', primary key ("uuid"));`);
    this.addSql(`create index "branch_company_id_index" on "branch" ("company_id");`);

    this.addSql(`create table "login_attempt" ("uuid" uuid not null default gen_random_uuid(), "username" varchar(100) not null, "ip" varchar(64) not null, "succeeded" boolean not null, "created_at" timestamptz not null default now(), primary key ("uuid"));`);
    this.addSql(`create index "login_attempt_ip_created_at_index" on "login_attempt" ("ip", "created_at");`);
    this.addSql(`create index "login_attempt_username_created_at_index" on "login_attempt" ("username", "created_at");`);

    this.addSql(`create table "position" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(200) not null, "type" smallint not null, "permissions" text[] not null default '{}', primary key ("uuid"));`);
    this.addSql(`create index "position_company_id_index" on "position" ("company_id");`);

    this.addSql(`create table "user" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "username" varchar(100) not null, "password_hash" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(200) null, "phone" varchar(50) null, "address" varchar(500) null, "personal_code" varchar(20) null, "certificate" varchar(100) null, "certificate_date" date null, "sanitary_book" varchar(100) null, "default_duration" int not null default 30, "user_status" smallint not null default 1, "color" varchar(7) null, primary key ("uuid"));`);
    this.addSql(`create index "user_company_id_index" on "user" ("company_id");`);
    this.addSql(`alter table "user" add constraint "user_username_unique" unique ("username");`);

    this.addSql(`create table "session" ("uuid" uuid not null default gen_random_uuid(), "token_hash" varchar(64) not null, "user_uuid" uuid not null, "company_id" int not null, "remember" boolean not null default false, "impersonated_by_uuid" uuid null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("uuid"));`);
    this.addSql(`alter table "session" add constraint "session_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(`create table "impersonation_token" ("uuid" uuid not null default gen_random_uuid(), "token_hash" varchar(64) not null, "user_uuid" uuid not null, "company_id" int not null, "issued_by_uuid" uuid not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("uuid"));`);
    this.addSql(`alter table "impersonation_token" add constraint "impersonation_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "user_branches" ("user_uuid" uuid not null, "branch_uuid" uuid not null, primary key ("user_uuid", "branch_uuid"));`);

    this.addSql(`create table "user_positions" ("user_uuid" uuid not null, "position_uuid" uuid not null, primary key ("user_uuid", "position_uuid"));`);

    this.addSql(`alter table "department" add constraint "department_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "branch" add constraint "branch_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "branch" add constraint "branch_department_uuid_foreign" foreign key ("department_uuid") references "department" ("uuid") on delete restrict;`);

    this.addSql(`alter table "position" add constraint "position_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "user" add constraint "user_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "session" add constraint "session_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete cascade;`);
    this.addSql(`alter table "session" add constraint "session_company_id_foreign" foreign key ("company_id") references "company" ("id");`);
    this.addSql(`alter table "session" add constraint "session_impersonated_by_uuid_foreign" foreign key ("impersonated_by_uuid") references "user" ("uuid") on delete set null;`);

    this.addSql(`alter table "impersonation_token" add constraint "impersonation_token_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete cascade;`);
    this.addSql(`alter table "impersonation_token" add constraint "impersonation_token_company_id_foreign" foreign key ("company_id") references "company" ("id");`);
    this.addSql(`alter table "impersonation_token" add constraint "impersonation_token_issued_by_uuid_foreign" foreign key ("issued_by_uuid") references "user" ("uuid") on delete cascade;`);

    this.addSql(`alter table "user_branches" add constraint "user_branches_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_branches" add constraint "user_branches_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on update cascade on delete cascade;`);

    this.addSql(`alter table "user_positions" add constraint "user_positions_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_positions" add constraint "user_positions_position_uuid_foreign" foreign key ("position_uuid") references "position" ("uuid") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "department" drop constraint "department_company_id_foreign";`);
    this.addSql(`alter table "branch" drop constraint "branch_company_id_foreign";`);
    this.addSql(`alter table "position" drop constraint "position_company_id_foreign";`);
    this.addSql(`alter table "user" drop constraint "user_company_id_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_company_id_foreign";`);
    this.addSql(`alter table "impersonation_token" drop constraint "impersonation_token_company_id_foreign";`);
    this.addSql(`alter table "branch" drop constraint "branch_department_uuid_foreign";`);
    this.addSql(`alter table "user_branches" drop constraint "user_branches_branch_uuid_foreign";`);
    this.addSql(`alter table "user_positions" drop constraint "user_positions_position_uuid_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_user_uuid_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_impersonated_by_uuid_foreign";`);
    this.addSql(`alter table "impersonation_token" drop constraint "impersonation_token_user_uuid_foreign";`);
    this.addSql(`alter table "impersonation_token" drop constraint "impersonation_token_issued_by_uuid_foreign";`);
    this.addSql(`alter table "user_branches" drop constraint "user_branches_user_uuid_foreign";`);
    this.addSql(`alter table "user_positions" drop constraint "user_positions_user_uuid_foreign";`);

    this.addSql(`drop table if exists "audit_event" cascade;`);
    this.addSql(`drop table if exists "company" cascade;`);
    this.addSql(`drop table if exists "department" cascade;`);
    this.addSql(`drop table if exists "branch" cascade;`);
    this.addSql(`drop table if exists "login_attempt" cascade;`);
    this.addSql(`drop table if exists "position" cascade;`);
    this.addSql(`drop table if exists "user" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "impersonation_token" cascade;`);
    this.addSql(`drop table if exists "user_branches" cascade;`);
    this.addSql(`drop table if exists "user_positions" cascade;`);
  }

}
