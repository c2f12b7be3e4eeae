import { Migration } from '@mikro-orm/migrations';

/** Opening entries (billing's opening-balances): a patient's debt or credit carried over from the clinic's old system, never income. */

export class Migration20261126141107_billing_opening_balances extends Migration {

  override name = 'Migration20261126141107_billing_opening_balances';

  override up(): void | Promise<void> {
    this.addSql(`create table "opening_balance" ("uuid" uuid not null default gen_random_uuid(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, "version" int not null default 1, "company_id" int not null, "patient_uuid" uuid not null, "amount" int not null, "booked_on" date not null, "note" varchar(500) null, "created_by_uuid" uuid null, primary key ("uuid"));`);
    this.addSql(`create index "opening_balance_company_id_index" on "opening_balance" ("company_id");`);
    this.addSql(`create index "opening_balance_company_booked_index" on "opening_balance" ("company_id", "booked_on");`);
    this.addSql(`create index "opening_balance_patient_index" on "opening_balance" ("patient_uuid");`);

    this.addSql(`alter table "opening_balance" add constraint "opening_balance_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "opening_balance" add constraint "opening_balance_patient_uuid_foreign" foreign key ("patient_uuid") references "patient" ("uuid") on delete restrict;`);
    this.addSql(`alter table "opening_balance" add constraint "opening_balance_created_by_uuid_foreign" foreign key ("created_by_uuid") references "user" ("uuid") on delete restrict;`);
    this.addSql(`alter table "opening_balance" add constraint "opening_balance_amount_not_zero" check ("amount" <> 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "opening_balance" cascade;`);
  }

}
