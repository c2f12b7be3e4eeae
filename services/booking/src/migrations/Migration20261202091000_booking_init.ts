import { Migration } from '@mikro-orm/migrations';

/**
 * Online booking (issue 27): each branch's settings (`booking_settings`, one live row per branch,
 * its slug unique in the installation: the public path names no company) and the patients' holds
 * (`booking_hold`), which have their own exclusion constraints like the appointment's: two live
 * holds never overlap for a practitioner or a room. One unconfirmed hold per contact (a partial
 * unique index). Branches, services, users, rooms and appointments are other modules' records,
 * named by uuid: no foreign key leaves the module.
 */
export class Migration20261202091000_booking_init extends Migration {
  override name = 'Migration20261202091000_booking_init';

  override up(): void {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(`create table "booking_settings" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "branch_uuid" uuid not null, "enabled" boolean not null default false, "slug" varchar(60) not null, "service_uuids" uuid[] not null default '{}',
      "user_uuids" uuid[] not null default '{}', "horizon_days" int not null default 60, "min_notice_hours" int not null default 2,
      "buffer_minutes" int not null default 0, "embed_origins" text[] not null default '{}', "auto_confirm" boolean not null default false,
      primary key ("uuid"));`);
    this.addSql(`create index "booking_settings_company_id_index" on "booking_settings" ("company_id");`);
    this.addSql(`create unique index "booking_settings_branch_unique" on "booking_settings" ("branch_uuid") where "deleted_at" is null;`);
    this.addSql(`create unique index "booking_settings_slug_unique" on "booking_settings" ("slug") where "deleted_at" is null;`);
    this.addSql(`alter table "booking_settings" add constraint "booking_settings_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`create table "booking_hold" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null,
      "branch_uuid" uuid not null, "service_uuid" uuid not null, "user_uuid" uuid not null, "room_uuid" uuid not null,
      "time_from" timestamptz not null, "time_to" timestamptz not null, "expires_at" timestamptz not null, "state" varchar(10) not null default 'held',
      "code_hash" varchar(64) not null, "attempts" smallint not null default 0, "channel" varchar(5) not null, "contact" jsonb not null,
      "contact_key" varchar(200) not null, "ip" varchar(64) null, "note" text null, "language" varchar(2) not null default 'lv',
      "patient_uuid" uuid null, "appointment_uuid" uuid null, primary key ("uuid"),
      constraint "booking_hold_time_order" check ("time_from" < "time_to"),
      constraint "booking_hold_user_no_overlap" exclude using gist ("user_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where ("state" = 'held'),
      constraint "booking_hold_room_no_overlap" exclude using gist ("room_uuid" with =, tstzrange("time_from", "time_to", '[)') with &&) where ("state" = 'held'));`);
    this.addSql(`create index "booking_hold_company_id_index" on "booking_hold" ("company_id");`);
    this.addSql(`create unique index "booking_hold_contact_open" on "booking_hold" ("company_id", "contact_key") where "state" = 'held';`);
    this.addSql(`create index "booking_hold_ip_index" on "booking_hold" ("ip", "created_at");`);
    this.addSql(`create index "booking_hold_contact_index" on "booking_hold" ("contact_key", "created_at");`);
    this.addSql(`create index "booking_hold_branch_time_index" on "booking_hold" ("branch_uuid", "time_from") where "state" = 'held';`);
    this.addSql(`alter table "booking_hold" add constraint "booking_hold_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_hold";`);
    this.addSql(`drop table if exists "booking_settings";`);
  }
}
