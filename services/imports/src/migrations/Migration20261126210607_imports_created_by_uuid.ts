import { Migration } from '@mikro-orm/migrations';

/**
 * An import names its uploader by uuid only (read through identity_v1.user_ref): the imports
 * module holds no foreign key into identity's `user` table (docs/decisions.md, "Events between modules").
 */
export class Migration20261126210607_imports_created_by_uuid extends Migration {
  override name = 'Migration20261126210607_imports_created_by_uuid';

  override up(): void | Promise<void> {
    this.addSql(`alter table "data_import" drop constraint "data_import_created_by_uuid_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "data_import" add constraint "data_import_created_by_uuid_foreign" foreign key ("created_by_uuid") references "user" ("uuid") on delete set null;`);
  }
}
