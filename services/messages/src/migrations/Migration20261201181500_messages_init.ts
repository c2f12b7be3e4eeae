import { Migration } from '@mikro-orm/migrations';

/**
 * The messages module (issue 26): each company's channel settings, branches' templates and sending
 * settings, and every message with its idempotency key (unique: nothing is sent twice). Patients,
 * branches and appointments are other modules' records, named by uuid.
 */
export class Migration20261201181500_messages_init extends Migration {
  override name = 'Migration20261201181500_messages_init';

  override up(): void {
    const base = `"uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1,
      "company_id" int not null references "company" ("id") on delete restrict`;
    this.addSql(`create table "message_channel_settings" (${base}, "channel" varchar(10) not null, "enabled" boolean not null default false,
      "host" varchar(255) not null, "port" int not null, "user" varchar(255) not null default '', "secret" varchar(255) null,
      "sender_name" varchar(100) not null, primary key ("uuid"), constraint "message_channel_settings_company_channel_unique" unique ("company_id", "channel"));`);
    this.addSql(`create table "message_template" (${base}, "branch_uuid" uuid not null, "kind" varchar(20) not null, "channel" varchar(10) not null,
      "language" varchar(2) not null, "subject" varchar(200) not null default '', "body" text not null, primary key ("uuid"),
      constraint "message_template_key_unique" unique ("branch_uuid", "kind", "channel", "language"));`);
    this.addSql(`create index "message_template_company_id_index" on "message_template" ("company_id");`);
    this.addSql(`create table "message_branch_settings" (${base}, "branch_uuid" uuid not null unique, "reminder_offsets_hours" int[] not null,
      "sending_from" varchar(5) not null, "sending_to" varchar(5) not null, primary key ("uuid"));`);
    this.addSql(`create index "message_branch_settings_company_id_index" on "message_branch_settings" ("company_id");`);
    this.addSql(`create table "message" (${base}, "idempotency_key" varchar(200) not null unique, "patient_uuid" uuid not null,
      "appointment_uuid" uuid null, "branch_uuid" uuid null, "kind" varchar(20) not null, "channel" varchar(10) not null, "offset_hours" int null,
      "language" varchar(2) not null, "recipient" varchar(255) not null, "subject" varchar(255) not null default '', "text" text not null,
      "state" varchar(10) not null default 'queued', "failure_reason" text null, "provider_id" varchar(255) null, "sent_at" timestamptz null,
      "delivered_at" timestamptz null, primary key ("uuid"));`);
    this.addSql(`create index "message_company_id_index" on "message" ("company_id");`);
    this.addSql(`create index "message_patient_uuid_created_at_index" on "message" ("patient_uuid", "created_at");`);
    this.addSql(`create index "message_provider_id_index" on "message" ("provider_id");`);
    // Where `npm start`'s local catchers listen while they run (one row; any instance sends there).
    this.addSql(`create table "message_local_catcher" ("id" int not null default 1 check ("id" = 1), "host" varchar(255) not null,
      "smtp_port" int not null, "smpp_port" int not null, "started_at" timestamptz not null default now(), primary key ("id"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "message_local_catcher", "message", "message_branch_settings", "message_template", "message_channel_settings";`);
  }
}
