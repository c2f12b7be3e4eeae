import { Migration } from '@mikro-orm/migrations';

/**
 * The VAT number moves to the branch (identity's branch.vat_number, added by its migration, which
 * runs first): values set here are copied there before the column goes.
 */

export class Migration20261125030208_billing_vat_number_to_branch extends Migration {

  override name = 'Migration20261125030208_billing_vat_number_to_branch';

  override up(): void | Promise<void> {
    this.addSql(`update "branch" b set "vat_number" = bb."vat_number" from "branch_billing" bb where bb."branch_uuid" = b."uuid" and bb."vat_number" is not null and b."vat_number" is null;`);
    this.addSql(`alter table "branch_billing" drop column "vat_number";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "branch_billing" add "vat_number" varchar(30) null;`);
    this.addSql(`update "branch_billing" bb set "vat_number" = b."vat_number" from "branch" b where bb."branch_uuid" = b."uuid";`);
  }

}
