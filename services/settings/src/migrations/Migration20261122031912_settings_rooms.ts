import { Migration } from '@mikro-orm/migrations';

/** Rooms of a branch (0 treatment, 1 administration) and the branch calendar/planner settings. */

export class Migration20261122031912_settings_rooms extends Migration {

  override name = 'Migration20261122031912_settings_rooms';

  override up(): void | Promise<void> {
    this.addSql(`create table "branch_settings" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "calendar_room_count" smallint not null default 6, "planner_room_count" smallint not null default 6, "slot_duration_minutes" smallint not null default 15, "time_buffer_hours" smallint not null default 1, primary key ("uuid"));`);
    this.addSql(`create index "branch_settings_company_id_index" on "branch_settings" ("company_id");`);
    this.addSql(`alter table "branch_settings" add constraint "branch_settings_branch_unique" unique ("branch_uuid");`);

    this.addSql(`create table "room" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "name" varchar(100) not null, "color" varchar(7) null, "hidden" smallint not null default 0, "sort_order" int not null default 0, primary key ("uuid"));`);
    this.addSql(`create index "room_company_id_index" on "room" ("company_id");`);
    this.addSql(`create index "room_branch_uuid_sort_order_index" on "room" ("branch_uuid", "sort_order");`);

    this.addSql(`alter table "branch_settings" add constraint "branch_settings_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "branch_settings" add constraint "branch_settings_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);

    this.addSql(`alter table "room" add constraint "room_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "room" add constraint "room_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "branch_settings" cascade;`);
    this.addSql(`drop table if exists "room" cascade;`);
  }

}
