import { Migration } from '@mikro-orm/migrations';

/**
 * The incomes report's summary (incomes/income-summary.ts): one row per branch, local day, doctor,
 * assistant, room and payment method. It was filled here from billing's and the dental card's
 * tables; it is now filled from the event log by Migration20261126153000_reports_read_model.
 */
export class Migration20261125030000_report_income_day extends Migration {

  override name = 'Migration20261125030000_report_income_day';

  override up(): void | Promise<void> {
    this.addSql(`create table "report_income_day" ("company_id" int not null, "branch_uuid" uuid not null, "day" date not null, "doctor_uuid" uuid null, "assistant_uuid" uuid null, "room_uuid" uuid null, "method" smallint not null, "received" bigint not null default 0, "invoiced" bigint not null default 0, "production" bigint not null default 0);`);
    this.addSql(`create unique index "report_income_day_key" on "report_income_day" ("company_id", "branch_uuid", "day", "doctor_uuid", "assistant_uuid", "room_uuid", "method") nulls not distinct;`);
    this.addSql(`alter table "report_income_day" add constraint "report_income_day_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete restrict;`);
    this.addSql(`alter table "report_income_day" add constraint "report_income_day_branch_uuid_foreign" foreign key ("branch_uuid") references "branch" ("uuid") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "report_income_day";`);
  }
}
