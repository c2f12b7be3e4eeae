import { Migration } from '@mikro-orm/migrations';

/**
 * The key the patients' links are signed with (links.ts), made once per installation from
 * Postgres's own random generator (two v4 uuids: 244 random bits) and shared by every API instance,
 * so a link sent before a restart, or served by another instance, still opens. MESSAGE_LINK_SECRET
 * in the environment takes its place where an operator keeps keys outside the database.
 */
export class Migration20261201190000_messages_link_key extends Migration {
  override name = 'Migration20261201190000_messages_link_key';

  override up(): void {
    this.addSql(`create table "message_link_key" ("id" smallint not null primary key check ("id" = 1), "secret" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`insert into "message_link_key" ("id", "secret") values (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));`);
  }

  override down(): void {
    this.addSql(`drop table if exists "message_link_key";`);
  }
}
