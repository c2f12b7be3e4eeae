import { Migration } from '@mikro-orm/migrations';

/**
 * Messenger: the chat messages of each branch, indexed for "newest page first" and "load earlier"
 * (branch, created_at, uuid). Authors and branches are only soft-deleted, hence `restrict`.
 */

export class Migration20261122032102_messenger_init extends Migration {

  override name = 'Migration20261122032102_messenger_init';

  override up(): void | Promise<void> {
    this.addSql(`create table "chat_message" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "branch_uuid" uuid not null, "author_uuid" uuid not null, "content" text not null, primary key ("uuid"));`);
    this.addSql(`create index "chat_message_company_id_index" on "chat_message" ("company_id");`);
    this.addSql(`create index "chat_message_branch_created_at_index" on "chat_message" ("branch_uuid", "created_at", "uuid");`);

    this.addSql(`alter table "chat_message" add constraint "chat_message_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_author_uuid_foreign" foreign key ("author_uuid") references "user" ("uuid") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "chat_message" cascade;`);
  }

}
