import { Migration } from '@mikro-orm/migrations';

/**
 * A chat message keeps its branch and author by uuid (identity's, named through identity_v1.user_ref):
 * the messenger module holds no foreign key into identity's tables (docs/decisions.md, "Events between modules").
 */
export class Migration20261126211332_messenger_uuid_refs extends Migration {
  override name = 'Migration20261126211332_messenger_uuid_refs';

  override up(): void | Promise<void> {
    this.addSql(`alter table "chat_message" drop constraint "chat_message_author_uuid_foreign";`);
    this.addSql(`alter table "chat_message" drop constraint "chat_message_branch_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "chat_message" add constraint "chat_message_author_uuid_foreign" foreign key ("author_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "chat_message" add constraint "chat_message_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
  }
}
