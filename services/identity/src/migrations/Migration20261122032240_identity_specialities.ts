import { Migration } from '@mikro-orm/migrations';

/** The specialities catalogue and users' specialities. */

export class Migration20261122032240_identity_specialities extends Migration {

  override name = 'Migration20261122032240_identity_specialities';

  override up(): void | Promise<void> {
    this.addSql(`create table "speciality" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "name" varchar(100) not null, primary key ("uuid"));`);
    this.addSql(`create index "speciality_company_id_index" on "speciality" ("company_id");`);

    this.addSql(`create table "user_specialities" ("user_uuid" uuid not null, "speciality_uuid" uuid not null, primary key ("user_uuid", "speciality_uuid"));`);

    this.addSql(`alter table "speciality" add constraint "speciality_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "user_specialities" add constraint "user_specialities_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_specialities" add constraint "user_specialities_speciality_uuid_foreign" foreign key ("speciality_uuid") references "speciality" ("uuid") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_specialities" drop constraint "user_specialities_speciality_uuid_foreign";`);

    this.addSql(`drop table if exists "speciality" cascade;`);
    this.addSql(`drop table if exists "user_specialities" cascade;`);
  }

}
