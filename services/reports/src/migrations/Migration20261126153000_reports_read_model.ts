import { Migration } from '@mikro-orm/migrations';
import type { EntityManager } from '@mikro-orm/postgresql';
import { rebuildReports } from '../rebuild/reports-rebuild.js';

/**
 * The reports' read model becomes its own, built only from events (rebuild/reports-rebuild.ts):
 * the workload's appointments and work times and the balances carried over from an old system join
 * the incomes summary, and all are rebuilt
 * from the event log, which the calendar's, the dental card's and billing's migrations of this
 * release filled with their records' past (an empty log on a new database).
 */
export class Migration20261126153000_reports_read_model extends Migration {
  override name = 'Migration20261126153000_reports_read_model';

  override async up(): Promise<void> {
    await this.execute(`create table "report_appointment" ("uuid" uuid not null primary key, "company_id" int not null, "branch_uuid" uuid not null,
      "practitioner_uuid" uuid null, "assistant_uuid" uuid null, "room_uuid" uuid null, "time_from" timestamptz null, "time_to" timestamptz null,
      "status" smallint not null, "deleted" boolean not null, "version" int not null);`);
    // The workload's read: a branch's appointments by start, index-only (as the calendar's report index was).
    await this.execute(`create index "report_appointment_branch_time_index" on "report_appointment" ("branch_uuid", "time_from")
      include ("practitioner_uuid", "assistant_uuid", "room_uuid", "status", "time_to", "company_id") where not "deleted" and "time_from" is not null;`);
    await this.execute(`create table "report_work_time" ("uuid" uuid not null primary key, "company_id" int not null, "branch_uuid" uuid not null,
      "user_uuid" uuid not null, "room_uuid" uuid null, "time_from" timestamptz not null, "time_to" timestamptz not null,
      "deleted" boolean not null, "version" int not null);`);
    await this.execute(`create index "report_work_time_branch_time_index" on "report_work_time" ("branch_uuid", "time_from")
      include ("user_uuid", "room_uuid", "time_to", "company_id") where not "deleted";`);
    await this.execute(`create table "report_opening_balance" ("uuid" uuid not null primary key, "company_id" int not null, "amount" bigint not null,
      "booked_on" date not null, "deleted" boolean not null, "version" int not null);`);
    await this.execute(`create index "report_opening_balance_company_day_index" on "report_opening_balance" ("company_id", "booked_on") where not "deleted";`);
    // The summary no longer points at the identity module's table: branches are read through identity_v1.branch_ref.
    await this.execute(`alter table "report_income_day" drop constraint if exists "report_income_day_branch_uuid_foreign";`);
    await rebuildReports(this.getEntityManager() as unknown as EntityManager);
  }

  override async down(): Promise<void> {
    await this.execute(`drop table if exists "report_opening_balance";`);
    await this.execute(`drop table if exists "report_work_time";`);
    await this.execute(`drop table if exists "report_appointment";`);
  }
}
