import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';

/**
 * The platform's event tables (event-log.ts, event-delivery.ts). They run before every module's
 * migrations, so a module's migration may append its past as events; `company_id` is a plain
 * number, since the company table is the identity module's and comes later on a fresh database.
 */
export class Migration20261126150000_platform_events extends Migration {
  override name = 'Migration20261126150000_platform_events';

  override up(): void {
    this.addSql(`create table "event_log" (
      "seq" bigint generated always as identity,
      "id" uuid not null primary key,
      "type" text not null,
      "version" smallint not null,
      "company_id" int not null,
      "occurred_at" timestamptz not null,
      "data" jsonb not null);`);
    this.addSql(`create unique index "event_log_seq_unique" on "event_log" ("seq");`);
    this.addSql(`create index "event_log_type_seq_index" on "event_log" ("type", "seq");`);
    this.addSql(`create table "event_inbox" (
      "consumer" text not null,
      "event_id" uuid not null,
      "processed_at" timestamptz not null default now(),
      primary key ("consumer", "event_id"));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "event_inbox";`);
    this.addSql(`drop table if exists "event_log";`);
  }
}

/** The platform's own migrations, before the modules' (libs/server-host's allMigrations). */
export const platformMigrations: MigrationObject[] = [{ name: 'Migration20261126150000_platform_events', class: Migration20261126150000_platform_events }];
