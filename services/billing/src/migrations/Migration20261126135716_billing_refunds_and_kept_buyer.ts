import { Migration } from '@mikro-orm/migrations';

/**
 * Refunds are payment rows of kind `refund` with a negative amount (so every sum of the rows
 * counts them as money out); an issued invoice keeps its buyer's name and personal code. The
 * invoices issued before this get them from their patient card as it stands now (the best there
 * is), once, here.
 */

export class Migration20261126135716_billing_refunds_and_kept_buyer extends Migration {

  override name = 'Migration20261126135716_billing_refunds_and_kept_buyer';

  override up(): void | Promise<void> {
    this.addSql(`alter table "invoice" add "buyer_first_name" varchar(100) null, add "buyer_last_name" varchar(100) null, add "buyer_personal_code" varchar(20) null;`);
    this.addSql(`update "invoice" i set "buyer_first_name" = p."first_name", "buyer_last_name" = p."last_name", "buyer_personal_code" = p."personal_code" from "patient" p where p."uuid" = i."patient_uuid" and i."status" = 'issued';`);

    this.addSql(`alter table "payment" drop constraint "payment_amount_positive";`);
    this.addSql(`alter table "payment" add "kind" varchar(10) not null default 'payment';`);
    this.addSql(`alter table "payment" add constraint "payment_amount_sign" check (("kind" = 'payment' and "amount" > 0) or ("kind" = 'refund' and "amount" < 0));`);
    this.addSql(`alter table "payment" add constraint "payment_kind_values" check ("kind" in ('payment', 'refund'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "invoice" drop column "buyer_first_name", drop column "buyer_last_name", drop column "buyer_personal_code";`);

    this.addSql(`alter table "payment" drop constraint "payment_amount_sign";`);
    this.addSql(`alter table "payment" drop constraint "payment_kind_values";`);
    // Refunds have no place in the older shape (amounts positive only).
    this.addSql(`delete from "payment" where "kind" = 'refund';`);
    this.addSql(`alter table "payment" drop column "kind";`);
    this.addSql(`alter table "payment" add constraint "payment_amount_positive" check ("amount" > 0);`);
  }

}
