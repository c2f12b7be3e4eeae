import { Migration } from '@mikro-orm/migrations';

/**
 * One more view identity publishes (services/identity/src/published.ts): a branch's phone and
 * e-mail, which patients' messages name ({branch.phone}); `branch_ref` keeps its columns.
 */
export class Migration20261201182000_identity_branch_contact_v1 extends Migration {
  override name = 'Migration20261201182000_identity_branch_contact_v1';

  override up(): void {
    this.addSql(`create view "identity_v1"."branch_contact" as select uuid, company_id, phone, email, deleted_at from "branch";`);
  }

  override down(): void {
    this.addSql(`drop view if exists "identity_v1"."branch_contact";`);
  }
}
