import { Migration } from '@mikro-orm/migrations';

/**
 * The branch's IBAN, an invoice template field beside its bank's name, code and SWIFT. A branch
 * that had typed its IBAN into the bank code (the UBL took it from there when it looked like one)
 * gets it copied over; the bank code stays as typed.
 */

export class Migration20261126135804_identity_branch_iban extends Migration {

  override name = 'Migration20261126135804_identity_branch_iban';

  override up(): void | Promise<void> {
    this.addSql(`alter table "branch" add "iban" varchar(34) null;`);
    this.addSql(
      `update "branch" set "iban" = upper(replace("bank_code", ' ', '')) where upper(replace("bank_code", ' ', '')) ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "branch" drop column "iban";`);
  }

}
