import { Migration } from '@mikro-orm/migrations';

/**
 * A user's settings, vacations and working-hour templates keep the user by uuid (identity's): the
 * settings module holds no foreign key into identity's user table (docs/decisions.md, "Events between modules").
 */
export class Migration20261126211441_settings_user_uuid extends Migration {
  override name = 'Migration20261126211441_settings_user_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user_settings" drop constraint "user_settings_user_uuid_foreign";`);

    this.addSql(`alter table "user_vacation" drop constraint "user_vacation_user_uuid_foreign";`);

    this.addSql(`alter table "user_work_template" drop constraint "user_work_template_user_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user_settings" add constraint "user_settings_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);

    this.addSql(`alter table "user_vacation" add constraint "user_vacation_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);

    this.addSql(`alter table "user_work_template" add constraint "user_work_template_user_uuid_foreign" foreign key ("user_uuid") references "user" ("uuid") on delete restrict;`);
  }
}
