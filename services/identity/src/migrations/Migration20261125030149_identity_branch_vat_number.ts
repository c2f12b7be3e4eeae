import { Migration } from '@mikro-orm/migrations';

/** The branch's VAT number, an invoice template field edited with the others (was billing's branch_billing.vat_number). */

export class Migration20261125030149_identity_branch_vat_number extends Migration {

  override name = 'Migration20261125030149_identity_branch_vat_number';

  override up(): void | Promise<void> {
    this.addSql(`alter table "branch" add "vat_number" varchar(30) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "branch" drop column "vat_number";`);
  }

}
