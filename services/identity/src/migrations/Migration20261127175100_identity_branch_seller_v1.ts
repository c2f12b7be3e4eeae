import { Migration } from '@mikro-orm/migrations';

/**
 * One more view identity publishes (services/identity/src/published.ts): a branch's details as a
 * seller (company name, registration and VAT numbers, addresses, contacts), so the dental card's
 * estimate PDF prints the clinic as the invoice does without naming identity's `branch` table.
 */
export class Migration20261127175100_identity_branch_seller_v1 extends Migration {
  override name = 'Migration20261127175100_identity_branch_seller_v1';

  override up(): void {
    this.addSql(`create view "identity_v1"."branch_seller" as
      select uuid, company_id, name, company_name, company_number, vat_number, address_declared, address_actual, phone, email, deleted_at from "branch";`);
  }

  override down(): void {
    this.addSql(`drop view if exists "identity_v1"."branch_seller";`);
  }
}
