import { Migration } from '@mikro-orm/migrations';

/** The imports module's tables (issue 30): imports, their file pieces, the old keys and their records, row errors, remembered mappings. */

export class Migration20261126141122_imports_init extends Migration {

  override name = 'Migration20261126141122_imports_init';

  override up(): void | Promise<void> {
    this.addSql(`create table "import_saved_mapping" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "kind" varchar(20) not null, "columns" jsonb not null, "key_column" varchar(200) not null, "date_order" varchar(3) not null, primary key ("uuid"));`);
    this.addSql(`create index "import_saved_mapping_company_id_index" on "import_saved_mapping" ("company_id");`);
    this.addSql(`create unique index "import_saved_mapping_company_kind_unique" on "import_saved_mapping" ("company_id", "kind") where "deleted_at" is null;`);

    this.addSql(`create table "data_import" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "file_name" varchar(255) not null, "file_size" int not null, "format" varchar(10) not null, "encoding" varchar(20) null, "delimiter" varchar(5) null, "headers" jsonb not null, "preview" jsonb not null, "rows" int not null, "guessed_date_order" varchar(3) not null, "kind" varchar(20) null, "mapping" jsonb null, "state" varchar(20) not null default 'uploaded', "progress" smallint not null default 0, "created" int not null default 0, "updated" int not null default 0, "skipped" int not null default 0, "failed" int not null default 0, "error" jsonb null, "file_kept" boolean not null default true, "heartbeat_at" timestamptz null, "finished_at" timestamptz null, "created_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "data_import_company_id_index" on "data_import" ("company_id");`);
    this.addSql(`create index "data_import_company_created_index" on "data_import" ("company_id", "created_at");`);

    this.addSql(`create table "import_record" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "import_uuid" uuid not null, "kind" varchar(20) not null, "key" varchar(200) not null, "record_uuid" uuid not null, "record_version" int not null, "hash" varchar(64) not null, "outcome" varchar(10) not null, "previous" jsonb null, primary key ("uuid"));`);
    this.addSql(`create index "import_record_company_id_index" on "import_record" ("company_id");`);
    this.addSql(`create index "import_record_import_index" on "import_record" ("import_uuid");`);
    this.addSql(`create unique index "import_record_company_kind_key_unique" on "import_record" ("company_id", "kind", "key") where "deleted_at" is null;`);

    this.addSql(`create table "import_file_chunk" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "import_uuid" uuid not null, "seq" int not null, "bytes" bytea not null, primary key ("uuid"));`);
    this.addSql(`create index "import_file_chunk_company_id_index" on "import_file_chunk" ("company_id");`);
    this.addSql(`alter table "import_file_chunk" add constraint "import_file_chunk_import_seq_unique" unique ("import_uuid", "seq");`);

    this.addSql(`create table "import_error" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "import_uuid" uuid not null, "row" int not null, "field" varchar(100) not null, "column" varchar(200) null, "message" jsonb not null, primary key ("uuid"));`);
    this.addSql(`create index "import_error_company_id_index" on "import_error" ("company_id");`);
    this.addSql(`create index "import_error_import_row_index" on "import_error" ("import_uuid", "row");`);

    this.addSql(`alter table "import_saved_mapping" add constraint "import_saved_mapping_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);

    this.addSql(`alter table "data_import" add constraint "data_import_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "data_import" add constraint "data_import_created_by_uuid_foreign" foreign key ("created_by_uuid") references "user" ("uuid") on delete set null;`);
    this.addSql(`alter table "data_import" add constraint "data_import_progress_range" check ("progress" between 0 and 100);`);

    this.addSql(`alter table "import_record" add constraint "import_record_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "import_record" add constraint "import_record_import_uuid_foreign" foreign key ("import_uuid") references "data_import" ("uuid") on delete restrict;`);

    this.addSql(`alter table "import_file_chunk" add constraint "import_file_chunk_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "import_file_chunk" add constraint "import_file_chunk_import_uuid_foreign" foreign key ("import_uuid") references "data_import" ("uuid") on delete cascade;`);

    this.addSql(`alter table "import_error" add constraint "import_error_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "import_error" add constraint "import_error_import_uuid_foreign" foreign key ("import_uuid") references "data_import" ("uuid") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "import_record" drop constraint "import_record_import_uuid_foreign";`);
    this.addSql(`alter table "import_file_chunk" drop constraint "import_file_chunk_import_uuid_foreign";`);
    this.addSql(`alter table "import_error" drop constraint "import_error_import_uuid_foreign";`);

    this.addSql(`drop table if exists "import_saved_mapping" cascade;`);
    this.addSql(`drop table if exists "data_import" cascade;`);
    this.addSql(`drop table if exists "import_record" cascade;`);
    this.addSql(`drop table if exists "import_file_chunk" cascade;`);
    this.addSql(`drop table if exists "import_error" cascade;`);
  }

}
